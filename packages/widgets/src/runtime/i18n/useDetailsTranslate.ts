import type { MessageKey } from './messages/en-GB';
import { type DetailsMessageKey, detailsMessages } from './messages/en-GB.details';
import { type Translate, useTranslate } from './useTranslate';

/** `t` for the details page's texts (its booking panel and image viewer too) and the shell's. */
export type DetailsTranslate = Translate<MessageKey | DetailsMessageKey>;

/**
 * Translates the details page's texts (and the shell's) in the widget's locale; in English they come
 * from `en-GB.details.ts`, which only the details chunk loads.
 */
export function useDetailsTranslate(): DetailsTranslate {
  return useTranslate(detailsMessages);
}
