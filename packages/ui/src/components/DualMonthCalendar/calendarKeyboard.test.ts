import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  addMonthsToDate,
  firstMonthShowing,
  isCalendarKey,
  isDateShown,
  moveFocusDate,
} from './calendarKeyboard';

describe('calendar keyboard', () => {
  // 2026-05-14 is a Thursday.
  it.each([
    ['ArrowLeft', false, 1, '2026-05-13'],
    ['ArrowRight', false, 1, '2026-05-15'],
    ['ArrowUp', false, 1, '2026-05-07'],
    ['ArrowDown', false, 1, '2026-05-21'],
    ['PageUp', false, 1, '2026-04-14'],
    ['PageDown', false, 1, '2026-06-14'],
    ['PageUp', true, 1, '2025-05-14'],
    ['PageDown', true, 1, '2027-05-14'],
    ['Home', false, 1, '2026-05-11'],
    ['End', false, 1, '2026-05-17'],
    ['Home', false, 0, '2026-05-10'],
    ['End', false, 0, '2026-05-16'],
  ] as const)(
    '%s (shift %s, week starts on %i) moves 2026-05-14 to %s',
    (key, shiftKey, weekStartsOn, expected) => {
      expect(moveFocusDate('2026-05-14', key, { weekStartsOn, shiftKey })).toBe(expected);
    },
  );

  it('keeps Home and End inside the week at its edges', () => {
    expect(moveFocusDate('2026-05-11', 'Home', { weekStartsOn: 1 })).toBe('2026-05-11');
    expect(moveFocusDate('2026-05-17', 'End', { weekStartsOn: 1 })).toBe('2026-05-17');
    expect(moveFocusDate('2026-05-10', 'Home', { weekStartsOn: 0 })).toBe('2026-05-10');
    expect(moveFocusDate('2026-05-10', 'End', { weekStartsOn: 1 })).toBe('2026-05-10');
  });

  it('crosses months and years by day', () => {
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDaysToDate('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('clamps the day when moving by months', () => {
    expect(addMonthsToDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDate('2028-03-31', -1)).toBe('2028-02-29');
    expect(addMonthsToDate('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('shows a focused date with the least movement of the two months', () => {
    expect(firstMonthShowing('2026-05-20', '2026-05')).toBe('2026-05');
    expect(firstMonthShowing('2026-06-20', '2026-05')).toBe('2026-05');
    expect(firstMonthShowing('2026-07-01', '2026-05')).toBe('2026-06');
    expect(firstMonthShowing('2026-04-30', '2026-05')).toBe('2026-04');
    expect(firstMonthShowing('2027-01-01', '2026-05')).toBe('2026-12');
    expect(isDateShown('2026-06-30', '2026-05')).toBe(true);
    expect(isDateShown('2026-07-01', '2026-05')).toBe(false);
  });

  it('knows its keys', () => {
    expect(isCalendarKey('PageDown')).toBe(true);
    expect(isCalendarKey('Enter')).toBe(false);
  });
});
