import type { MessageKey } from './messages/en-GB';
import { type SearchMessageKey, searchMessages } from './messages/en-GB.search';
import { type Translate, useTranslate } from './useTranslate';

/** `t` for the search page's texts and the shell's. */
export type SearchTranslate = Translate<MessageKey | SearchMessageKey>;

/**
 * Translates the search page's texts (and the shell's) in the widget's locale; in English they come
 * from `en-GB.search.ts`, which only the search chunk loads.
 */
export function useSearchTranslate(): SearchTranslate {
  return useTranslate(searchMessages);
}
