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
 * 'mobile' on a screen narrower than `MOBILE_BELOW`: no container on it is wider, short of a page
 * laid out wider than the screen, which the ResizeObserver's first report corrects. The screen's
 * width, not the viewport's: reading `innerWidth` forces a style and layout pass whenever the DOM
 * has changed since the last one (a page's first screen is still being built when the bar mounts).
 */
function narrowScreen(): FilterBarLayout | undefined {
  const width = typeof screen === 'undefined' ? 0 : screen.width;
  return width > 0 && width < MOBILE_BELOW ? 'mobile' : undefined;
}

/**
 * Mobile or desktop by the width of the widget's query container (the `<CorasRoot>` container, the
 * same one the kit's `@container coras` rules read), never by the viewport: the host decides how
 * wide the widget is. Measured before the first paint and followed with a ResizeObserver; on a
 * screen under `MOBILE_BELOW` (a phone) it is mobile from the first render, with no layout forced.
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
  // Once, as the bar mounts.
  const [known] = useState(narrowScreen);
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
