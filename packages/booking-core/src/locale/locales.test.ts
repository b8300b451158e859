import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_LOCALE,
  dateTimeFormat,
  hourDigits,
  intlDateLocale,
  intlNumberLocale,
  localeLanguageCode,
  numberFormat,
  parseLocaleList,
  pluralRules,
  resolveLocale,
  SUPPORTED_LOCALES,
  weekStartsOn,
} from './locales';
import { LOCALE_NATIVE_NAMES } from './native-names';

describe('supported locales', () => {
  it('are the 18 locales of spec 1 §9, each with a native name', () => {
    expect([...SUPPORTED_LOCALES].sort()).toEqual(
      [
        'da-DK',
        'de-DE',
        'en-GB',
        'en-IE',
        'en-US',
        'es-ES',
        'fr-FR',
        'fr-MA',
        'is-IS',
        'it-IT',
        'ms-MY',
        'nb-NO',
        'pl-PL',
        'pt-PT',
        'sv-SE',
        'th-TH',
        'tr-TR',
        'zh-CN',
      ].sort(),
    );
    expect(Object.keys(LOCALE_NATIVE_NAMES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    expect(LOCALE_NATIVE_NAMES['de-DE']).toBe('Deutsch');
    expect(LOCALE_NATIVE_NAMES['th-TH']).toBe('ไทย');
    expect(new Set(Object.values(LOCALE_NATIVE_NAMES)).size).toBe(18);
  });

  it('default to en-GB', () => {
    expect(DEFAULT_LOCALE).toBe('en-GB');
  });
});

describe('resolveLocale', () => {
  it.each([
    ['fr-MA', 'fr-MA'],
    ['fr_ma', 'fr-MA'],
    [' ZH-cn ', 'zh-CN'],
    ['de-AT', 'en-GB'],
    ['xx', 'en-GB'],
    ['', 'en-GB'],
    [null, 'en-GB'],
    [undefined, 'en-GB'],
  ])('resolveLocale(%j) → %s (unknown locales fall back to en-GB)', (input, expected) => {
    expect(resolveLocale(input)).toBe(expected);
  });
});

describe('parseLocaleList', () => {
  it('reads the locales attribute in order, dropping unknown entries and duplicates', () => {
    expect(parseLocaleList('de-DE, en-GB,xx-YY,de-DE,fr_ma')).toEqual(['de-DE', 'en-GB', 'fr-MA']);
  });

  it('falls back to the default (or given) locale when nothing usable remains', () => {
    expect(parseLocaleList('')).toEqual(['en-GB']);
    expect(parseLocaleList(undefined, 'sv-SE')).toEqual(['sv-SE']);
    expect(parseLocaleList(' , xx')).toEqual(['en-GB']);
  });
});

describe('weekStartsOn', () => {
  it('is Sunday (0) for en-US and th-TH, Monday (1) for every other locale (spec 1 §9)', () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(weekStartsOn(locale), locale).toBe(locale === 'en-US' || locale === 'th-TH' ? 0 : 1);
    }
    expect(weekStartsOn('unknown')).toBe(1);
  });
});

describe('localeLanguageCode', () => {
  it('is the part of the locale before the dash (spec 1 §7)', () => {
    expect(localeLanguageCode('en-GB')).toBe('en');
    expect(localeLanguageCode('fr-MA')).toBe('fr');
    expect(localeLanguageCode('zh-CN')).toBe('zh');
  });
});

describe('Intl locales (the traps of issue #4)', () => {
  it('th-TH dates use the Gregorian calendar: the same year as date-fns, not the Buddhist era', () => {
    const date = new Date(Date.UTC(2026, 0, 15));
    const year = (locale: string) =>
      new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' })
        .formatToParts(date)
        .find((part) => part.type === 'year')?.value;
    expect(intlDateLocale('th-TH')).toBe('th-TH-u-ca-gregory');
    expect(year(intlDateLocale('th-TH'))).toBe('2026');
    // The trap itself: plain th-TH would write the Buddhist year 2569.
    expect(year('th-TH')).toBe('2569');
    expect(intlDateLocale('de-DE')).toBe('de-DE');
    expect(intlDateLocale('bogus')).toBe('en-GB');
  });

  it('fr-MA keeps its own number format (not fr-FR) even though its dates use date-fns fr', () => {
    expect(intlNumberLocale('fr-MA')).toBe('fr-MA');
    const ma = new Intl.NumberFormat(intlNumberLocale('fr-MA')).format(1234.5);
    const fr = new Intl.NumberFormat(intlNumberLocale('fr-FR')).format(1234.5);
    expect(ma).not.toBe(fr);
    expect(ma).toBe(new Intl.NumberFormat('fr-MA').format(1234.5));
    expect(intlNumberLocale('nope')).toBe('en-GB');
  });
});

describe('numberFormat', () => {
  it('formats as Intl.NumberFormat does with the same locale and options', () => {
    expect(numberFormat('de-DE').format(1234.5)).toBe(new Intl.NumberFormat('de-DE').format(1234.5));
    expect(numberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(12.5)).toBe(
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(12.5),
    );
  });

  it('builds one formatter per locale and options, however often it is asked', () => {
    const Real = Intl.NumberFormat;
    // A subclass, so that `new` through the spy still builds a real formatter.
    const built = vi
      .spyOn(Intl, 'NumberFormat')
      .mockImplementation(class extends Real {} as unknown as typeof Intl.NumberFormat);
    try {
      const first = numberFormat('nb-NO', { maximumFractionDigits: 2 });
      expect(numberFormat('nb-NO', { maximumFractionDigits: 2 })).toBe(first);
      expect(numberFormat('nb-NO', { maximumFractionDigits: 0 })).not.toBe(first);
      expect(numberFormat('sv-SE', { maximumFractionDigits: 2 })).not.toBe(first);
      expect(built).toHaveBeenCalledTimes(3);
    } finally {
      built.mockRestore();
    }
  });

  it('throws as the constructor does, and keeps nothing for it', () => {
    expect(() => numberFormat('en-GB', { style: 'currency', currency: 'NOPE' })).toThrow(RangeError);
    expect(() => numberFormat('en-GB', { style: 'currency', currency: 'NOPE' })).toThrow(RangeError);
  });
});

describe('dateTimeFormat and pluralRules', () => {
  it('keep one formatter per locale and options, apart from the number formatters', () => {
    const options = { day: 'numeric', month: 'short', timeZone: 'Europe/Dublin' } as const;
    const dates = dateTimeFormat('ga-IE', options);
    expect(dateTimeFormat('ga-IE', { ...options })).toBe(dates);
    expect(dateTimeFormat('ga-IE', { ...options, year: 'numeric' })).not.toBe(dates);
    expect(dates.format(Date.UTC(2026, 6, 1))).toBe(
      new Intl.DateTimeFormat('ga-IE', options).format(Date.UTC(2026, 6, 1)),
    );
    expect(pluralRules('pl-PL')).toBe(pluralRules('pl-PL'));
    expect(pluralRules('pl-PL').select(5)).toBe('many');
  });

  it("writes dates in en-GB, not the runtime's default, for a locale the runtime's Intl lacks", () => {
    // spec 1 §9. Debian's Chromium has no Icelandic data: is-IS dates came out in en-US form
    // ('Dec 17, 2026', 12-hour times). 'qaa' (reserved for local use) is in no runtime's data.
    const options = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('qaa', options).resolvedOptions().locale).toBe('en-GB');
    expect(dateTimeFormat('qaa', options).format(Date.UTC(2026, 11, 17))).toBe('17 Dec 2026');
    expect(dateTimeFormat('is-IS', options).resolvedOptions().locale).toBe('is-IS');
  });

  it("writes numbers in en-GB, not the runtime's default, for a locale the runtime's Intl lacks", () => {
    // Is-IS money came out as en-US wrote it on Debian's Chromium ('ISK 6,060.00').
    const money = { style: 'currency', currency: 'EUR' } as const;
    expect(numberFormat('qaa', money).resolvedOptions().locale).toBe('en-GB');
    expect(numberFormat('qaa', money).format(1234.5)).toBe('€1,234.50');
    expect(numberFormat('de-DE', money).resolvedOptions().locale).toBe('de-DE');
  });

  it('throws as the constructor does for an unknown zone', () => {
    expect(() => dateTimeFormat('en-GB', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});

describe('hourDigits', () => {
  it("is two digits where the locale counts hours 0–23, and the locale's own otherwise", () => {
    expect(hourDigits('en-GB')).toBe('2-digit');
    expect(hourDigits('de-DE')).toBe('2-digit');
    expect(hourDigits('en-US')).toBe('numeric');
  });
});
