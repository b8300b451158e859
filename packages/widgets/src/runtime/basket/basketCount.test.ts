import { describe, expect, it } from 'vitest';
import { knownBasketCount } from './basketCount';

describe('knownBasketCount', () => {
  it.each([
    // shown by the host, the basket, a booking session → the count, or undefined when unknown
    [2, undefined, true, 2],
    [0, { status: 'pending', quantity: 3 }, true, 0],
    [undefined, undefined, false, 0],
    [undefined, { status: 'initial', quantity: 0 }, false, 0],
    [undefined, undefined, true, undefined],
    [undefined, { status: 'initial', quantity: 0 }, true, undefined],
    [undefined, { status: 'pending', quantity: 0 }, true, undefined],
    // A reload keeps the items it had: their count stays on the button.
    [undefined, { status: 'pending', quantity: 2 }, true, 2],
    [undefined, { status: 'complete', quantity: 0 }, true, 0],
    [undefined, { status: 'complete', quantity: 1 }, true, 1],
    // A failed load is an empty basket (spec 2 §8).
    [undefined, { status: 'error', quantity: 0 }, true, 0],
  ] as const)('shown %s, basket %o, session %s → %s', (shown, basket, hasSession, expected) => {
    expect(knownBasketCount(shown, basket, hasSession)).toBe(expected);
  });
});
