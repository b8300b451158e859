import type { MouseEvent } from 'react';

/**
 * The next active option of a combobox popup for ArrowDown (`1`) or ArrowUp (`-1`), wrapping
 * around at both ends like the kit's select list (spec 1 §4 'Select list keyboard'). From no
 * active option, down goes to the first and up to the last; with no options there is none.
 */
export function moveActive(active: number, count: number, direction: 1 | -1): number {
  if (count <= 0) return -1;
  if (active < 0 || active >= count) return direction === 1 ? 0 : count - 1;
  return (active + direction + count) % count;
}

/** The id of a combobox option, for `aria-activedescendant`. */
export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}

/**
 * Keeps the focus in the field when an option is pressed: options are never focused (the field
 * points at them with `aria-activedescendant`), and a click that moved the focus would close the
 * popup before the choice lands.
 */
export function keepFieldFocus(event: MouseEvent) {
  event.preventDefault();
}

/** True for a key that types a character (not a shortcut, not a navigation key). */
export function isTypingKey(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }) {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * True when a popover's outside event (Radix's pointer-down-outside or focus-outside) happened in
 * `element` — the combobox's own field, which must not close its popup. Reads the original event's
 * composed path: inside the custom element's shadow root the document sees the host as the target.
 */
export function happenedWithin(
  event: CustomEvent<{ originalEvent: Event }>,
  element: Element | null,
): boolean {
  if (!element) return false;
  const path = event.detail.originalEvent.composedPath();
  if (path.length > 0) return path.includes(element);
  return event.target instanceof Node && element.contains(event.target);
}
