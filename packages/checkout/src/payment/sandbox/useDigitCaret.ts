import { type FormEvent, type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Keeps the caret after the same digit when a formatted field rewrites its value (spaces in the
 * card number, ' / ' in the expiry): without it, the browser puts the caret at the end whenever a
 * controlled value differs from what was typed, and an edit in the middle jumps.
 *
 * Pass the returned `onInput` to the field and the shown value; the caret is placed after render.
 */
export function useDigitCaret(
  input: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
) {
  const digitsBeforeCaret = useRef<number | undefined>(undefined);

  useLayoutEffect(() => {
    const node = input.current;
    const wanted = digitsBeforeCaret.current;
    digitsBeforeCaret.current = undefined;
    if (!node || wanted === undefined || node.ownerDocument.activeElement !== node) return;
    let position = 0;
    let seen = 0;
    while (position < value.length && seen < wanted) {
      if (/\d/.test(value[position] ?? '')) seen += 1;
      position += 1;
    }
    node.setSelectionRange(position, position);
  }, [input, value]);

  return (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const node = event.currentTarget;
    const caret = node.selectionStart;
    // At the end there is nothing to keep: the browser's own placement is right.
    if (caret === null || caret >= node.value.length) return;
    digitsBeforeCaret.current = node.value.slice(0, caret).replace(/\D/g, '').length;
  };
}
