import { queryContainer } from '@coras/ui';
import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The width of the widget `ref` sits in — its query container, the one the kit's `@container coras`
 * rules read — measured before the first paint and followed with a ResizeObserver. The basket's
 * shapes differ in behaviour (a dropdown, a full-screen dialog, a modal), so CSS alone cannot
 * switch them.
 *
 * @param forced a width to use instead of measuring (tests; a host that knows).
 * @returns `undefined` until measured.
 */
export function useContainerWidth(
  ref: RefObject<HTMLElement | null>,
  forced?: number | undefined,
): number | undefined {
  const [measured, setMeasured] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (forced !== undefined) return;
    const element = ref.current;
    if (!element) return;
    const container = element.closest<HTMLElement>(`.${queryContainer}`) ?? element;
    setMeasured(container.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setMeasured(entry.contentRect.width);
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [ref, forced]);
  return forced ?? measured;
}
