/** A text in English and optionally other languages of {@link LOCALE_LANGUAGES}. */
export type Label = { en: string } & Partial<Record<LocaleLanguage, string>>;

/**
 * A text in every language of the storefront's locales: the fixture texts a storefront shows on
 * its first screens (landing titles, categories, ticket types, page titles), so that no locale
 * gets a half-English page. The type makes a missing language a compile error.
 */
export type Translated = Record<LocaleLanguage, string>;

/**
 * The text of `label` in `language`, else English, as the real service does for untranslated
 * content (and for a language outside spec 1 §9).
 */
export function t(label: Label, language: string): string {
  return (label as Record<string, string | undefined>)[language] ?? label.en;
}

/**
 * The language codes of the storefront's locales (spec 1 §9: booking-core's SUPPORTED_LOCALES by
 * localeLanguageCode), in which location names and the {@link Translated} fixture texts exist.
 */
export const LOCALE_LANGUAGES = [
  'da',
  'de',
  'en',
  'es',
  'fr',
  'is',
  'it',
  'ms',
  'nb',
  'pl',
  'pt',
  'sv',
  'th',
  'tr',
  'zh',
] as const;
/** One of {@link LOCALE_LANGUAGES}. */
type LocaleLanguage = (typeof LOCALE_LANGUAGES)[number];

/** `language` as the storefront sends it (`language_code`), lower-cased, else English. */
export function languageOf(code: string | undefined): string {
  const language = (code ?? 'en').toLowerCase().split(/[-_]/)[0] ?? 'en';
  return /^[a-z]{2,3}$/.test(language) ? language : 'en';
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** The name of a language or region in `language` from the runtime's ICU data. */
export function displayName(code: string, type: 'language' | 'region', language: string): string {
  const key = `${type}:${language}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([language, 'en'], { type, fallback: 'code' });
    displayNames.set(key, names);
  }
  const name = names.of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** Lower case without accents, for matching search terms: `Zürich` → `zurich`. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ł/g, 'l');
}
