import { describe, expect, it } from 'vitest';
import { TOUR_ACCORDION_ITEMS, toggleAccordion } from './accordion';

describe('accordion (spec 2 §2)', () => {
  it('opens one item at a time; clicking the open item closes it', () => {
    expect(TOUR_ACCORDION_ITEMS).toEqual([
      "What's included",
      "What's excluded",
      'Departure Point',
      'Please note',
      'Cancellation',
    ]);
    expect(toggleAccordion(undefined, 'a')).toBe('a');
    expect(toggleAccordion('a', 'b')).toBe('b');
    expect(toggleAccordion('b', 'b')).toBeUndefined();
  });
});
