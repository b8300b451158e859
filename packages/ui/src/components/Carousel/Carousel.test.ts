import { describe, expect, it } from 'vitest';
import {
  carouselControls,
  clampIndex,
  formatActivities,
  formatCounter,
  indexAtScroll,
  moveCarousel,
  pageStep,
  preloadIndexes,
  scrollEdges,
} from './carouselScroll';

describe('scrollEdges', () => {
  it.each([
    [
      { scrollLeft: 0, clientWidth: 300, scrollWidth: 1000 },
      { atStart: true, atEnd: false },
    ],
    [
      { scrollLeft: 0.6, clientWidth: 300, scrollWidth: 1000 },
      { atStart: true, atEnd: false },
    ],
    [
      { scrollLeft: 350, clientWidth: 300, scrollWidth: 1000 },
      { atStart: false, atEnd: false },
    ],
    [
      { scrollLeft: 699.4, clientWidth: 300, scrollWidth: 1000 },
      { atStart: false, atEnd: true },
    ],
    [
      { scrollLeft: 700, clientWidth: 300, scrollWidth: 1000 },
      { atStart: false, atEnd: true },
    ],
    [
      { scrollLeft: 0, clientWidth: 300, scrollWidth: 300 },
      { atStart: true, atEnd: true },
    ],
  ])('%o → %o', (metrics, edges) => {
    expect(scrollEdges(metrics)).toEqual(edges);
  });
});

describe('indexAtScroll', () => {
  const offsets = [0, 190, 380, 570, 760];
  it.each([
    [0, 0],
    [94, 0],
    [96, 1],
    [380, 2],
    [700, 4],
    [5000, 4],
    [-20, 0],
  ])('scrollLeft %s → item %s', (scrollLeft, index) => {
    expect(indexAtScroll(scrollLeft, offsets)).toBe(index);
  });
  it('is 0 with no items', () => {
    expect(indexAtScroll(100, [])).toBe(0);
  });
  it('keeps the lower index on a tie', () => {
    expect(indexAtScroll(95, offsets)).toBe(0);
  });
});

describe('pageStep (items 160 px, gap 30 px: spec 1 §9)', () => {
  it.each([
    [100, 190],
    [160, 190],
    [349, 190],
    [350, 380],
    [1200, 1140],
  ])('a %s px wide track scrolls %s px', (clientWidth, step) => {
    expect(pageStep({ clientWidth, itemWidth: 160, gap: 30 })).toBe(step);
  });
  it('scrolls a full width when items have no size', () => {
    expect(pageStep({ clientWidth: 500, itemWidth: 0, gap: 0 })).toBe(500);
  });
});

describe('clampIndex', () => {
  it.each([
    [-1, 5, 0],
    [2, 5, 2],
    [9, 5, 4],
    [2.6, 5, 3],
    [3, 0, 0],
    [Number.NaN, 5, 0],
  ])('%s of %s → %s', (index, total, clamped) => {
    expect(clampIndex(index, total)).toBe(clamped);
  });
});

describe('single-item controls (spec 1 §2, spec 2 §2)', () => {
  it('hides the arrows at the ends and counts n / total', () => {
    expect(carouselControls(0, 3)).toEqual({ showPrevious: false, showNext: true, counter: '1 / 3' });
    expect(carouselControls(1, 3)).toEqual({ showPrevious: true, showNext: true, counter: '2 / 3' });
    expect(carouselControls(2, 3)).toEqual({ showPrevious: true, showNext: false, counter: '3 / 3' });
    expect(carouselControls(9, 3).counter).toBe('3 / 3');
    expect(carouselControls(0, 0)).toEqual({ showPrevious: false, showNext: false, counter: '0 / 0' });
  });

  it('moves without wrapping', () => {
    expect(moveCarousel(0, -1, 3)).toBe(0);
    expect(moveCarousel(1, 1, 3)).toBe(2);
    expect(moveCarousel(2, 1, 3)).toBe(2);
    expect(moveCarousel(0, 1, 0)).toBe(0);
  });

  it('preloads the current item and the next ones, within the list (spec 2 §9: two ahead)', () => {
    expect(preloadIndexes(0, 5, 2)).toEqual([0, 1, 2]);
    expect(preloadIndexes(4, 5, 2)).toEqual([4]);
    expect(preloadIndexes(0, 0, 2)).toEqual([]);
  });
});

describe('texts', () => {
  it("counts 'n / total' from 1", () => {
    expect(formatCounter(0, 8)).toBe('1 / 8');
    expect(formatCounter(7, 8)).toBe('8 / 8');
    expect(formatCounter(0, 0)).toBe('0 / 0');
  });
  it("writes 'N activities'", () => {
    expect(formatActivities(0)).toBe('0 activities');
    expect(formatActivities(1)).toBe('1 activity');
    expect(formatActivities(24)).toBe('24 activities');
  });
});
