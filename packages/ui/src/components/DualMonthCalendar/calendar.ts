import { type DateOnly, type DayMatcher, type MonthKey, matchesDay } from './dayMatcher';

// The dual-month calendar's model as pure functions (the React Spectrum split of state and view):
// bounds, navigation, range selection with hover preview, and the month grid. The component
// renders it; what a product makes of the chosen dates is the widgets' business.

/** How far ahead the calendar reaches by default, in months (spec 1 §5: the landing's 24). */
export const CALENDAR_HORIZON_MONTHS = 24;

export type { DateOnly, MonthKey };

/**
 * The visitor's own calendar day at `now` (epoch ms), in the time zone of their device: the
 * calendar's default "today" when a widget passes none.
 */
export function localDateOf(now: number): DateOnly {
  const date = new Date(now);
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The month of a date: `'2026-05-17'` → `'2026-05'`. */
export function monthOf(date: DateOnly): MonthKey {
  return date.slice(0, 7);
}

/** `month` moved by `months` (negative goes back): `addMonthsToKey('2026-12', 1)` → `'2027-01'`. */
export function addMonthsToKey(month: MonthKey, months: number): MonthKey {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + (index - 1) + months;
  const nextYear = Math.floor(total / 12);
  const nextMonth = total - nextYear * 12 + 1;
  return `${String(nextYear).padStart(4, '0')}-${String(nextMonth).padStart(2, '0')}`;
}

/** `count` consecutive months starting at `first` (the dual-month calendar shows 2). */
export function monthsShown(first: MonthKey, count = 2): MonthKey[] {
  return Array.from({ length: count }, (_, offset) => addMonthsToKey(first, offset));
}

/** Everything that shapes a calendar but is not the visitor's doing. */
export interface CalendarConfig {
  /** Range mode: two clicks choose a start and an end. */
  range: boolean;
  /** The first month that can be shown. */
  minMonth: MonthKey;
  /** The last month that can be shown first; range mode allows one more (two months are shown). */
  maxMonth: MonthKey;
  /** Days before this are disabled. */
  minDate?: DateOnly | undefined;
  /** Days after this are disabled. */
  maxDate?: DateOnly | undefined;
  /** Days that can be chosen; every day when absent. Others are disabled. */
  available?: DayMatcher | undefined;
  /** The first day of the week, 0 Sunday or 1 Monday. */
  weekStartsOn: 0 | 1;
}

/** The calendar's state: what is shown, chosen and hovered. */
export interface CalendarState {
  config: CalendarConfig;
  /** The first month shown. */
  displayMonth: MonthKey;
  /** Zero, one or two dates (`yyyy-MM-dd`); two only in range mode, start first. */
  selectedDates: readonly DateOnly[];
  /** The day under the pointer, for the range preview. */
  hoverDate: DateOnly | undefined;
}

/** What the calendar can be told. */
export type CalendarEvent =
  | { type: 'select'; date: DateOnly }
  | { type: 'hover'; date: DateOnly | undefined }
  | { type: 'previousMonth' }
  | { type: 'nextMonth' }
  | { type: 'showMonth'; month: MonthKey }
  | { type: 'reset' }
  | { type: 'setSelection'; dates: readonly DateOnly[] }
  | { type: 'configure'; config: CalendarConfig };

function clampMonth(month: MonthKey, config: CalendarConfig): MonthKey {
  const last = lastNavigableMonth(config);
  if (month < config.minMonth) return config.minMonth;
  return month > last ? last : month;
}

/** The last month that can be shown first: `maxMonth`, one more in range mode (spec 1 §4). */
export function lastNavigableMonth(config: CalendarConfig): MonthKey {
  return config.range ? addMonthsToKey(config.maxMonth, 1) : config.maxMonth;
}

/**
 * A calendar's first state: showing the month of the first selected date (else `minMonth`),
 * kept inside the bounds.
 */
export function initialCalendarState(
  config: CalendarConfig,
  selectedDates: readonly DateOnly[] = [],
): CalendarState {
  const first = selectedDates[0];
  return {
    config,
    displayMonth: clampMonth(first ? monthOf(first) : config.minMonth, config),
    selectedDates: config.range ? selectedDates.slice(0, 2) : selectedDates.slice(0, 1),
    hoverDate: undefined,
  };
}

/** True when "Previous Month" can be used: the first month shown is after the minimum month. */
export function canGoPrevious(state: CalendarState): boolean {
  return state.displayMonth > state.config.minMonth;
}

/** True when "Next Month" can be used: the first month shown is before the last navigable month. */
export function canGoNext(state: CalendarState): boolean {
  return state.displayMonth < lastNavigableMonth(state.config);
}

/**
 * True when `date` cannot be chosen: outside min/max date, not available, or — in range mode after
 * the first click — earlier than the chosen start (spec 1 §4).
 */
export function isDayDisabled(state: CalendarState, date: DateOnly): boolean {
  const { config, selectedDates } = state;
  if (config.minDate !== undefined && date < config.minDate) return true;
  if (config.maxDate !== undefined && date > config.maxDate) return true;
  if (config.available !== undefined && !matchesDay(date, config.available)) return true;
  const start = selectedDates[0];
  return config.range && selectedDates.length === 1 && start !== undefined && date < start;
}

/**
 * The calendar's pure transition. In range mode the first click picks the start, the second (on
 * the start or later) the end; a click after a complete range starts again. Disabled days and
 * moves past the bounds change nothing (the same state object comes back).
 */
export function calendarTransition(state: CalendarState, event: CalendarEvent): CalendarState {
  switch (event.type) {
    case 'select': {
      if (isDayDisabled(state, event.date)) return state;
      const { selectedDates } = state;
      const start = selectedDates[0];
      const dates =
        state.config.range && selectedDates.length === 1 && start !== undefined
          ? [start, event.date]
          : [event.date];
      return { ...state, selectedDates: dates, hoverDate: undefined };
    }
    case 'hover':
      return event.date === state.hoverDate ? state : { ...state, hoverDate: event.date };
    case 'previousMonth':
      return canGoPrevious(state)
        ? { ...state, displayMonth: addMonthsToKey(state.displayMonth, -1) }
        : state;
    case 'nextMonth':
      return canGoNext(state) ? { ...state, displayMonth: addMonthsToKey(state.displayMonth, 1) } : state;
    case 'showMonth': {
      const month = clampMonth(event.month, state.config);
      return month === state.displayMonth ? state : { ...state, displayMonth: month };
    }
    case 'reset':
      return { ...state, selectedDates: [], hoverDate: undefined };
    case 'setSelection':
      return initialCalendarState(state.config, event.dates);
    case 'configure':
      return { ...state, config: event.config, displayMonth: clampMonth(state.displayMonth, event.config) };
    default:
      return event satisfies never;
  }
}

/** One cell of a month grid, with every state the day button shows. */
export interface CalendarDay {
  date: DateOnly;
  dayOfMonth: number;
  disabled: boolean;
  /** A chosen date (start or end). */
  selected: boolean;
  rangeStart: boolean;
  rangeEnd: boolean;
  /** Strictly between a complete range's start and end. */
  inRange: boolean;
  /** Between the start and the hovered day while the end is not yet chosen (range mode). */
  inPreview: boolean;
  /** The date equals `today`. */
  today: boolean;
}

/** A month as weeks of 7 cells; cells outside the month are `null`. */
export interface CalendarMonth {
  month: MonthKey;
  weeks: (CalendarDay | null)[][];
}

function dayState(state: CalendarState, date: DateOnly, today: DateOnly | undefined): CalendarDay {
  const { selectedDates, hoverDate, config } = state;
  const [start, end] = selectedDates;
  const previewing =
    config.range && selectedDates.length === 1 && start !== undefined && hoverDate !== undefined;
  return {
    date,
    dayOfMonth: Number(date.slice(8)),
    disabled: isDayDisabled(state, date),
    selected: date === start || date === end,
    rangeStart: config.range && date === start,
    rangeEnd: config.range && (end === undefined ? false : date === end),
    inRange: start !== undefined && end !== undefined && date > start && date < end,
    inPreview: previewing && hoverDate >= start && date > start && date <= hoverDate,
    today: date === today,
  };
}

/** The grid of `month`: weeks starting on the configured weekday, every day with its state. */
export function calendarMonth(state: CalendarState, month: MonthKey, today?: DateOnly): CalendarMonth {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const daysInMonth = new Date(Date.UTC(year, index, 0)).getUTCDate();
  const firstWeekday = new Date(Date.UTC(year, index - 1, 1)).getUTCDay();
  const leading = (firstWeekday - state.config.weekStartsOn + 7) % 7;
  const cells: (CalendarDay | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= daysInMonth; day += 1) {
    cells.push(dayState(state, `${month}-${String(day).padStart(2, '0')}`, today));
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let offset = 0; offset < cells.length; offset += 7) weeks.push(cells.slice(offset, offset + 7));
  return { month, weeks };
}
