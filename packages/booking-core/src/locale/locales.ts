import { languageCode } from '@coras/api-client';

/** The 18 locales the storefront supports (spec 1 §9). */
export const SUPPORTED_LOCALES = [
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
] as const;

/** One of {@link SUPPORTED_LOCALES}. */
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** The locale every formatter falls back to (spec 1 §9). */
export const DEFAULT_LOCALE = 'en-GB' satisfies SupportedLocale;

const byLowerCase = new Map<string, SupportedLocale>(
  SUPPORTED_LOCALES.map((locale) => [locale.toLowerCase(), locale]),
);

/**
 * The supported locale `value` names, ignoring case and accepting `_` for `-` (`'fr_ma'` →
 * `'fr-MA'`); anything else falls back to `fallback` (spec 1 §9: unknown locales fall back to en-GB).
 */
export function resolveLocale(
  value: string | null | undefined,
  fallback: SupportedLocale = DEFAULT_LOCALE,
): SupportedLocale {
  const key = (value ?? '').trim().replace(/_/g, '-').toLowerCase();
  return byLowerCase.get(key) ?? fallback;
}

/**
 * Reads the `locales` configuration attribute (a comma list) into supported locales, in order,
 * without duplicates; unknown entries are dropped. An empty result is `[fallback]`.
 */
export function parseLocaleList(
  value: string | null | undefined,
  fallback: SupportedLocale = DEFAULT_LOCALE,
): SupportedLocale[] {
  const locales = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && byLowerCase.has(entry.replace(/_/g, '-').toLowerCase()))
    .map((entry) => resolveLocale(entry));
  const unique = [...new Set(locales)];
  return unique.length > 0 ? unique : [fallback];
}

/**
 * The first day of the week as date-fns counts it (0 Sunday, 1 Monday): Monday everywhere except
 * en-US and Thai, which start on Sunday (spec 1 §9). This is the spec's table, not `Intl.Locale`'s
 * week info, which disagrees for is-IS and pt-PT.
 */
export function weekStartsOn(locale: string): 0 | 1 {
  const resolved = resolveLocale(locale);
  return resolved === 'en-US' || resolved === 'th-TH' ? 0 : 1;
}

/**
 * The `language_code` the API expects, the part of the locale before the dash (spec 1 §7):
 * `'fr-MA'` → `'fr'`. The same rule as the API client's, re-exported here for the widgets.
 */
export function localeLanguageCode(locale: string): string {
  return languageCode(locale);
}

/**
 * The locale to hand to `Intl.DateTimeFormat`. **Decision (th-TH era):** every date of the product
 * is shown in the Gregorian calendar. `Intl` would write Thai years in the Buddhist era (2026 →
 * 2569) while date-fns (month labels, 'LLLL yyyy') cannot, so one screen would show two different
 * years; venues print Gregorian dates on tickets too. `th-TH` therefore becomes
 * `th-TH-u-ca-gregory` (Thai month names, Gregorian years); every other locale is unchanged.
 */
export function intlDateLocale(locale: string): string {
  const resolved = resolveLocale(locale);
  return resolved === 'th-TH' ? 'th-TH-u-ca-gregory' : resolved;
}

/**
 * The locale to hand to `Intl.NumberFormat`: the supported locale itself. fr-MA keeps its own
 * number format ("1.234,50 €", not fr-FR's "1 234,50 €") even though its dates use date-fns' `fr`.
 */
export function intlNumberLocale(locale: string): SupportedLocale {
  return resolveLocale(locale);
}

const formats = new Map<string, object>();

/** The kept formatter for `key`, built by `build` the first time. */
function kept<T extends object>(key: string, build: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

/**
 * `new Intl.NumberFormat(locale, options)`, built once per locale and options and kept: building
 * one costs far more than formatting with it, and a page of 200 cards writes 200 prices and
 * ratings on each render. Like dates, a locale the runtime's `Intl` lacks is written in en-GB.
 * Throws as the constructor does (an unknown currency: `RangeError`).
 */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(
    `n${locale}${JSON.stringify(options)}`,
    () => new Intl.NumberFormat([locale, DEFAULT_LOCALE], options),
  );
}

/**
 * `new Intl.DateTimeFormat(locale, options)`, kept as `numberFormat` keeps its formatters (the
 * venue dates of 200 cards, the zone clocks of date arithmetic). A locale the runtime's `Intl` has
 * no data for is written in en-GB, not in the runtime's default (spec 1 §9; Debian's Chromium lacks
 * is-IS). Throws as the constructor does (an unknown time zone: `RangeError`).
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(
    `d${locale}${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat([locale, DEFAULT_LOCALE], options),
  );
}

/** `new Intl.PluralRules(locale)`, kept and falling back to en-GB as `numberFormat`. */
export function pluralRules(locale: string): Intl.PluralRules {
  return kept(`p${locale}`, () => new Intl.PluralRules([locale, DEFAULT_LOCALE]));
}

/** `'2-digit'` where `locale` counts hours 0–23 ('08:30' in en-GB, as date-fns' 'p' wrote them), else `'numeric'`. */
export function hourDigits(locale: string): '2-digit' | 'numeric' {
  const cycle = dateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h23' || cycle === 'h24' ? '2-digit' : 'numeric';
}
