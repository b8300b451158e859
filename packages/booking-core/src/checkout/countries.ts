import type { CountryEntry } from '@coras/api-client';
import { DEFAULT_PHONE_COUNTRY } from './form';

/**
 * The phone country list filtered by name prefix, case-insensitively (spec 2 §5). An empty query
 * keeps every country.
 */
export function filterCountries(
  countries: readonly CountryEntry[],
  query: string,
  locale?: string,
): CountryEntry[] {
  const prefix = query.trim().toLocaleLowerCase(locale);
  if (prefix === '') return [...countries];
  return countries.filter((country) => country.name.toLocaleLowerCase(locale).startsWith(prefix));
}

const COUNTRY_CODE = /^[a-z]{2}(-[a-z0-9]{1,3})?$/i;

/**
 * A country's flag: `{assets}/flags/{lowercase code}.svg` (spec 1 §2, spec 2 §3), or `undefined`
 * when `code` is not a country code (the flag icon shows instead, without a request).
 */
export function countryFlagUrl(assetsUrl: string, code: string | null | undefined): string | undefined {
  const trimmed = code?.trim() ?? '';
  if (!COUNTRY_CODE.test(trimmed)) return undefined;
  return `${assetsUrl.replace(/\/+$/, '')}/flags/${trimmed.toLowerCase()}.svg`;
}

/**
 * Dialling codes known before `countries/{language_code}` answers: the default phone country's
 * (spec 2 §9, US), the only one the phone field can show before the list arrives, so its `+1`
 * is there from the first paint (and still when the list cannot be loaded).
 */
const KNOWN_DIAL_CODES: Readonly<Record<string, string>> = { [DEFAULT_PHONE_COUNTRY]: '1' };

/**
 * The dialling code of a country (`'353'` for IE): from the countries list, else from the codes
 * known without it (`'1'` for the default US); `undefined` when unknown.
 */
export function dialCode(countries: readonly CountryEntry[], code: string | undefined): string | undefined {
  const wanted = code?.toUpperCase();
  const listed = countries.find((country) => country.code.toUpperCase() === wanted)?.phone_code;
  return listed?.replace(/\D/g, '') ?? (wanted ? KNOWN_DIAL_CODES[wanted] : undefined);
}

/**
 * A country's name for the phone field: the countries list's, else the region's name in `locale`
 * (`Intl.DisplayNames`: 'United States' before the list arrives), else the code as given.
 */
export function countryName(countries: readonly CountryEntry[], code: string, locale: string): string {
  const wanted = code.toUpperCase();
  const listed = countries.find((country) => country.code.toUpperCase() === wanted)?.name;
  if (listed) return listed;
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(wanted) ?? code;
  } catch {
    // Not a region code, or a locale the runtime refuses: the code itself.
    return code;
  }
}

/**
 * A phone number in international form with a leading + (spec 2 §7): the dialling code and the
 * national number's digits, its trunk 0 dropped (`353` + `087 123 4567` → `+353871234567`). A
 * number typed with its own + is kept as typed (digits only). `''` when no digits were typed.
 */
export function internationalPhoneNumber(dial: string | undefined, number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits === '') return '';
  if (number.trim().startsWith('+') || !dial) return `+${digits}`;
  return `+${dial.replace(/\D/g, '')}${digits.replace(/^0/, '')}`;
}
