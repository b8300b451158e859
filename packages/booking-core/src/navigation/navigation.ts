import type { AttractionItem, CurrencyCode } from '@coras/api-client';
import { toDateOnly } from '../dates/dates';
import { DEFAULT_LOCALE, resolveLocale, type SupportedLocale } from '../locale/locales';
import { DEFAULT_CURRENCY, resolveCurrency } from '../money/currencies';
import { isPageName, type PageName } from './pages';

export { PAGE_NAMES, type PageName } from './pages';

/** The name of the event that switches pages (spec 1 §2). */
export const PARAMS_UPDATE_EVENT = 'params-update';

/**
 * The params-update payload (spec 1 §2): the page, locale and currency, the landing filter keys,
 * the details keys and any further page property (`search`, `content`…). A value of `''`, `null`
 * or `undefined` means "not set".
 */
export interface ParamsUpdate {
  page: PageName;
  locale?: string | null | undefined;
  currency?: string | null | undefined;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  sorting?: string | null | undefined;
  price?: string | null | undefined;
  duration?: string | null | undefined;
  categories?: string | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  id?: string | null | undefined;
  /** An alias of `id` the details page accepts (spec 2 §2). */
  attractionId?: string | null | undefined;
  date?: string | null | undefined;
  [property: string]: string | null | undefined;
}

/** The resolved parameters of the current page: page, locale and currency always set, empties dropped. */
export interface PageParams {
  page: PageName;
  locale: SupportedLocale;
  currency: CurrencyCode;
  /** Every other parameter that has a value. */
  [property: string]: string;
}

// A Map, not an object: an id such as 'toString' must not find Object.prototype's members.
const PATH_PAGES: ReadonlyMap<string, PageName> = new Map([
  ['search', 'search'],
  ['payment', 'payment'],
  ['help', 'help'],
]);
const IN_PATH = new Set(['page', 'locale', 'currency', 'id', 'attractionId']);
/**
 * The address's names of the landing's date keys (spec 1 §3 "Landing URL-style parameters"); the
 * params-update event keeps `startDate` and `endDate`, and an address with those still opens.
 */
const QUERY_NAMES: ReadonlyMap<string, string> = new Map([
  ['startDate', 'start-date'],
  ['endDate', 'end-date'],
]);
const FROM_QUERY: ReadonlyMap<string, string> = new Map([...QUERY_NAMES].map(([key, name]) => [name, key]));

const hasValue = (value: string | null | undefined): value is string =>
  value !== undefined && value !== null && value !== '';

/** The locale and currency a page is shown in. */
export interface LocaleAndCurrency {
  locale: SupportedLocale;
  currency: CurrencyCode;
}

const DEFAULT_LOCALE_AND_CURRENCY: LocaleAndCurrency = { locale: DEFAULT_LOCALE, currency: DEFAULT_CURRENCY };

/**
 * The one rule for a widget's locale and currency (spec 1 §1, §9), wherever they are asked for —
 * the configuration's attributes, an address, a params-update: the supported ones they name (any
 * case; `_` for `-` in a locale), else `fallback`, en-GB and GBP by default.
 *
 * @example
 * resolveLocaleAndCurrency({ locale: 'de_de', currency: 'eur' }); // { locale: 'de-DE', currency: 'EUR' }
 */
export function resolveLocaleAndCurrency(
  asked: { locale?: string | null | undefined; currency?: string | null | undefined },
  fallback: LocaleAndCurrency = DEFAULT_LOCALE_AND_CURRENCY,
): LocaleAndCurrency {
  return {
    locale: resolveLocale(asked.locale, fallback.locale),
    currency: resolveCurrency(asked.currency, fallback.currency),
  };
}

/**
 * Resolves a params-update into page parameters: unknown locales and currencies fall back to the
 * defaults (en-GB, GBP; see {@link resolveLocaleAndCurrency}), `attractionId` becomes `id`, empty
 * and null values are dropped.
 */
export function resolveParams(update: ParamsUpdate): PageParams {
  const params: PageParams = {
    page: isPageName(update.page) ? update.page : 'landing',
    ...resolveLocaleAndCurrency(update),
  };
  const id = hasValue(update.id) ? update.id : update.attractionId;
  if (hasValue(id)) params.id = id;
  for (const [key, value] of Object.entries(update)) {
    if (!IN_PATH.has(key) && hasValue(value)) params[key] = value;
  }
  return params;
}

/**
 * Applies a params-update to the current parameters: keys it names replace the current ones
 * (`''` or `null` clears them), the others stay. The page always comes from the update.
 */
export function mergeParams(current: PageParams, update: ParamsUpdate): PageParams {
  const merged: ParamsUpdate = { ...current };
  for (const [key, value] of Object.entries(update)) if (value !== undefined) merged[key] = value;
  if (hasValue(update.attractionId) && !hasValue(update.id)) merged.id = update.attractionId;
  return resolveParams(merged);
}

/**
 * The parameters after a navigation (spec 1 §2). Within a page the update's keys replace the
 * current ones (`''`/`null` clear them); a move to another page starts from the update alone,
 * keeping only the locale and currency, so filters of the landing page do not follow the visitor
 * to the help centre.
 *
 * @example
 * nextParams(landingInIreland, { page: 'help' }); // { page: 'help', locale, currency }
 */
export function nextParams(current: PageParams, update: ParamsUpdate): PageParams {
  if (update.page === current.page) return mergeParams(current, update);
  return resolveParams({ locale: current.locale, currency: current.currency, ...update });
}

/**
 * The page a widget starts on (spec 1 §2): the one its address names when it names one (a shared
 * link keeps its locale and currency), else `initial` — the landing page unless the host says
 * otherwise — in the configured locale and currency unless `initial` names its own.
 *
 * @example
 * startParams({ locale: 'de-DE', currency: 'EUR' }, { page: 'help' }, null); // { page: 'help', locale: 'de-DE', currency: 'EUR' }
 */
export function startParams(
  configured: LocaleAndCurrency,
  initial: ParamsUpdate | undefined,
  fromAddress: PageParams | null,
): PageParams {
  return fromAddress ?? resolveParams({ page: 'landing', ...configured, ...initial });
}

/** Options of {@link buildPath} and {@link parsePath}. */
export interface PathOptions {
  /** Where the storefront is mounted, e.g. `'/tickets'`. */
  basePath?: string | undefined;
}

function trimBase(basePath: string | undefined): string {
  return (basePath ?? '').replace(/\/+$/, '');
}

/**
 * The address of a page (spec 2 §2): `/{locale}/{currency}`, plus `/{id}` for details, `/search`,
 * `/payment` or `/help`; every other parameter goes into the query, empty and null values dropped,
 * the dates as `start-date` and `end-date` (spec 1 §3).
 * A details page without an id has nothing to show and is addressed as the landing page.
 *
 * @example
 * buildPath({ page: 'details', locale: 'en-GB', currency: 'EUR', id: 'a-1', date: '2026-05-10' });
 * // '/en-GB/EUR/a-1?date=2026-05-10'
 */
export function buildPath(update: ParamsUpdate, options: PathOptions = {}): string {
  const params = resolveParams(update);
  const segments: string[] = [params.locale, params.currency];
  if (params.page === 'details' && params.id) segments.push(params.id);
  else if (params.page !== 'landing' && params.page !== 'details') segments.push(params.page);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (!IN_PATH.has(key)) query.set(QUERY_NAMES.get(key) ?? key, value);
  }
  const search = query.toString();
  const path = `${trimBase(options.basePath)}/${segments.map(encodeURIComponent).join('/')}`;
  return search ? `${path}?${search}` : path;
}

/**
 * Reads an address back into page parameters, so a shared link restores the page: the reverse of
 * {@link buildPath}. An address outside `basePath`, or without locale and currency, is the landing
 * page in the default locale and currency (with its query kept).
 */
export function parsePath(pathname: string, search = '', options: PathOptions = {}): PageParams {
  const base = trimBase(options.basePath);
  const inside = base === '' || pathname === base || pathname.startsWith(`${base}/`);
  const rest = inside ? pathname.slice(base.length) : '';
  const [locale, currency, third] = rest
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  const update: ParamsUpdate = { page: 'landing', locale, currency };
  const query = [...new URLSearchParams(search)].filter(([key]) => !IN_PATH.has(key));
  for (const [key, value] of query) if (!FROM_QUERY.has(key)) update[key] = value;
  // `start-date` wins over an old address's `startDate`.
  for (const [name, value] of query) {
    const key = FROM_QUERY.get(name);
    if (key) update[key] = value;
  }
  if (third !== undefined) {
    const page = PATH_PAGES.get(third);
    if (page) update.page = page;
    else {
      update.page = 'details';
      update.id = third;
    }
  }
  return resolveParams(update);
}

/**
 * A landing card goes to details with the attraction's id and its date in date-only form, in the
 * attraction's time zone (spec 1 §2).
 */
export function attractionCardTarget(item: Pick<AttractionItem, 'id' | 'date' | 'timezone'>): ParamsUpdate {
  return {
    page: 'details',
    id: item.id,
    date: toDateOnly(item.date, item.timezone) ?? item.date.slice(0, 10),
  };
}

/** The breadcrumb's country returns to landing for that country with the city cleared (spec 1 §2). */
export function breadcrumbCountryTarget(country: string): ParamsUpdate {
  return { page: 'landing', country, city: '' };
}
