import { hasActiveFilters } from '@coras/booking-core';
import { useRef } from 'react';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import * as styles from './FilterBar.css';
import { FilterChips } from './FilterChips';
import { LazyDateRangeFilter } from './LazyDateRangeFilter';
import { LazyFiltersDrawer } from './LazyFiltersDrawer';
import { LazySortDropdown } from './LazySortDropdown';
import { filtersMessages } from './messages/en-GB';
import { SortSelect } from './SortSelect';
import { type FilterBarLayout, useContainerLayout } from './useContainerLayout';
import { useFilterDefinitions, useLandingFilters } from './useLandingFilters';

export interface FilterBarProps {
  /**
   * Mobile or desktop. By default it follows the width of the widget's container: mobile under
   * 768 px (see `MOBILE_BELOW`), whatever the viewport.
   */
  layout?: FilterBarLayout | undefined;
  /**
   * The clock: today (earlier days cannot be chosen) and "this year" (its dates show no year).
   * @default Date.now
   */
  now?: (() => number) | undefined;
}

/**
 * The landing page's filter bar (spec 1 §2 'Landing page', §4): the date range selector, 'Sort by',
 * the Filters button with its drawer and removable chips of the active filters.
 *
 * It reads the filter state from the page parameters and applies every change by navigating with
 * the params-update keys (startDate, endDate, sorting, price, duration, categories): the landing
 * search re-runs from them, the host page hears `params-update`, and with a router the address is
 * shareable. Render it inside `<CorasProvider>` on the landing page.
 *
 * Desktop: the calendar and the sorting are dropdowns. Mobile: the calendar is a drawer ('Calendar',
 * with Reset and Done) and 'Sort by' is a dropdown list (a native select) in the bar; the filters
 * drawer lists the sortings too. The chips show at every
 * width (issue 21): a filter that empties the results is undone in one step, not by reopening the
 * drawer.
 *
 * @example
 * <LandingPage filterBar={<FilterBar />} />
 */
export function FilterBar({ layout: forced, now = Date.now }: FilterBarProps = {}) {
  const t = useTranslate(filtersMessages);
  const root = useRef<HTMLElement | null>(null);
  const filtersButton = useRef<HTMLButtonElement | null>(null);
  const layout = useContainerLayout(root, forced);
  const { filters } = useLandingFilters();
  // The chips are labelled from the definitions; asked for only when there is a chip to label.
  const chipsShown = hasActiveFilters(filters);
  const definitions = useFilterDefinitions(chipsShown);

  return (
    // <search>: the HTML element of controls that search or filter (a search landmark).
    <search ref={root} className={styles.bar} aria-label={t('filterBar.label')} data-layout={layout}>
      {layout ? (
        <>
          <div className={styles.controls}>
            <LazyDateRangeFilter layout={layout} now={now} />
            {layout === 'desktop' ? <LazySortDropdown /> : <SortSelect />}
            <LazyFiltersDrawer ref={filtersButton} layout={layout} />
          </div>
          {/* Mounted even without chips: removing the last one moves the focus. */}
          <FilterChips
            definitions={definitions.data}
            loading={chipsShown && !definitions.data && !definitions.error}
            fallbackFocus={filtersButton}
          />
        </>
      ) : null}
    </search>
  );
}
