import type { SupportedLocale } from './locales';

/**
 * Each locale's name in its own language, for the language menus (spec 1 §2 "Language list maps
 * many locales to native names"). Written out rather than asked of `Intl.DisplayNames`, whose
 * answers differ between browsers and ICU versions.
 */
export const LOCALE_NATIVE_NAMES: Readonly<Record<SupportedLocale, string>> = {
  'da-DK': 'Dansk',
  'de-DE': 'Deutsch',
  'en-GB': 'English (UK)',
  'en-IE': 'English (Ireland)',
  'en-US': 'English (US)',
  'es-ES': 'Español',
  'fr-FR': 'Français',
  'fr-MA': 'Français (Maroc)',
  'is-IS': 'Íslenska',
  'it-IT': 'Italiano',
  'ms-MY': 'Bahasa Melayu',
  'nb-NO': 'Norsk bokmål',
  'pl-PL': 'Polski',
  'pt-PT': 'Português',
  'sv-SE': 'Svenska',
  'th-TH': 'ไทย',
  'tr-TR': 'Türkçe',
  'zh-CN': '简体中文',
};
