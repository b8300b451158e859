import { describe, expect, it } from 'vitest';
import { monthOf, selectionRange } from './calendar';

describe('months', () => {
  it('takes the month of a date', () => {
    expect(monthOf('2026-05-17')).toBe('2026-05');
  });
});

describe('selectionRange (spec 1 §4)', () => {
  it('with one date the end equals the start; nothing chosen gives no dates', () => {
    expect(selectionRange(['2026-05-10', '2026-05-12'])).toEqual({
      startDate: '2026-05-10',
      endDate: '2026-05-12',
    });
    expect(selectionRange(['2026-05-10'])).toEqual({ startDate: '2026-05-10', endDate: '2026-05-10' });
    expect(selectionRange([])).toEqual({ startDate: undefined, endDate: undefined });
  });
});
