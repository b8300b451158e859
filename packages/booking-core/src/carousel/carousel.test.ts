import { describe, expect, it } from 'vitest';
import {
  activitiesLabel,
  carouselControls,
  imageChipLabel,
  moveCarousel,
  viewerCounter,
  viewerPreloadIndexes,
} from './carousel';

describe('carousel (spec 1 §2, spec 2 §2)', () => {
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

  it('labels the viewer, location items and the image chip', () => {
    expect(viewerCounter(0, 7)).toBe('1/7 Photos');
    expect(viewerCounter(0, 0)).toBe('0/0 Photos');
    expect(activitiesLabel(12)).toBe('12 activities');
    expect(imageChipLabel(4)).toBe('+4');
  });

  it('preloads the current image and the next two (spec 2 §9)', () => {
    expect(viewerPreloadIndexes(0, 5)).toEqual([0, 1, 2]);
    expect(viewerPreloadIndexes(4, 5)).toEqual([4]);
    expect(viewerPreloadIndexes(0, 0)).toEqual([]);
  });
});
