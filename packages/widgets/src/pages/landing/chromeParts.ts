import type { FilterBar } from '../../features/filters/FilterBar';
import type { LazyLocationPicker } from '../../features/location-picker/LazyLocationPicker';
import { lazyPart } from '../../runtime/lazy/lazyPart';

// The landing hero's parts that come once the first page's content is on screen
// (`useAfterFirstPage`): `app/` provides the chunk that brings them, with the navbar and the footer
// (`app/lazyParts.ts`).

/** The filter bar. */
export const filterBarPart = lazyPart<{ FilterBar: typeof FilterBar }>('FilterBar');

/** The location picker's stand-in, which loads the picker itself with the other controls. */
export const locationPickerStandInPart = lazyPart<{ LazyLocationPicker: typeof LazyLocationPicker }>(
  'LazyLocationPicker',
);
