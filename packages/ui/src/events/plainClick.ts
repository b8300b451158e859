/**
 * A click the page may handle itself: the main button with no modifier key held. Any other click
 * on a link (ctrl or cmd: a new tab; shift: a new window; alt: a download; the middle button) is
 * the browser's to handle, so a link's click handler returns without preventing it. Takes React's
 * mouse events as well as the DOM's.
 * @example
 * <a href={href} onClick={(event) => { if (!isPlainClick(event)) return; event.preventDefault(); open(); }} />
 */
export function isPlainClick(
  event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return !(event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
}
