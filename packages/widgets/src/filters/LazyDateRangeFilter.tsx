import { clearDateRange, formatDateRangeLabel, systemTimeZone } from '@coras/booking-core';
import { Button, type ButtonProps, CalendarIcon, ClearIcon, IconButton, useTriggerStandIn } from '@coras/ui';
import { forwardRef } from 'react';
import { lazyControls } from '../app/lazyControls';
import { useChromeTranslate } from '../i18n/useChromeTranslate';
import { useCorasContext } from '../provider/context';
import type { DateRangeFilterProps } from './DateRangeFilter';
import * as styles from './FilterBar.css';
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
  const t = useChromeTranslate();
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

/**
 * The landing's date range selector (spec 1 §2, §4 'Date filter'): the dates button and, while a
 * date is chosen, a clear icon beside it that resets both dates. The button's dropdown or drawer
 * and its calendar rules (`DateRangeFilter`) load after the first render: on idle, or at once on
 * the first pointer, touch or focus on a stand-in of the same button. A press meanwhile opens them
 * as they arrive; otherwise the focus moves to the real button. The clear icon stays in place.
 */
export function LazyDateRangeFilter(props: Omit<DateRangeFilterProps, 'handOver'>) {
  const t = useChromeTranslate();
  const { filters, apply } = useLandingFilters();
  const standIn = useTriggerStandIn(lazyControls);

  return (
    <div className={styles.dateGroup}>
      {standIn.module ? (
        <standIn.module.DateRangeFilter {...props} handOver={standIn.handOver} />
      ) : (
        <DateRangeButton now={props.now} {...standIn.buttonProps} />
      )}
      {filters.startDate ? (
        <IconButton label={t('dates.clear')} size="sm" onClick={() => apply(clearDateRange(filters))}>
          <ClearIcon size={18} />
        </IconButton>
      ) : null}
    </div>
  );
}
