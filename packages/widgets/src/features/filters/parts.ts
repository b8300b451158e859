import { lazyPart } from '../../runtime/lazy/lazyPart';
import type { DateRangeFilter } from './DateRangeFilter';
import type { FiltersDrawer } from './FiltersDrawer';
import type { SortDropdown } from './SortSelector';

// This feature's parts that load after the first render, behind their stand-ins (`Lazy*`): `app/`
// provides the chunk that brings them (`app/lazyParts.ts`, one chunk for every control of the first load).

/** The real `DateRangeFilter`, which its stand-in renders once it has arrived. */
export const dateRangeFilterPart = lazyPart<{ DateRangeFilter: typeof DateRangeFilter }>('DateRangeFilter');

/** The real `FiltersDrawer`, which its stand-in renders once it has arrived. */
export const filtersDrawerPart = lazyPart<{ FiltersDrawer: typeof FiltersDrawer }>('FiltersDrawer');

/** The real `SortDropdown`, which its stand-in renders once it has arrived. */
export const sortDropdownPart = lazyPart<{ SortDropdown: typeof SortDropdown }>('SortDropdown');
