import { formatDateRangeLabel, systemTimeZone } from '@coras/booking-core';
import { Button, type ButtonProps, CalendarIcon } from '@coras/ui';
import { forwardRef } from 'react';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useCorasContext } from '../../runtime/provider/context';
import * as styles from './FilterBar.css';
import { filtersMessages } from './messages/en-GB';
import { useLandingFilters } from './useLandingFilters';

export interface DateRangeButtonProps extends Omit<ButtonProps, 'children'> {
  /** The clock: the label shows the year only when it is not this year. */
  now: () => number;
}

/**
 * The dates button: 'All dates' or the applied range in the visitor's locale, in the primary
 * style while a date is chosen. Its stand-in and the real trigger are this one button.
 */
export const DateRangeButton = forwardRef<HTMLButtonElement, DateRangeButtonProps>(function DateRangeButton(
  { now, ...props },
  ref,
) {
  const t = useTranslate(filtersMessages);
  const { locale } = useCorasContext();
  const { filters } = useLandingFilters();
  const active = Boolean(filters.startDate);
  const label =
    (active
      ? formatDateRangeLabel(filters, { now: now(), locale, timeZone: systemTimeZone() })
      : undefined) ?? t('dates.all');
  return (
    <Button
      ref={ref}
      variant={active ? 'primary' : 'outlined'}
      size="sm"
      className={styles.dateButton}
      {...props}
    >
      <CalendarIcon size={18} />
      <span className={styles.dateLabel}>{label}</span>
    </Button>
  );
});
