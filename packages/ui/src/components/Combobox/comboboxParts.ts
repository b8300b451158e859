import { type MouseEvent, type RefObject, type SyntheticEvent, useRef } from 'react';

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
 * Tells a popover's outside events (Radix's pointer-down-outside and focus-outside) that happened
 * in the combobox's own field, which must not close its popup. Spread `fieldProps` on the field's
 * wrapper; `isFromField(event)` in the handlers.
 *
 * Inside the custom element's shadow root the document sees the host, not the input, as the
 * target, and Radix hands a pointer-down over only at the click, when its composed path is gone:
 * so the field remembers the native events it saw itself.
 */
export function useFieldEvents(field: RefObject<Element | null>) {
  const seen = useRef<Event | null>(null);
  const record = (event: SyntheticEvent) => {
    seen.current = event.nativeEvent;
  };
  return {
    fieldProps: { onPointerDownCapture: record, onFocusCapture: record },
    isFromField(event: CustomEvent<{ originalEvent: Event }>): boolean {
      const original = event.detail.originalEvent;
      if (original === seen.current) return true;
      const element = field.current;
      return element !== null && original.composedPath().includes(element);
    },
  };
}
