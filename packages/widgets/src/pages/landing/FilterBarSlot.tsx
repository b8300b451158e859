import type { ReactNode } from 'react';

/**
 * Slot of the landing hero for the filter bar (spec 1 §2): the date range selector, 'Sort by', the
 * Filters button with its drawer and, on desktop, the removable chips. Rendered below the location
 * banner, at the hero's full width.
 *
 * Filled by the filter-bar part of issue #6: replace this body with the bar. It takes no props:
 * the bar reads the filter state with `filtersFromParams(usePageParams())` and applies a change
 * with `useNavigate()(filtersToParams(next))`. The landing search already builds its query from
 * those parameters (`useLandingSections`), so an applied filter reloads the sections by itself.
 * A host can also pass its own bar through `<LandingPage filterBar={…}>`.
 */
export function FilterBarSlot(): ReactNode {
  return null;
}
