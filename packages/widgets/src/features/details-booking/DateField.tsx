import type { CalendarBounds, DateOnly } from '@coras/booking-core';
import { formatVenueDay } from '@coras/booking-core';
import { CalendarIcon, PopoverField, whenIdle } from '@coras/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useCorasContext } from '../../runtime/provider/context';
import type { DateCalendarProps } from './DateCalendar';
import * as styles from './DetailsBooking.css';
import { bookingMessages } from './messages/en-GB';

// The calendar (with date-fns) is its own chunk, asked for when the browser is idle after the
// field renders, so the details page's first load does without it and it is there when opened.
// Once loaded it renders at once, without suspending: Radix moves the focus into the dropdown as
// it opens, and an empty fallback there would take it.
let loadedCalendar: typeof import('./DateCalendar') | undefined;
const loadCalendar = () =>
  import('./DateCalendar').then((module) => {
    loadedCalendar = module;
    return module;
  });
const LazyDateCalendar = lazy(() => loadCalendar().then((module) => ({ default: module.DateCalendar })));

export interface DateFieldProps {
  /** The verified date. */
  date: DateOnly;
  /** The dates on sale between the first and last instance dates. */
  dates: readonly DateOnly[];
  /** The calendar's months: first to last instance date (spec 2 §5). */
  bounds: CalendarBounds;
  /** The only available day is shown, not chosen (spec 2 §2). */
  readOnly: boolean;
  onDateChange: (date: DateOnly) => void;
}

/**
 * The date dropdown of the availability box (spec 2 §2): a button showing the chosen date that
 * opens the two-month calendar, limited to the first..last instance months, every day but the
 * available ones disabled. Read-only text when only one day is available.
 */
export function DateField({ date, dates, bounds, readOnly, onDateChange }: DateFieldProps) {
  const t = useTranslate(bookingMessages);
  const { locale, logError } = useCorasContext();
  const [open, setOpen] = useState(false);
  // A date-only value is a calendar day: formatted at UTC it never moves across a zone.
  const label = formatVenueDay(date, {
    locale,
    timeZone: 'UTC',
    width: 'short',
    logger: { error: logError, warn: logError },
  });
  const calendarProps: DateCalendarProps = {
    date,
    dates,
    bounds,
    onChoose: (next) => {
      if (next) onDateChange(next);
      setOpen(false);
    },
  };
  useEffect(() => {
    if (!readOnly) return whenIdle(() => void loadCalendar().catch(() => undefined));
  }, [readOnly]);

  return (
    <PopoverField
      label={t('booking.date')}
      value={
        <>
          <CalendarIcon size={18} />
          <span>{label}</span>
        </>
      }
      readOnly={readOnly}
      open={open}
      onOpenChange={setOpen}
      panelLabel={t('booking.chooseDate')}
    >
      <div className={styles.calendarPanel}>
        {loadedCalendar ? (
          <loadedCalendar.DateCalendar {...calendarProps} />
        ) : (
          <Suspense fallback={null}>
            <LazyDateCalendar {...calendarProps} />
          </Suspense>
        )}
      </div>
    </PopoverField>
  );
}
