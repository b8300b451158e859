import type { MessageKey } from './messages/en-GB';
import { type ChromeMessageKey, chromeMessages } from './messages/en-GB.chrome';
import { type Translate, useTranslate } from './useTranslate';

/** `t` for the chrome's texts, and the shell's. */
export type ChromeTranslate = Translate<MessageKey | ChromeMessageKey>;

/**
 * Translates the texts of the chrome (navbar, footer, the location picker's and the filter bar's
 * stand-ins; and the shell's) in the widget's locale; in English they come from `en-GB.chrome.ts`,
 * which loads with the chrome, after the landing's first cards.
 */
export function useChromeTranslate(): ChromeTranslate {
  return useTranslate(chromeMessages);
}
