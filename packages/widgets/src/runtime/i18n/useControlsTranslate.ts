import type { MessageKey } from './messages/en-GB';
import { type BasketMessageKey, basketMessages } from './messages/en-GB.basket';
import { type ChromeMessageKey, chromeMessages } from './messages/en-GB.chrome';
import { type ControlsMessageKey, controlsMessages } from './messages/en-GB.controls';
import { type Translate, useTranslate } from './useTranslate';

/** `t` for the texts of the controls loaded after the first render, the chrome's and the shell's. */
export type ControlsTranslate = Translate<
  MessageKey | ChromeMessageKey | BasketMessageKey | ControlsMessageKey
>;

// The controls are parts of the chrome (its stand-ins load them), the basket's among them: they
// name the chrome's and the basket's texts too.
const english = { ...chromeMessages, ...basketMessages, ...controlsMessages };

/**
 * Translates the texts of the controls that load after the first render (menus, dropdowns,
 * drawers, the dates calendar; the chrome's, the basket's and the shell's) in the widget's locale; in
 * English they come from `en-GB.controls.ts`, which only those controls' chunks load,
 * `en-GB.chrome.ts` and `en-GB.basket.ts`.
 */
export function useControlsTranslate(): ControlsTranslate {
  return useTranslate(english);
}
