import type { MessageKey } from './messages/en-GB';
import { type BasketMessageKey, basketMessages } from './messages/en-GB.basket';
import { type Translate, useTranslate } from './useTranslate';

/** `t` for the basket's texts, and the shell's. */
export type BasketTranslate = Translate<MessageKey | BasketMessageKey>;

/**
 * Translates the basket's texts (its items, 'Added to basket', its notices; and the shell's) in the
 * widget's locale; in English they come from `en-GB.basket.ts`, which loads with the basket's chunks.
 */
export function useBasketTranslate(): BasketTranslate {
  return useTranslate(basketMessages);
}
