import type { ReactNode } from 'react';
import { FilterBarPlaceholder } from '../../features/filters/FilterBarPlaceholder';
import { useAfterFirstPage } from '../../runtime/lazy/useAfterFirstPage';
import { filterBarPart } from './chromeParts';

/**
 * Slot of the landing hero for the filter bar (spec 1 §2): the date range selector, 'Sort by', the
 * Filters button with its drawer and, on desktop, the removable chips. Rendered below the location
 * banner, at the hero's full width.
 *
 * The bar takes no props here: it reads the filter state from the page parameters and applies a
 * change by navigating, and the landing search builds its query from those parameters, so an
 * applied filter reloads the sections by itself. A host can pass its own bar through
 * `<LandingPage filterBar={…}>`. The bar comes with the chrome's chunk once the first cards are on
 * screen (`useAfterFirstPage`), a placeholder of its height until then: `chips` says whether the bar will
 * show chips (a row of their own on a narrow widget).
 */
export function FilterBarSlot({ chips }: { chips: boolean }): ReactNode {
  const chrome = useAfterFirstPage(filterBarPart, 'the filter bar');
  if (!chrome) return <FilterBarPlaceholder chips={chips} />;
  return <chrome.FilterBar />;
}
