import {
  clearDateRange,
  type DateOnly,
  type LandingFilters,
  selectionRange,
  setDateRange,
  systemTimeZone,
  todayDateOnly,
} from '@coras/booking-core';
import {
  Button,
  Drawer,
  Popover,
  queryContainer,
  type TriggerHandOver,
  useTriggerHandOver,
  whenIdle,
} from '@coras/ui';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { DateRangeButton } from './DateRangeButton';
import * as styles from './FilterBar.css';
import { filtersMessages } from './messages/en-GB';
import type { FilterBarLayout } from './useContainerLayout';
import { useLandingFilters } from './useLandingFilters';

// The calendar is its own chunk (the landing's first load does without it), asked for when the
// browser is idle after the bar renders, so it is there before the visitor opens the dates.
const loadCalendar = () => import('./RangeCalendar');
const RangeCalendar = lazy(() => loadCalendar().then((module) => ({ default: module.RangeCalendar })));

/** The applied range as the calendar's chosen dates. */
function chosenDates(filters: LandingFilters): DateOnly[] {
  if (!filters.startDate) return [];
  return [filters.startDate, filters.endDate ?? filters.startDate];
}

export interface DateRangeFilterProps {
  layout: FilterBarLayout;
  /** The clock: decides today (earlier days are disabled) and whether labels show the year. */
  now: () => number;
  /** What its stand-in (`LazyDateRangeFilter`) saw: a press opens the dates, else the focus returns. */
  handOver?: TriggerHandOver | undefined;
}

/**
 * The dates button of the landing's date range selector (spec 1 §2, §4 'Date filter') with what it
 * opens; `LazyDateRangeFilter` puts it on the page, with the clear icon beside it.
 *
 * Desktop: a dropdown with the two-month calendar; the first click picks the start, the second
 * completes the range, applies it and closes. Mobile: a drawer titled 'Calendar' whose 'Done'
 * applies the chosen dates and 'Reset' clears them, both closing it.
 */
export function DateRangeFilter({ layout, now, handOver }: DateRangeFilterProps) {
  const t = useTranslate(filtersMessages);
  const { filters, apply } = useLandingFilters();
  const pressed = handOver?.pressed ?? false;
  const [open, setOpen] = useState(pressed);
  // The dates being chosen; the applied ones change only when the range is complete (or on Done).
  const [draft, setDraft] = useState<readonly DateOnly[]>(() => (pressed ? chosenDates(filters) : []));
  const button = useRef<HTMLButtonElement | null>(null);
  useTriggerHandOver(handOver, button);
  useEffect(() => whenIdle(() => void loadCalendar().catch(() => undefined)), []);

  const today = todayDateOnly(now(), systemTimeZone());

  const onOpenChange = (next: boolean) => {
    if (next) setDraft(chosenDates(filters));
    setOpen(next);
  };
  const commit = (dates: readonly DateOnly[]) => apply(setDateRange(filters, selectionRange(dates)));

  const trigger = <DateRangeButton ref={button} now={now} />;
  const calendar = (onChange: (dates: readonly DateOnly[]) => void): ReactNode => (
    <Suspense fallback={null}>
      <RangeCalendar today={today} selectedDates={draft} onSelectedDatesChange={onChange} />
    </Suspense>
  );

  return layout === 'desktop' ? (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Content
        aria-label={t('dates.choose')}
        matchTriggerWidth={false}
        className={styles.calendarPanel}
      >
        <div className={styles.calendarPadding}>
          {calendar((dates) => {
            setDraft(dates);
            // spec 1 §4: the second click completes the range, applies it and closes.
            if (dates.length === 2) {
              commit(dates);
              setOpen(false);
            }
          })}
        </div>
      </Popover.Content>
    </Popover.Root>
  ) : (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>
      <Drawer.Content
        title={t('dates.calendar')}
        closeLabel={t('filters.close')}
        footer={
          <>
            <Button
              variant="outlined"
              onClick={() => {
                apply(clearDateRange(filters));
                setOpen(false);
              }}
            >
              {t('dates.reset')}
            </Button>
            <Button
              onClick={() => {
                commit(draft);
                setOpen(false);
              }}
            >
              {t('dates.done')}
            </Button>
          </>
        }
      >
        {/* The drawer is portalled out of the widget's query container: this one lets the
                calendar stack its months in the narrow panel. */}
        <div className={queryContainer}>{calendar(setDraft)}</div>
      </Drawer.Content>
    </Drawer.Root>
  );
}
