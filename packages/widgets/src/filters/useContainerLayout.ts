import { layout, queryContainer } from '@coras/ui';
import { type RefObject, useLayoutEffect, useState } from 'react';

/** The filter bar's two shapes (spec 1 §2): dropdowns and chips, or drawers. */
export type FilterBarLayout = 'mobile' | 'desktop';

/**
 * The widget width under which the filter bar takes its mobile shape: below the tablet breakpoint
 * (768 px, spec 1 §9), a phone's or a narrow column's width.
 */
export const MOBILE_BELOW = layout.breakpoints.tablet;

/** The layout of a widget this wide. A container not laid out yet (0 px) is as narrow as can be. */
export function layoutForWidth(width: number): FilterBarLayout {
  return width < MOBILE_BELOW ? 'mobile' : 'desktop';
}

/**
 * 'mobile' when the viewport itself is narrower than `MOBILE_BELOW`: a container in the page is no
 * wider (a page wider than its viewport is corrected by the ResizeObserver's first report).
 */
function narrowViewport(): FilterBarLayout | undefined {
  return typeof window !== 'undefined' && window.innerWidth < MOBILE_BELOW ? 'mobile' : undefined;
}

/**
 * Mobile or desktop by the width of the widget's query container (the `<CorasRoot>` container, the
 * same one the kit's `@container coras` rules read), never by the viewport: the host decides how
 * wide the widget is. Measured before the first paint and followed with a ResizeObserver; on a
 * viewport under `MOBILE_BELOW` it is mobile from the first render, with no layout forced.
 *
 * The shapes differ in behaviour (a dropdown or a drawer), not only in looks, so a CSS container
 * query alone cannot switch them.
 *
 * @param forced a layout to use instead of measuring (stories, tests, a host that knows).
 * @returns `undefined` until measured: the first measure lands before the first paint, so nothing
 * layout-dependent (a fetch for the chips, say) starts in the wrong shape.
 */
export function useContainerLayout(
  ref: RefObject<HTMLElement | null>,
  forced?: FilterBarLayout | undefined,
): FilterBarLayout | undefined {
  // Read while rendering, before this widget's DOM exists: in the layout effect below, reading the
  // viewport's width would force the very layout this spares.
  const [known] = useState(narrowViewport);
  const [measured, setMeasured] = useState(known);
  useLayoutEffect(() => {
    if (forced) return;
    const element = ref.current;
    if (!element) return;
    const container = element.closest<HTMLElement>(`.${queryContainer}`) ?? element;
    // Known already on a narrow screen: no layout forced before the first paint.
    if (!known) setMeasured(layoutForWidth(container.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setMeasured(layoutForWidth(entry.contentRect.width));
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [ref, forced, known]);
  return forced ?? measured;
}
