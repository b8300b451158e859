import { describe, expect, it } from 'vitest';
import {
  addMonthsToKey,
  CALENDAR_HORIZON_MONTHS,
  type CalendarConfig,
  type CalendarState,
  calendarMonth,
  calendarTransition,
  canGoNext,
  canGoPrevious,
  initialCalendarState,
  isDayDisabled,
  lastNavigableMonth,
  localDateOf,
  monthOf,
  monthsShown,
} from './calendar';

const single: CalendarConfig = { range: false, minMonth: '2026-05', maxMonth: '2028-05', weekStartsOn: 1 };
const range: CalendarConfig = { ...single, range: true };

function run(state: CalendarState, ...events: Parameters<typeof calendarTransition>[1][]) {
  return events.reduce(calendarTransition, state);
}

describe('months', () => {
  it('moves across years in both directions', () => {
    expect(addMonthsToKey('2026-12', 1)).toBe('2027-01');
    expect(addMonthsToKey('2026-01', -1)).toBe('2025-12');
    expect(addMonthsToKey('2026-05', 24)).toBe('2028-05');
    expect(monthOf('2026-05-17')).toBe('2026-05');
    expect(monthsShown('2026-12')).toEqual(['2026-12', '2027-01']);
    expect(monthsShown('2026-12', 1)).toEqual(['2026-12']);
  });
});

describe('the default horizon (spec 1 §5)', () => {
  it('reaches 24 months ahead', () => {
    expect(CALENDAR_HORIZON_MONTHS).toBe(24);
    expect(addMonthsToKey('2026-05', CALENDAR_HORIZON_MONTHS)).toBe('2028-05');
  });
});

describe('localDateOf', () => {
  it("writes the visitor's own calendar day of an instant", () => {
    const instant = new Date(2026, 4, 9, 23, 59).getTime();
    expect(localDateOf(instant)).toBe('2026-05-09');
    expect(localDateOf(new Date(987, 0, 1, 0, 0).getTime())).toBe('0987-01-01');
  });
});

describe('navigation', () => {
  it('disables Previous at the minimum month and Next at the maximum month', () => {
    let state = initialCalendarState(single);
    expect(state.displayMonth).toBe('2026-05');
    expect(canGoPrevious(state)).toBe(false);
    expect(calendarTransition(state, { type: 'previousMonth' })).toBe(state);
    state = calendarTransition(state, { type: 'nextMonth' });
    expect(state.displayMonth).toBe('2026-06');
    expect(canGoPrevious(state)).toBe(true);
    state = calendarTransition(state, { type: 'showMonth', month: '2028-05' });
    expect(canGoNext(state)).toBe(false);
    expect(calendarTransition(state, { type: 'nextMonth' })).toBe(state);
    expect(calendarTransition(state, { type: 'previousMonth' }).displayMonth).toBe('2028-04');
  });

  it('allows one extra month in range mode, as two months are shown', () => {
    expect(lastNavigableMonth(range)).toBe('2028-06');
    const state = run(initialCalendarState(range), { type: 'showMonth', month: '2028-05' });
    expect(canGoNext(state)).toBe(true);
    const last = calendarTransition(state, { type: 'nextMonth' });
    expect(last.displayMonth).toBe('2028-06');
    expect(canGoNext(last)).toBe(false);
  });

  it('clamps shown months into the bounds and ignores a move to the current month', () => {
    const state = initialCalendarState(single);
    expect(calendarTransition(state, { type: 'showMonth', month: '2020-01' })).toBe(state);
    expect(calendarTransition(state, { type: 'showMonth', month: '2099-01' }).displayMonth).toBe('2028-05');
  });

  it('starts at the month of the selected date, within the bounds', () => {
    expect(initialCalendarState(single, ['2026-09-10']).displayMonth).toBe('2026-09');
    expect(initialCalendarState(single, ['2031-09-10']).displayMonth).toBe('2028-05');
  });
});

describe('single selection', () => {
  it('chooses one date, and another click replaces it', () => {
    const state = run(initialCalendarState(single), { type: 'select', date: '2026-05-20' });
    expect(state.selectedDates).toEqual(['2026-05-20']);
    expect(run(state, { type: 'select', date: '2026-05-10' }).selectedDates).toEqual(['2026-05-10']);
  });

  it('keeps only one date when given several', () => {
    expect(initialCalendarState(single, ['2026-05-01', '2026-05-03']).selectedDates).toEqual(['2026-05-01']);
  });
});

describe('range selection (spec 1 §4)', () => {
  it('first click starts, second click ends', () => {
    const started = run(initialCalendarState(range), { type: 'select', date: '2026-05-10' });
    expect(started.selectedDates).toEqual(['2026-05-10']);
    const done = calendarTransition(started, { type: 'select', date: '2026-05-14' });
    expect(done.selectedDates).toEqual(['2026-05-10', '2026-05-14']);
  });

  it('disables earlier days after the first click, so clicking one changes nothing', () => {
    const started = run(initialCalendarState(range), { type: 'select', date: '2026-05-10' });
    expect(isDayDisabled(started, '2026-05-09')).toBe(true);
    expect(isDayDisabled(started, '2026-05-10')).toBe(false);
    expect(calendarTransition(started, { type: 'select', date: '2026-05-09' })).toBe(started);
  });

  it('clicking the start again makes a one-day range', () => {
    const state = run(
      initialCalendarState(range),
      { type: 'select', date: '2026-05-10' },
      { type: 'select', date: '2026-05-10' },
    );
    expect(state.selectedDates).toEqual(['2026-05-10', '2026-05-10']);
  });

  it('a click after a complete range starts a new one', () => {
    const state = run(
      initialCalendarState(range),
      { type: 'select', date: '2026-05-10' },
      { type: 'select', date: '2026-05-12' },
      { type: 'select', date: '2026-05-03' },
    );
    expect(state.selectedDates).toEqual(['2026-05-03']);
  });

  it('previews the range while hovering and highlights start, end and the days between', () => {
    const hovering = run(
      initialCalendarState(range),
      { type: 'select', date: '2026-05-10' },
      { type: 'hover', date: '2026-05-13' },
    );
    const days = calendarMonth(hovering, '2026-05')
      .weeks.flat()
      .filter((day) => day !== null);
    const preview = days.filter((day) => day.inPreview).map((day) => day.dayOfMonth);
    expect(preview).toEqual([11, 12, 13]);
    const hoverEarlier = calendarTransition(hovering, { type: 'hover', date: '2026-05-08' });
    expect(
      calendarMonth(hoverEarlier, '2026-05')
        .weeks.flat()
        .some((day) => day?.inPreview),
    ).toBe(false);

    const complete = calendarTransition(hovering, { type: 'select', date: '2026-05-13' });
    expect(complete.hoverDate).toBeUndefined();
    const cells = calendarMonth(complete, '2026-05').weeks.flat();
    const byDay = (n: number) => cells.find((day) => day?.dayOfMonth === n);
    expect(byDay(10)).toMatchObject({ selected: true, rangeStart: true, rangeEnd: false, inRange: false });
    expect(byDay(11)).toMatchObject({ selected: false, inRange: true });
    expect(byDay(12)).toMatchObject({ inRange: true });
    expect(byDay(13)).toMatchObject({ selected: true, rangeEnd: true, inRange: false });
    expect(byDay(14)).toMatchObject({ selected: false, inRange: false, inPreview: false });
  });

  it('ignores a hover on the same day', () => {
    const state = run(initialCalendarState(range), { type: 'hover', date: '2026-05-01' });
    expect(calendarTransition(state, { type: 'hover', date: '2026-05-01' })).toBe(state);
  });

  it('reset empties the selection; setSelection replaces it', () => {
    const state = run(initialCalendarState(range), { type: 'select', date: '2026-05-10' }, { type: 'reset' });
    expect(state.selectedDates).toEqual([]);
    const set = calendarTransition(state, {
      type: 'setSelection',
      dates: ['2026-07-01', '2026-07-04', '2026-07-09'],
    });
    expect(set.selectedDates).toEqual(['2026-07-01', '2026-07-04']);
    expect(set.displayMonth).toBe('2026-07');
  });
});

describe('disabled days', () => {
  it('disables days not available, and outside min and max dates', () => {
    const config: CalendarConfig = {
      ...single,
      minDate: '2026-05-05',
      maxDate: '2026-05-25',
      available: { month: '2026-05', days: [4, 5, 6, 26] },
    };
    const state = initialCalendarState(config);
    expect(isDayDisabled(state, '2026-05-04')).toBe(true);
    expect(isDayDisabled(state, '2026-05-05')).toBe(false);
    expect(isDayDisabled(state, '2026-05-07')).toBe(true);
    expect(isDayDisabled(state, '2026-05-26')).toBe(true);
    expect(calendarTransition(state, { type: 'select', date: '2026-05-07' })).toBe(state);
  });

  it('configure replaces the config and keeps the shown month in its bounds', () => {
    const state = run(initialCalendarState(single), { type: 'showMonth', month: '2027-01' });
    const narrowed = calendarTransition(state, {
      type: 'configure',
      config: { ...single, maxMonth: '2026-08', available: { dates: ['2026-06-01'] } },
    });
    expect(narrowed.displayMonth).toBe('2026-08');
    expect(isDayDisabled(narrowed, '2026-06-02')).toBe(true);
  });
});

describe('calendarMonth', () => {
  it('lays a month out in weeks from Monday, with empty cells outside it', () => {
    // May 2026 starts on a Friday.
    const weeks = calendarMonth(initialCalendarState(single), '2026-05').weeks;
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.slice(0, 4)).toEqual([null, null, null, null]);
    expect(weeks[0]?.[4]?.date).toBe('2026-05-01');
    expect(weeks[4]?.[6]?.date).toBe('2026-05-31');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('starts weeks on Sunday for en-US and Thai', () => {
    const weeks = calendarMonth(initialCalendarState({ ...single, weekStartsOn: 0 }), '2026-05').weeks;
    expect(weeks[0]?.[5]?.date).toBe('2026-05-01');
    expect(weeks[4]?.[6]?.date).toBe('2026-05-30');
    expect(weeks[5]?.[0]?.date).toBe('2026-05-31');
  });

  it('marks today and handles February of a leap year', () => {
    const days = calendarMonth(initialCalendarState(single), '2028-02', '2028-02-29').weeks.flat();
    const real = days.filter((day) => day !== null);
    expect(real).toHaveLength(29);
    expect(real.find((day) => day.today)?.date).toBe('2028-02-29');
  });
});
