import { setSorting } from '@coras/booking-core';
import { ChevronDownIcon, IdleLoadGate, visuallyHidden, whenIdleAfter } from '@coras/ui';
import { useContext, useEffect, useId, useState } from 'react';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import * as styles from './FilterBar.css';
import { filtersMessages } from './messages/en-GB';
import { useLandingFilters, useSortingOptions } from './useLandingFilters';

/**
 * 'Sort by' on mobile (spec 1 §2: "mobile uses a dropdown list"): a native `<select>` in the bar,
 * so a phone opens its own picker, and the keyboard and screen readers know it as they know any
 * select. Choosing an option applies it at once. The `landing/sorting` options are asked for when
 * the page is idle after its own content (ui's `IdleLoadGate`, as the controls load), or at once on
 * a pointer, touch or focus on the list; until they come (or when they cannot) the list holds the
 * current sorting, labelled 'Sort by', and a disabled 'loading' or 'error', as the filters show them.
 */
export function SortSelect() {
  const t = useTranslate(filtersMessages);
  const id = useId();
  const { filters, apply } = useLandingFilters();
  const gate = useContext(IdleLoadGate);
  const [needed, setNeeded] = useState(false);
  useEffect(() => (needed ? undefined : whenIdleAfter(gate, () => setNeeded(true))), [gate, needed]);
  const want = () => setNeeded(true);
  const sorting = useSortingOptions(needed);
  const options = sorting.data;
  return (
    <span className={styles.sortSelectBox}>
      <label htmlFor={id} className={visuallyHidden}>
        {t('filters.sortBy')}
      </label>
      <select
        id={id}
        className={styles.sortSelect}
        value={filters.sorting}
        onPointerEnter={want}
        onTouchStart={want}
        onFocus={want}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (value !== filters.sorting) apply(setSorting(filters, value));
        }}
      >
        {options ? (
          options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))
        ) : (
          <>
            <option value={filters.sorting}>{t('filters.sortBy')}</option>
            <option disabled value="">
              {sorting.error ? t('filters.error') : t('filters.loading')}
            </option>
          </>
        )}
      </select>
      <ChevronDownIcon size={18} className={styles.sortSelectIcon} />
    </span>
  );
}
