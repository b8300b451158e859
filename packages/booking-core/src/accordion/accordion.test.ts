import { describe, expect, it } from 'vitest';
import { TOUR_ACCORDION_ITEMS } from './accordion';

describe('accordion (spec 2 §2)', () => {
  it('lists the tour details in the order of spec 2 §2', () => {
    expect(TOUR_ACCORDION_ITEMS).toEqual([
      "What's included",
      "What's excluded",
      'Departure Point',
      'Please note',
      'Cancellation',
    ]);
  });
});
