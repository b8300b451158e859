import { filtersFromParams, hasActiveFilters } from '@coras/booking-core';
import { usePageParams } from '../provider/navigation-context';
import { bar, barWithChips } from './filterBarBox.css';

/**
 * The filter bar's place until its chunk arrives (`useChrome`): one button high, as the bar is on
 * its first render, with nothing in it, hidden from assistive technology; on a narrow widget with
 * active filters, also the row their chips will take.
 */
export function FilterBarPlaceholder() {
  const chips = hasActiveFilters(filtersFromParams(usePageParams()));
  return <div aria-hidden className={chips ? `${bar} ${barWithChips}` : bar} data-placeholder="" />;
}
