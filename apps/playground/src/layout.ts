import { useSyncExternalStore } from 'react';

/**
 * From this viewport width the panel sits beside the widget; below it, above the widget as a
 * one-line bar, collapsed until asked for.
 */
export const SIDE_BY_SIDE = 'screen and (min-width: 1000px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(SIDE_BY_SIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the viewport is wide enough for the panel beside the widget; follows resizes. */
export function useSideBySide(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(SIDE_BY_SIDE).matches);
}
