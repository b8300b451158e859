import {
  clearDateRange,
  type DateOnly,
  formatDateRangeLabel,
  type LandingFilters,
  selectionRange,
  setDateRange,
  todayDateOnly,
} from '@coras/booking-core';
import {
  Button,
  CalendarIcon,
  ClearIcon,
  Drawer,
  DualMonthCalendar,
  IconButton,
  Popover,
  queryContainer,
} from '@coras/ui';
import { type ReactNode, useState } from 'react';
import { useTranslate } from '../i18n/useTranslate';
import { useCorasContext } from '../provider/context';
import * as styles from './FilterBar.css';
import type { FilterBarLayout } from './useContainerLayout';
import { useLandingFilters } from './useLandingFilters';

/** The visitor's own time zone: "today" and "this year" are theirs. */
function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The applied range as the calendar's chosen dates. */
function chosenDates(filters: LandingFilters): DateOnly[] {
  if (!filters.startDate) return [];
  return [filters.startDate, filters.endDate ?? filters.startDate];
}

export interface DateRangeFilterProps {
  layout: FilterBarLayout;
  /** The clock: decides today (earlier days are disabled) and whether labels show the year. */
  now: () => number;
}

/**
 * The landing's date range selector (spec 1 §2, §4 'Date filter'). The button reads 'All dates' or
 * the range in the visitor's locale (the year only when it is not this year) and uses the primary
 * style while a date is chosen; beside it a clear icon resets both dates.
 *
 * Desktop: a dropdown with the two-month calendar; the first click picks the start, the second
 * completes the range, applies it and closes. Mobile: a drawer titled 'Calendar' whose 'Done'
 * applies the chosen dates and 'Reset' clears them, both closing it.
 */
export function DateRangeFilter({ layout, now }: DateRangeFilterProps) {
  const t = useTranslate();
  const { locale } = useCorasContext();
  const { filters, apply } = useLandingFilters();
  const [open, setOpen] = useState(false);
  // The dates being chosen; the applied ones change only when the range is complete (or on Done).
  const [draft, setDraft] = useState<readonly DateOnly[]>([]);

  const timeZone = visitorTimeZone();
  const today = todayDateOnly(now(), timeZone);
  const active = Boolean(filters.startDate);
  const label = active ? formatDateRangeLabel(filters, { now: now(), locale, timeZone }) : t('dates.all');

  const onOpenChange = (next: boolean) => {
    if (next) setDraft(chosenDates(filters));
    setOpen(next);
  };
  const commit = (dates: readonly DateOnly[]) => apply(setDateRange(filters, selectionRange(dates)));

  const trigger = (
    <Button variant={active ? 'primary' : 'outlined'} size="sm" className={styles.dateButton}>
      <CalendarIcon size={18} />
      <span className={styles.dateLabel}>{label}</span>
    </Button>
  );
  const calendar = (onChange: (dates: readonly DateOnly[]) => void): ReactNode => (
    <RangeCalendar today={today} selectedDates={draft} onSelectedDatesChange={onChange} />
  );

  return (
    <div className={styles.dateGroup}>
      {layout === 'desktop' ? (
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
      )}
      {active ? (
        <IconButton label={t('dates.clear')} size="sm" onClick={() => apply(clearDateRange(filters))}>
          <ClearIcon size={18} />
        </IconButton>
      ) : null}
    </div>
  );
}

interface RangeCalendarProps {
  today: DateOnly | undefined;
  selectedDates: readonly DateOnly[];
  onSelectedDatesChange: (dates: readonly DateOnly[]) => void;
}

/** The kit's two-month calendar in range mode, in the widget's locale, from today on. */
function RangeCalendar({ today, selectedDates, onSelectedDatesChange }: RangeCalendarProps) {
  const t = useTranslate();
  const { locale, bundle } = useCorasContext();
  return (
    <DualMonthCalendar
      range
      today={today}
      minDate={today}
      locale={locale}
      dateLocale={bundle.dateLocale}
      selectedDates={selectedDates}
      onSelectedDatesChange={onSelectedDatesChange}
      labels={{
        previousMonth: t('dates.previousMonth'),
        nextMonth: t('dates.nextMonth'),
        available: t('dates.available'),
        unavailable: t('dates.unavailable'),
        selected: t('dates.selected'),
        rangeStart: t('dates.rangeStart'),
        rangeEnd: t('dates.rangeEnd'),
        inRange: t('dates.inRange'),
        today: t('dates.today'),
      }}
    />
  );
}
