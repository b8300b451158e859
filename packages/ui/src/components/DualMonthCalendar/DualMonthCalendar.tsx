import { useControllableState } from '@radix-ui/react-use-controllable-state';
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type KeyboardEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import {
  addMonthsToKey,
  CALENDAR_HORIZON_MONTHS,
  type CalendarConfig,
  type CalendarDay,
  type CalendarEvent,
  type CalendarState,
  calendarMonth,
  calendarTransition,
  canGoNext,
  canGoPrevious,
  type DateOnly,
  initialCalendarState,
  localDateOf,
  type MonthKey,
  monthOf,
  monthsShown,
} from './calendar';
import { firstMonthShowing, isCalendarKey, isDateShown, moveFocusDate } from './calendarKeyboard';
import {
  type DateFnsLocale,
  DEFAULT_CALENDAR_DATE_LOCALE,
  formatCalendarDate,
  formatMonthLabel,
  weekdayLabels,
} from './calendarLabels';
import * as styles from './DualMonthCalendar.css';
import type { DayMatcher } from './dayMatcher';

/** The calendar's words; translate them with the widget's locale. */
export interface DualMonthCalendarLabels {
  /** @default 'Previous Month' */
  previousMonth: string;
  /** @default 'Next Month' */
  nextMonth: string;
  /** Read after a day that can be chosen. @default 'available' */
  available: string;
  /** Read after a day that cannot be chosen. @default 'not available' */
  unavailable: string;
  /** Read after a chosen day (single mode). @default 'selected' */
  selected: string;
  /** Read after a range's first day. @default 'start date, selected' */
  rangeStart: string;
  /** Read after a range's last day. @default 'end date, selected' */
  rangeEnd: string;
  /** Read after a day inside a chosen range. @default 'in selected range' */
  inRange: string;
  /** Read after today's date. @default 'today' */
  today: string;
}

export const DEFAULT_CALENDAR_LABELS: DualMonthCalendarLabels = {
  previousMonth: 'Previous Month',
  nextMonth: 'Next Month',
  available: 'available',
  unavailable: 'not available',
  selected: 'selected',
  rangeStart: 'start date, selected',
  rangeEnd: 'end date, selected',
  inRange: 'in selected range',
  today: 'today',
};

export interface DualMonthCalendarProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'defaultValue' | 'onChange'> {
  /**
   * Range mode: the first click picks the start, the second (on the start or later) the end; while
   * the end is open, earlier days are disabled and hovering previews the range (spec 1 §4).
   * @default false
   */
  range?: boolean;
  /** The chosen dates (`yyyy-MM-dd`; one, or start and end in range mode), controlled. */
  selectedDates?: readonly DateOnly[] | undefined;
  /** The chosen dates at first, uncontrolled. @default [] */
  defaultSelectedDates?: readonly DateOnly[] | undefined;
  /** Called with the new chosen dates: `[date]`, or `[start]` then `[start, end]` in range mode. */
  onSelectedDatesChange?: ((dates: readonly DateOnly[]) => void) | undefined;
  /** The first month shown (`yyyy-MM`), controlled (the spec's `selectedMonth`). */
  month?: MonthKey | undefined;
  /**
   * The first month shown at first, uncontrolled.
   * @default the month of the first chosen date, else `minMonth`
   */
  defaultMonth?: MonthKey | undefined;
  /** Called when the months shown change (buttons, or the keyboard leaving the months). */
  onMonthChange?: ((month: MonthKey) => void) | undefined;
  /**
   * Today, `yyyy-MM-dd`: marks the day and sets the default bounds. Pass it from the widget's clock
   * (stories pass a fixed day).
   * @default today in the visitor's time zone
   */
  today?: DateOnly | undefined;
  /** The first month that can be shown. @default the month of `today` */
  minMonth?: MonthKey | undefined;
  /**
   * The last month that can be shown first; in range mode one more is allowed, since two months
   * are shown (spec 1 §4).
   * @default 24 months after `minMonth` (spec 1 §5)
   */
  maxMonth?: MonthKey | undefined;
  /** Days before this are disabled (the attraction's first instance date, say). */
  minDate?: DateOnly | undefined;
  /** Days after this are disabled. */
  maxDate?: DateOnly | undefined;
  /**
   * The days that can be chosen, as day matchers (`dayMatcher.ts`); every other day is disabled.
   * The spec's `availableDays` of a month are `{ month: '2026-05', days: [3, 9, 10] }`.
   * @default every day
   */
  availableDays?: DayMatcher | undefined;
  /**
   * The widget's locale code: with `loadDateLocale`, which date-fns locale is loaded.
   * @default 'en-US' (the calendar's default locale, spec 1 §9)
   */
  locale?: string | undefined;
  /**
   * The date-fns locale of month and day names (the widgets pass their locale bundle's).
   * The kit bundles no locale but en-US, the default.
   */
  dateLocale?: DateFnsLocale | undefined;
  /**
   * Loads the date-fns locale of `locale` when `dateLocale` is not given; write one
   * dynamic import per locale so a bundler splits every locale into its own chunk.
   */
  loadDateLocale?: ((locale: string) => Promise<DateFnsLocale>) | undefined;
  /**
   * The first day of the week: 0 Sunday, 1 Monday. Widgets pass booking-core's
   * `weekStartsOn(locale)` (Monday; Sunday for en-US and th-TH, spec 1 §9).
   * @default 0 (Sunday, as in en-US, the calendar's default locale)
   */
  weekStartsOn?: 0 | 1 | undefined;
  /** The calendar's words. @default DEFAULT_CALENDAR_LABELS (English) */
  labels?: Partial<DualMonthCalendarLabels> | undefined;
}

type Band = 'start' | 'middle' | 'end' | undefined;

function bandOf(day: CalendarDay, state: CalendarState): Band {
  const [start, end] = state.selectedDates;
  const previewEnd = day.inPreview && day.date === state.hoverDate;
  if (day.inRange || (day.inPreview && !previewEnd)) return 'middle';
  if (previewEnd || (day.rangeEnd && start !== undefined && day.date > start)) return 'end';
  const hover = state.hoverDate;
  const opensPreview = state.selectedDates.length === 1 && hover !== undefined && hover > day.date;
  if (day.rangeStart && ((end !== undefined && end > day.date) || opensPreview)) return 'start';
  return undefined;
}

/**
 * Two consecutive months to choose a date or a date range (spec 1 §2, §4), on the calendar model
 * of `calendar.ts`: bounds, navigation, range selection with hover preview and available days are
 * its `calendarTransition`; this component renders its state.
 *
 * An accessible grid per month (WAI-ARIA date picker): one day is in the tab order (roving
 * tabindex); arrow keys move by day and week, PageUp/PageDown by month (Shift: year), Home/End to
 * the week's ends; Enter or Space chooses. Each day is read as its full date, then whether it is
 * chosen, and whether it is available.
 *
 * Data attributes: `data-range` on the root in range mode; on each day `data-selected`,
 * `data-today`, `data-preview-end`, `aria-disabled`; on its cell `data-band`.
 *
 * @example
 * <DualMonthCalendar range today={today} locale={locale} loadDateLocale={loadDateLocale}
 *   weekStartsOn={weekStartsOn(locale)} selectedDates={dates} onSelectedDatesChange={setDates} />
 */
export const DualMonthCalendar = forwardRef<HTMLDivElement, DualMonthCalendarProps>(
  function DualMonthCalendar(
    {
      range = false,
      selectedDates: selectedDatesProp,
      defaultSelectedDates,
      onSelectedDatesChange,
      month: monthProp,
      defaultMonth,
      onMonthChange,
      today: todayProp,
      minMonth: minMonthProp,
      maxMonth: maxMonthProp,
      minDate,
      maxDate,
      availableDays,
      locale = 'en-US',
      dateLocale: dateLocaleProp,
      loadDateLocale,
      weekStartsOn = 0,
      labels: labelsProp,
      className,
      ...props
    },
    forwardedRef,
  ) {
    const [clockToday] = useState(() => localDateOf(Date.now()));
    const today = todayProp ?? clockToday;
    const minMonth = minMonthProp ?? monthOf(today);
    const maxMonth = maxMonthProp ?? addMonthsToKey(minMonth, CALENDAR_HORIZON_MONTHS);
    const labels = { ...DEFAULT_CALENDAR_LABELS, ...labelsProp };

    const config: CalendarConfig = {
      range,
      minMonth,
      maxMonth,
      minDate,
      maxDate,
      available: availableDays,
      weekStartsOn,
    };

    const [selectedDates, setSelectedDates] = useControllableState<readonly DateOnly[]>({
      prop: selectedDatesProp,
      defaultProp: defaultSelectedDates ?? [],
      onChange: onSelectedDatesChange,
      caller: 'DualMonthCalendar',
    });
    const [displayMonth, setDisplayMonth] = useControllableState<MonthKey>({
      prop: monthProp,
      defaultProp:
        defaultMonth ?? initialCalendarState(config, selectedDatesProp ?? defaultSelectedDates).displayMonth,
      onChange: onMonthChange,
      caller: 'DualMonthCalendar',
    });
    const [hoverDate, setHoverDate] = useState<DateOnly | undefined>(undefined);
    const state: CalendarState = { config, displayMonth, selectedDates, hoverDate };

    /** Runs an event through the core's transition and hands each changed part to its owner. */
    const send = (event: CalendarEvent): CalendarState => {
      const next = calendarTransition(state, event);
      if (next === state) return state;
      if (next.selectedDates !== state.selectedDates) setSelectedDates(next.selectedDates);
      if (next.displayMonth !== state.displayMonth) setDisplayMonth(next.displayMonth);
      if (next.hoverDate !== state.hoverDate) setHoverDate(next.hoverDate);
      return next;
    };

    // The date-fns locale: given, loaded on demand, or the bundled en-US meanwhile.
    const [loaded, setLoaded] = useState<{ code: string; locale: DateFnsLocale } | undefined>(undefined);
    useEffect(() => {
      if (dateLocaleProp || !loadDateLocale) return;
      let live = true;
      loadDateLocale(locale).then(
        (result) => {
          if (live) setLoaded({ code: locale, locale: result });
        },
        // A locale chunk that fails to load leaves the default locale's names: still a calendar.
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [locale, dateLocaleProp, loadDateLocale]);
    const loading = !dateLocaleProp && Boolean(loadDateLocale) && loaded?.code !== locale;
    const dateLocale =
      dateLocaleProp ?? (loaded?.code === locale ? loaded.locale : DEFAULT_CALENDAR_DATE_LOCALE);

    const weekdays = useMemo(() => {
      const short = weekdayLabels(weekStartsOn, dateLocale);
      // 2023-01-01 was a Sunday.
      return short.map((label, index) => ({
        short: label,
        long: formatCalendarDate(`2023-01-0${1 + ((index + weekStartsOn) % 7)}`, 'EEEE', dateLocale),
      }));
    }, [weekStartsOn, dateLocale]);

    const shown = monthsShown(displayMonth, 2);
    const grids = shown.map((month) => calendarMonth(state, month, today));

    // Roving tabindex: the focused day if shown; else the first chosen day, today, the first
    // available day, or the first day of the first month.
    const [focusDate, setFocusDate] = useState<DateOnly | undefined>(undefined);
    const days = grids.flatMap((grid) =>
      grid.weeks.flat().filter((cell): cell is CalendarDay => cell !== null),
    );
    const tabbable =
      (focusDate && isDateShown(focusDate, displayMonth) ? focusDate : undefined) ??
      days.find((day) => day.selected)?.date ??
      days.find((day) => day.today && !day.disabled)?.date ??
      days.find((day) => !day.disabled)?.date ??
      `${displayMonth}-01`;

    const rootRef = useRef<HTMLDivElement | null>(null);
    const focusAfterRender = useRef(false);
    useEffect(() => {
      if (!focusAfterRender.current) return;
      focusAfterRender.current = false;
      rootRef.current?.querySelector<HTMLButtonElement>(`[data-date="${tabbable}"]`)?.focus();
    });

    const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      const from = (event.target as HTMLElement).closest<HTMLElement>('[data-date]')?.dataset.date;
      if (!from || !isCalendarKey(event.key)) return;
      event.preventDefault();
      const target = moveFocusDate(from, event.key, { weekStartsOn, shiftKey: event.shiftKey });
      let first = displayMonth;
      if (!isDateShown(target, displayMonth)) {
        first = send({ type: 'showMonth', month: firstMonthShowing(target, displayMonth) }).displayMonth;
      }
      // At the calendar's bounds the focus stays where it is.
      if (!isDateShown(target, first)) return;
      setFocusDate(target);
      // The day's focus handler then previews the range up to it.
      focusAfterRender.current = true;
    };

    const previewing = range && selectedDates.length === 1;

    const nameOf = (day: CalendarDay): string => {
      const parts = [formatCalendarDate(day.date, 'PPPP', dateLocale)];
      if (day.today) parts.push(labels.today);
      if (day.rangeStart) parts.push(labels.rangeStart);
      else if (day.rangeEnd) parts.push(labels.rangeEnd);
      else if (day.selected) parts.push(labels.selected);
      else if (day.inRange) parts.push(labels.inRange);
      parts.push(day.disabled ? labels.unavailable : labels.available);
      return parts.join(', ');
    };

    const id = useId();
    const previousDisabled = !canGoPrevious(state);
    const nextDisabled = !canGoNext(state);

    return (
      <div
        ref={(node) => {
          rootRef.current = node;
          if (typeof forwardedRef === 'function') forwardedRef(node);
          else if (forwardedRef) forwardedRef.current = node;
        }}
        {...props}
        className={[styles.root, className].filter(Boolean).join(' ')}
        data-range={range ? '' : undefined}
        aria-busy={loading || undefined}
      >
        <button
          type="button"
          className={styles.navButton}
          data-direction="previous"
          aria-label={labels.previousMonth}
          aria-disabled={previousDisabled}
          onClick={() => send({ type: 'previousMonth' })}
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          className={styles.navButton}
          data-direction="next"
          aria-label={labels.nextMonth}
          aria-disabled={nextDisabled}
          onClick={() => send({ type: 'nextMonth' })}
        >
          <ChevronRightIcon />
        </button>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: key presses bubble up from the day buttons; the grid itself is not a control. */}
        <div
          className={styles.months}
          onKeyDown={onGridKeyDown}
          onPointerLeave={previewing ? () => send({ type: 'hover', date: undefined }) : undefined}
        >
          {grids.map((grid) => {
            const captionId = `${id}-${grid.month}`;
            return (
              <div key={grid.month}>
                <div id={captionId} className={styles.caption} aria-live="polite">
                  {formatMonthLabel(grid.month, dateLocale)}
                </div>
                {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker pattern: a table is a grid of day buttons. */}
                <table role="grid" aria-labelledby={captionId} className={styles.grid}>
                  <thead>
                    <tr>
                      {weekdays.map((weekday) => (
                        <th key={weekday.long} scope="col" className={styles.weekday}>
                          <span aria-hidden>{weekday.short}</span>
                          <span className={visuallyHidden}>{weekday.long}</span>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {grid.weeks.map((week) => (
                      <tr key={`${grid.month}-${week.find(Boolean)?.date}`}>
                        {week.map((day, index) =>
                          day === null ? (
                            // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have nothing but their position.
                            <td key={index} />
                          ) : (
                            // biome-ignore lint/a11y/useFocusableInteractive: its day button takes the focus (roving tabindex).
                            <td
                              key={day.date}
                              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the date grid (explicit, to carry aria-selected).
                              role="gridcell"
                              className={styles.cell}
                              data-band={bandOf(day, state)}
                              aria-selected={day.selected || undefined}
                            >
                              <button
                                type="button"
                                className={styles.day}
                                data-date={day.date}
                                tabIndex={day.date === tabbable ? 0 : -1}
                                aria-label={nameOf(day)}
                                aria-disabled={day.disabled || undefined}
                                data-selected={day.selected ? '' : undefined}
                                data-today={day.today ? '' : undefined}
                                data-preview-end={
                                  day.inPreview && day.date === hoverDate && !day.selected ? '' : undefined
                                }
                                onClick={() => {
                                  setFocusDate(day.date);
                                  send({ type: 'select', date: day.date });
                                }}
                                onPointerEnter={
                                  previewing && !day.disabled
                                    ? () => send({ type: 'hover', date: day.date })
                                    : undefined
                                }
                                onFocus={() => {
                                  if (previewing && !day.disabled) send({ type: 'hover', date: day.date });
                                }}
                              >
                                {day.dayOfMonth}
                              </button>
                            </td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          })}
        </div>
      </div>
    );
  },
);
