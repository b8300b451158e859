import { describe, expect, it } from 'vitest';
import { matchesDay } from './dayMatcher';

describe('matchesDay', () => {
  it.each([
    [
      'a closed range',
      { from: '2026-05-10', to: '2026-05-12' },
      ['2026-05-10', '2026-05-12'],
      ['2026-05-09', '2026-05-13'],
    ],
    ['an open start', { to: '2026-05-12' }, ['2000-01-01', '2026-05-12'], ['2026-05-13']],
    ['an open end', { from: '2026-05-10' }, ['2026-05-10', '2099-01-01'], ['2026-05-09']],
    ['listed dates', { dates: ['2026-05-10'] }, ['2026-05-10'], ['2026-05-11']],
    [
      'days of one month',
      { month: '2026-05', days: [1, 31] },
      ['2026-05-01', '2026-05-31'],
      ['2026-06-01', '2026-05-02'],
    ],
    ['weekdays (0 Sunday)', { daysOfWeek: [0, 6] }, ['2026-05-09', '2026-05-10'], ['2026-05-11']],
    ['a predicate', (date: string) => date.endsWith('5'), ['2026-05-05', '2026-05-15'], ['2026-05-06']],
    [
      'a list (any)',
      [{ dates: ['2026-05-01'] }, { from: '2026-05-20' }],
      ['2026-05-01', '2026-05-25'],
      ['2026-05-10'],
    ],
    ['an empty list', [], [], ['2026-05-10']],
  ] as const)('%s', (_name, matcher, yes, no) => {
    for (const date of yes) expect(matchesDay(date, matcher), date).toBe(true);
    for (const date of no) expect(matchesDay(date, matcher), date).toBe(false);
  });
});
