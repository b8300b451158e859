import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The rendered width of an element, followed with a ResizeObserver: the widget responds to its own
 * width, not the viewport's (house style §4). `undefined` until measured (and where layout is not
 * computed, as in happy-dom), which callers treat as wide.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = element.getBoundingClientRect().width;
      setWidth(next > 0 ? next : undefined);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
