/** What a carousel's controls show. */
export interface CarouselControls {
  /** The left button hides at the start… */
  showPrevious: boolean;
  /** …and the right one at the end (spec 1 §2). */
  showNext: boolean;
  /** The optional counter, 'n / total'. */
  counter: string;
}

/** A carousel's controls for the current index (single-item mode) or scroll position. */
export function carouselControls(index: number, count: number): CarouselControls {
  const current = Math.min(Math.max(index, 0), Math.max(count - 1, 0));
  return {
    showPrevious: current > 0,
    showNext: current < count - 1,
    counter: `${count === 0 ? 0 : current + 1} / ${count}`,
  };
}

/** Moves the current index by `step`, staying inside the list (no wrap-around). */
export function moveCarousel(index: number, step: number, count: number): number {
  return Math.min(Math.max(index + step, 0), Math.max(count - 1, 0));
}

/** The image viewer's counter, 'n/total Photos' (spec 2 §2). */
export function viewerCounter(index: number, count: number): string {
  return `${count === 0 ? 0 : index + 1}/${count} Photos`;
}

/** The images the viewer preloads: the current one and the next two (spec 2 §9). */
export function viewerPreloadIndexes(index: number, count: number): number[] {
  return [index, index + 1, index + 2].filter((entry) => entry >= 0 && entry < count);
}

/** 'N activities' on a location item (spec 1 §2). */
export function activitiesLabel(count: number): string {
  return `${count} activities`;
}

/** The image chip's '+number' (spec 1 §2). */
export function imageChipLabel(count: number): string {
  return `+${count}`;
}
