import type { CalendarBounds, DateOnly } from '@coras/booking-core';
import { DEFAULT_DATE_LOCALE, formatInTimeZone } from '@coras/booking-core';
import { Button, CalendarIcon, ChevronDownIcon, DualMonthCalendar, Popover } from '@coras/ui';
import { useId, useMemo, useState } from 'react';
import { useDetailsTranslate } from '../i18n/useDetailsTranslate';
import { useCorasContext } from '../provider/context';
import * as styles from './DetailsBooking.css';

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
  const t = useDetailsTranslate();
  const { locale, bundle, logError } = useCorasContext();
  const id = useId();
  const [open, setOpen] = useState(false);
  // A date-only value is a calendar day: formatted at UTC it never moves across a zone.
  const label = formatInTimeZone(date, 'EEE, d MMM yyyy', {
    timeZone: 'UTC',
    dateLocale: bundle.dateLocale,
    logger: { error: logError, warn: logError },
  });
  const available = useMemo(() => ({ dates }), [dates]);

  if (readOnly) {
    return (
      <dl className={styles.field}>
        <dt className={styles.fieldLabel}>{t('booking.date')}</dt>
        <dd className={styles.readOnlyValue}>
          <CalendarIcon size={18} />
          <span>{label}</span>
        </dd>
      </dl>
    );
  }

  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.fieldLabel}>
        {t('booking.date')}
      </span>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <Button
            id={`${id}-button`}
            variant="outlined"
            className={styles.fieldButton}
            aria-labelledby={`${id}-label ${id}-button`}
          >
            <span className={styles.fieldValue}>
              <CalendarIcon size={18} />
              {label}
            </span>
            <ChevronDownIcon size={18} />
          </Button>
        </Popover.Trigger>
        <Popover.Content aria-label={t('booking.chooseDate')} matchTriggerWidth={false}>
          <div className={styles.calendarPanel}>
            <DualMonthCalendar
              selectedDates={[date]}
              onSelectedDatesChange={(chosen) => {
                const [next] = chosen;
                if (next) onDateChange(next);
                setOpen(false);
              }}
              defaultMonth={date.slice(0, 7)}
              minMonth={bounds.minMonth}
              maxMonth={bounds.maxMonth}
              availableDays={available}
              locale={locale}
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
          </div>
        </Popover.Content>
      </Popover.Root>
    </div>
  );
}
