import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../locale/locales';
import { SUPPORTED_CURRENCIES } from '../money/currencies';
import { PROPERTY_RUNS } from '../testing/helpers.test-utils';
import {
  attractionCardTarget,
  breadcrumbCountryTarget,
  buildPath,
  mergeParams,
  nextParams,
  PAGE_NAMES,
  PARAMS_UPDATE_EVENT,
  type PageName,
  type ParamsUpdate,
  parsePath,
  resolveLocaleAndCurrency,
  resolveParams,
  startParams,
} from './navigation';
import { isPageName } from './pages';

describe('page model', () => {
  it('has the five pages and the params-update event', () => {
    expect(PAGE_NAMES).toEqual(['landing', 'details', 'search', 'payment', 'help']);
    expect(PARAMS_UPDATE_EVENT).toBe('params-update');
    expect(isPageName('help')).toBe(true);
    expect(isPageName('basket')).toBe(false);
  });

  it('resolves a payload: defaults for unknown locale, currency and page; empties dropped; attractionId is the id', () => {
    expect(
      resolveParams({
        page: 'details',
        locale: 'xx',
        currency: 'ABC',
        attractionId: 'a-9',
        city: '',
        country: null,
        sorting: 'price',
      }),
    ).toEqual({ page: 'details', locale: 'en-GB', currency: 'GBP', id: 'a-9', sorting: 'price' });
    expect(resolveParams({ page: 'nope' as PageName }).page).toBe('landing');
  });

  it('merges an update: named keys replace, empty or null clears, the rest stays', () => {
    const current = resolveParams({
      page: 'landing',
      locale: 'de-DE',
      currency: 'EUR',
      country: 'ireland',
      city: 'cork',
      sorting: 'price',
    });
    expect(mergeParams(current, { page: 'landing', country: 'france', city: '' })).toEqual({
      page: 'landing',
      locale: 'de-DE',
      currency: 'EUR',
      country: 'france',
      sorting: 'price',
    });
    expect(mergeParams(current, { page: 'details', attractionId: 'a-1', sorting: null })).toMatchObject({
      page: 'details',
      id: 'a-1',
    });
    expect(mergeParams(current, { page: 'details', attractionId: 'a-1', sorting: null })).not.toHaveProperty(
      'sorting',
    );
  });
});

describe('nextParams (spec 1 §2)', () => {
  const landing = resolveParams({
    page: 'landing',
    locale: 'de-DE',
    currency: 'EUR',
    country: 'ireland',
    city: 'cork',
    sorting: 'price',
  });

  it('within a page, merges the update: named keys replace, empty or null clears, the rest stays', () => {
    expect(nextParams(landing, { page: 'landing', city: '', sorting: 'rating', price: '0-50' })).toEqual({
      page: 'landing',
      locale: 'de-DE',
      currency: 'EUR',
      country: 'ireland',
      sorting: 'rating',
      price: '0-50',
    });
    expect(nextParams(landing, { page: 'landing', country: null, currency: 'USD' })).toEqual({
      page: 'landing',
      locale: 'de-DE',
      currency: 'USD',
      city: 'cork',
      sorting: 'price',
    });
  });

  it('to another page, starts from the update and keeps only the locale and currency', () => {
    expect(nextParams(landing, { page: 'help' })).toEqual({ page: 'help', locale: 'de-DE', currency: 'EUR' });
    expect(nextParams(landing, { page: 'details', attractionId: 'a-1', date: '2026-05-10' })).toEqual({
      page: 'details',
      locale: 'de-DE',
      currency: 'EUR',
      id: 'a-1',
      date: '2026-05-10',
    });
    expect(nextParams(landing, { page: 'search', search: 'cliffs', locale: 'fr-FR' })).toEqual({
      page: 'search',
      locale: 'fr-FR',
      currency: 'EUR',
      search: 'cliffs',
    });
  });

  it('back on the landing page from another page, the old filters do not return', () => {
    const help = nextParams(landing, { page: 'help', content: 'cookies' });
    expect(nextParams(help, { page: 'landing' })).toEqual({
      page: 'landing',
      locale: 'de-DE',
      currency: 'EUR',
    });
  });
});

describe('resolveLocaleAndCurrency: the one rule of every locale and currency (spec 1 §1, §9)', () => {
  it.each([
    [
      { locale: 'de-DE', currency: 'EUR' },
      { locale: 'de-DE', currency: 'EUR' },
    ],
    [
      { locale: ' fr_ma ', currency: ' sek ' },
      { locale: 'fr-MA', currency: 'SEK' },
    ],
    [{}, { locale: 'en-GB', currency: 'GBP' }],
    [
      { locale: '', currency: null },
      { locale: 'en-GB', currency: 'GBP' },
    ],
    [
      { locale: 'xx-YY', currency: 'XYZ' },
      { locale: 'en-GB', currency: 'GBP' },
    ],
  ])('reads %o as %o', (asked, resolved) => {
    expect(resolveLocaleAndCurrency(asked)).toEqual(resolved);
  });

  it('falls back to what it is given: a widget configured in de-DE and EUR stays there', () => {
    const configured = { locale: 'de-DE', currency: 'EUR' } as const;
    expect(resolveLocaleAndCurrency({ locale: 'xx', currency: '' }, configured)).toEqual(configured);
    expect(resolveLocaleAndCurrency({ currency: 'usd' }, configured)).toEqual({
      locale: 'de-DE',
      currency: 'USD',
    });
  });
});

describe('startParams: the page a widget starts on (spec 1 §2)', () => {
  const configured = { locale: 'de-DE', currency: 'EUR' } as const;

  it('is the landing page in the configured locale and currency', () => {
    expect(startParams(configured, undefined, null)).toEqual({ page: 'landing', ...configured });
  });

  it('is the host’s initial page, in its own locale and currency when it names them', () => {
    expect(startParams(configured, { page: 'help', content: 'faq' }, null)).toEqual({
      page: 'help',
      content: 'faq',
      ...configured,
    });
    expect(startParams(configured, { page: 'landing', currency: 'SEK' }, null)).toEqual({
      page: 'landing',
      locale: 'de-DE',
      currency: 'SEK',
    });
  });

  it('is the page the address names, a shared link keeping its own locale and currency', () => {
    const shared = parsePath('/fr-FR/USD/search', '?search=castle');
    expect(startParams(configured, { page: 'help' }, shared)).toBe(shared);
  });
});

describe('buildPath (spec 2 §2)', () => {
  it.each<[ParamsUpdate, string]>([
    [{ page: 'landing', locale: 'en-GB', currency: 'GBP' }, '/en-GB/GBP'],
    [
      { page: 'details', locale: 'fr-MA', currency: 'MAD', id: 'a-1', date: '2026-05-10' },
      '/fr-MA/MAD/a-1?date=2026-05-10',
    ],
    [{ page: 'details', locale: 'fr-FR', currency: 'EUR', attractionId: 'a-2' }, '/fr-FR/EUR/a-2'],
    [
      { page: 'search', locale: 'en-US', currency: 'USD', search: 'cliffs of moher' },
      '/en-US/USD/search?search=cliffs+of+moher',
    ],
    [{ page: 'payment', locale: 'en-GB', currency: 'GBP' }, '/en-GB/GBP/payment'],
    [
      { page: 'help', locale: 'en-GB', currency: 'GBP', content: 'cookies' },
      '/en-GB/GBP/help?content=cookies',
    ],
    [
      {
        page: 'landing',
        locale: 'en-GB',
        currency: 'GBP',
        country: 'ireland',
        city: '',
        price: null,
        categories: 'music,sport',
      },
      '/en-GB/GBP?country=ireland&categories=music%2Csport',
    ],
    [{ page: 'details', locale: 'en-GB', currency: 'GBP' }, '/en-GB/GBP'],
    [
      { page: 'landing', locale: 'ja-JP', currency: 'JPY', startDate: '2026-12-01', endDate: '2026-12-03' },
      '/en-GB/JPY?start-date=2026-12-01&end-date=2026-12-03',
    ],
  ])('%j → %s', (update, path) => {
    expect(buildPath(update)).toBe(path);
  });

  it('encodes ids and honours a base path', () => {
    expect(
      buildPath(
        { page: 'details', locale: 'en-GB', currency: 'GBP', id: 'a/b c' },
        { basePath: '/tickets/' },
      ),
    ).toBe('/tickets/en-GB/GBP/a%2Fb%20c');
  });
});

describe('parsePath', () => {
  it('reads the dates as spec 1 §3 names them, and an old address with startDate still opens', () => {
    const dates = { startDate: '2026-12-01', endDate: '2026-12-03' };
    expect(parsePath('/en-GB/EUR', '?start-date=2026-12-01&end-date=2026-12-03')).toMatchObject(dates);
    expect(parsePath('/en-GB/EUR', '?startDate=2026-12-01&endDate=2026-12-03')).toMatchObject(dates);
    expect(parsePath('/en-GB/EUR', '?start-date=2026-12-01&startDate=2026-01-01')).toMatchObject({
      startDate: '2026-12-01',
    });
    expect(parsePath('/en-GB/EUR', '?start-date=2026-12-01')).not.toHaveProperty('start-date');
    const landing = { page: 'landing', locale: 'en-GB', currency: 'EUR', ...dates } as const;
    expect(parsePath('/en-GB/EUR', buildPath(landing).split('?')[1])).toEqual(landing);
  });

  it('restores each page from its address', () => {
    expect(parsePath('/fr-MA/MAD/a-1', '?date=2026-05-10')).toEqual({
      page: 'details',
      locale: 'fr-MA',
      currency: 'MAD',
      id: 'a-1',
      date: '2026-05-10',
    });
    expect(parsePath('/en-US/USD/search', 'search=dub')).toEqual({
      page: 'search',
      locale: 'en-US',
      currency: 'USD',
      search: 'dub',
    });
    expect(parsePath('/en-GB/GBP/payment').page).toBe('payment');
    expect(parsePath('/en-GB/GBP/help', '?content=faq-music')).toMatchObject({
      page: 'help',
      content: 'faq-music',
    });
    expect(parsePath('/de-DE/EUR/', '?sorting=price&city=')).toEqual({
      page: 'landing',
      locale: 'de-DE',
      currency: 'EUR',
      sorting: 'price',
    });
  });

  it("reads an id named like an Object.prototype member as an id ('toString')", () => {
    expect(parsePath('/en-GB/GBP/toString')).toMatchObject({ page: 'details', id: 'toString' });
    expect(parsePath('/en-GB/GBP/constructor')).toMatchObject({ page: 'details', id: 'constructor' });
  });

  it('ignores path keys in the query, decodes segments, and falls back to the defaults', () => {
    expect(parsePath('/en-GB/GBP/a%2Fb', '?page=payment&locale=de-DE&id=x')).toEqual({
      page: 'details',
      locale: 'en-GB',
      currency: 'GBP',
      id: 'a/b',
    });
    expect(parsePath('/', '')).toEqual({ page: 'landing', locale: 'en-GB', currency: 'GBP' });
    expect(parsePath('/en-GB/GBP/%E0%A4%A', '').id).toBe('%E0%A4%A');
  });

  it('reads only addresses under the base path', () => {
    expect(parsePath('/tickets/sv-SE/SEK/help', '', { basePath: '/tickets' })).toMatchObject({
      page: 'help',
      locale: 'sv-SE',
    });
    expect(parsePath('/tickets', '', { basePath: '/tickets' })).toMatchObject({
      page: 'landing',
      locale: 'en-GB',
    });
    expect(parsePath('/elsewhere/sv-SE/SEK', '?a=1', { basePath: '/tickets' })).toEqual({
      page: 'landing',
      locale: 'en-GB',
      currency: 'GBP',
      a: '1',
    });
  });

  it('round-trips any page and parameters, so a shared link restores the page (fast-check)', () => {
    const value = fc.string({ minLength: 1, maxLength: 12 });
    const key = fc
      .stringMatching(/^[a-zA-Z][a-zA-Z0-9_]{0,10}$/)
      .filter(
        (name) =>
          !['page', 'locale', 'currency', 'id', 'attractionId', '__proto__', 'constructor'].includes(name),
      );
    const update = fc.record({
      page: fc.constantFrom(...PAGE_NAMES),
      locale: fc.constantFrom(...SUPPORTED_LOCALES),
      currency: fc.constantFrom(...SUPPORTED_CURRENCIES),
      // Ids named like Object.prototype members once resolved to a page: keep them in the mix.
      id: fc.oneof(
        value.filter((id) => !['search', 'payment', 'help'].includes(id)),
        fc.constantFrom('toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'),
      ),
      extra: fc.dictionary(key, fc.oneof(value, fc.constant(''), fc.constant(null))),
    });
    fc.assert(
      fc.property(update, (generated) => {
        const params: ParamsUpdate = {
          ...generated.extra,
          page: generated.page,
          locale: generated.locale,
          currency: generated.currency,
        };
        if (generated.page === 'details') params.id = generated.id;
        const path = buildPath(params);
        const [pathname = '', search = ''] = path.split('?');
        expect(parsePath(pathname, search)).toEqual(resolveParams(params));
      }),
      PROPERTY_RUNS,
    );
  });
});

describe("the landing's targets", () => {
  it('a card goes to details with the date-only date in the attraction time zone', () => {
    expect(
      attractionCardTarget({ id: 'a-1', date: '2026-05-10T23:30:00Z', timezone: 'Asia/Bangkok' }),
    ).toEqual({
      page: 'details',
      id: 'a-1',
      date: '2026-05-11',
    });
    expect(attractionCardTarget({ id: 'a-1', date: '2026-05-10T23:30:00Z', timezone: 'Bad/Zone' }).date).toBe(
      '2026-05-10',
    );
  });

  it('the breadcrumb country goes to landing for that country with the city cleared', () => {
    expect(breadcrumbCountryTarget('ireland')).toEqual({ page: 'landing', country: 'ireland', city: '' });
  });
});
