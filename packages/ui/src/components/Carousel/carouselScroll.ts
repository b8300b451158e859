/**
 * The carousel's scroll arithmetic as pure functions (spec 1 §2 'Scrolling carousel', spec 2
 * single-item mode): which ends are reached, which item is current, how far a page is.
 */

/** Pixels of slack at each end: scroll positions are fractional on zoomed and high-density screens. */
export const EDGE_TOLERANCE_PX = 1;

export interface ScrollMetrics {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

/** Whether the track is at its start and at its end; the buttons of a reached end are hidden. */
export function scrollEdges({ scrollLeft, clientWidth, scrollWidth }: ScrollMetrics): {
  atStart: boolean;
  atEnd: boolean;
} {
  return {
    atStart: scrollLeft <= EDGE_TOLERANCE_PX,
    atEnd: scrollLeft + clientWidth >= scrollWidth - EDGE_TOLERANCE_PX,
  };
}

/**
 * The current item: the one whose start is nearest the scroll position (the first visible one).
 * `offsets` are the items' starts from the first item's, in order; an empty list gives 0.
 */
export function indexAtScroll(scrollLeft: number, offsets: readonly number[]): number {
  let best = 0;
  offsets.forEach((offset, index) => {
    const bestOffset = offsets[best] ?? 0;
    if (Math.abs(offset - scrollLeft) < Math.abs(bestOffset - scrollLeft)) best = index;
  });
  return best;
}

/** How far 'Next' and 'Previous' scroll: as many whole items as fit, at least one. */
export function pageStep({
  clientWidth,
  itemWidth,
  gap,
}: {
  clientWidth: number;
  itemWidth: number;
  gap: number;
}): number {
  const step = itemWidth + gap;
  if (step <= 0) return clientWidth;
  const fit = Math.max(1, Math.floor((clientWidth + gap) / step));
  return fit * step;
}

/** An index kept within `0 … total - 1` (0 when there are no items). */
export function clampIndex(index: number, total: number): number {
  if (total <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.round(index), 0), total - 1);
}

/** Moves the current item by `step`, staying inside the list (no wrap-around). */
export function moveCarousel(index: number, step: number, total: number): number {
  return clampIndex(index + step, total);
}

/** What a single-item carousel's controls show for its current item. */
export interface CarouselControls {
  /** The left button hides at the start… */
  showPrevious: boolean;
  /** …and the right one at the end (spec 1 §2). */
  showNext: boolean;
  /** The counter, 'n / total'. */
  counter: string;
}

/** The controls of a single-item carousel (or an image viewer) at `index` of `total` items. */
export function carouselControls(index: number, total: number): CarouselControls {
  const current = clampIndex(index, total);
  return { showPrevious: current > 0, showNext: current < total - 1, counter: formatCounter(current, total) };
}

/** The items to preload: the current one and the `ahead` after it, within the list. */
export function preloadIndexes(index: number, total: number, ahead: number): number[] {
  return Array.from({ length: ahead + 1 }, (_, offset) => index + offset).filter(
    (position) => position >= 0 && position < total,
  );
}

/** The counter's text: 'n / total' (spec 1 §2), n counted from 1. */
export function formatCounter(index: number, total: number): string {
  return `${total === 0 ? 0 : index + 1} / ${total}`;
}

/** A location item's line: '1 activity', '24 activities'. */
export function formatActivities(count: number): string {
  return `${count} ${count === 1 ? 'activity' : 'activities'}`;
}
