/**
 * The `language_code` the API expects: the part of a locale before the dash, lower-cased
 * (spec 1 §7). `'en-GB'` → `'en'`, `'fr-MA'` → `'fr'`, `'zh_CN'` → `'zh'`.
 */
export function languageCode(locale: string): string {
  const [language = ''] = locale.trim().split(/[-_]/);
  return language.toLowerCase();
}
