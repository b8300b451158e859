import type { CalendarBounds, DateOnly } from '@coras/booking-core';
import { DEFAULT_DATE_LOCALE, weekStartsOn } from '@coras/booking-core';
import { DualMonthCalendar } from '@coras/ui';
import { useMemo } from 'react';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useCorasContext } from '../../runtime/provider/context';
import { bookingMessages } from './messages/en-GB';

export interface DateCalendarProps {
  /** The verified date, shown chosen. */
  date: DateOnly;
  /** The dates on sale: every other day is disabled. */
  dates: readonly DateOnly[];
  /** The calendar's months: first to last instance date (spec 2 §5). */
  bounds: CalendarBounds;
  /** A day was chosen, or the chosen one pressed again (`undefined`). */
  onChoose: (date: DateOnly | undefined) => void;
}

/**
 * The availability box's two-month calendar (spec 2 §2), in the widget's locale. A lazy chunk of
 * `DateField`: the calendar and date-fns load when the browser is idle or the date is opened, not
 * with the details page.
 */
export function DateCalendar({ date, dates, bounds, onChoose }: DateCalendarProps) {
  const t = useTranslate(bookingMessages);
  const { locale, bundle } = useCorasContext();
  const available = useMemo(() => ({ dates }), [dates]);
  return (
    <DualMonthCalendar
      selectedDates={[date]}
      onSelectedDatesChange={(chosen) => onChoose(chosen[0])}
      defaultMonth={date.slice(0, 7)}
      minMonth={bounds.minMonth}
      maxMonth={bounds.maxMonth}
      availableDays={available}
      locale={locale}
      weekStartsOn={weekStartsOn(locale)}
      dateLocale={bundle.dateLocale ?? DEFAULT_DATE_LOCALE}
      labels={{
        previousMonth: t('dates.previousMonth'),
        nextMonth: t('dates.nextMonth'),
        available: t('dates.available'),
        unavailable: t('dates.unavailable'),
        selected: t('booking.calendarSelected'),
        today: t('booking.calendarToday'),
      }}
    />
  );
}
