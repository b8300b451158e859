import { clearDateRange } from '@coras/booking-core';
import { ClearIcon, IconButton, useTriggerStandIn } from '@coras/ui';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { DateRangeButton } from './DateRangeButton';
import type { DateRangeFilterProps } from './DateRangeFilter';
import * as styles from './FilterBar.css';
import { filtersMessages } from './messages/en-GB';
import { dateRangeFilterPart } from './parts';
import { useLandingFilters } from './useLandingFilters';

/**
 * The landing's date range selector (spec 1 §2, §4 'Date filter'): the dates button and, while a
 * date is chosen, a clear icon beside it that resets both dates. The button's dropdown or drawer
 * and its calendar rules (`DateRangeFilter`) load after the first render: on idle, or at once on
 * the first pointer, touch or focus on a stand-in of the same button. A press meanwhile opens them
 * as they arrive; otherwise the focus moves to the real button. The clear icon stays in place.
 */
export function LazyDateRangeFilter(props: Omit<DateRangeFilterProps, 'handOver'>) {
  const t = useTranslate(filtersMessages);
  const { filters, apply } = useLandingFilters();
  const standIn = useTriggerStandIn(dateRangeFilterPart);

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
