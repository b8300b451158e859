import type { MessageKey } from './messages/en-GB';
import { type HelpMessageKey, helpMessages } from './messages/en-GB.help';
import { type Translate, useTranslate } from './useTranslate';

/** `t` for the help page's texts and the shell's. */
export type HelpTranslate = Translate<MessageKey | HelpMessageKey>;

/**
 * Translates the help page's texts (and the shell's) in the widget's locale; in English they come
 * from `en-GB.help.ts`, which only the help chunk loads.
 */
export function useHelpTranslate(): HelpTranslate {
  return useTranslate(helpMessages);
}
