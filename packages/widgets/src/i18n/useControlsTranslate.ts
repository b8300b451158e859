import type { MessageKey } from './messages/en-GB';
import { type ControlsMessageKey, controlsMessages } from './messages/en-GB.controls';
import { type Translate, useTranslate } from './useTranslate';

/** `t` for the texts of the controls loaded after the first render, and the shell's. */
export type ControlsTranslate = Translate<MessageKey | ControlsMessageKey>;

/**
 * Translates the texts of the controls that load after the first render (menus, dropdowns,
 * drawers, the dates calendar; and the shell's) in the widget's locale; in English they come from
 * `en-GB.controls.ts`, which only those controls' chunks load.
 */
export function useControlsTranslate(): ControlsTranslate {
  return useTranslate(controlsMessages);
}
