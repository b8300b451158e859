import { lazyModule } from '@coras/ui';
import { navbarBasketPart } from '../features/basket/parts';
import { dateRangeFilterPart, filtersDrawerPart, sortDropdownPart } from '../features/filters/parts';
import { locationPickerPart } from '../features/location-picker/parts';
import { mobileMenuPart, settingMenuPart } from '../features/navbar/parts';
import { navbarSearchPart } from '../features/navbar-search/parts';
import { filterBarPart, locationPickerStandInPart } from '../pages/landing/chromeParts';
import { lazyChrome } from './useChrome';

/**
 * The interactive controls of the navbar and the landing (location picker, navbar search, mobile
 * menu, language and currency menus, basket dropdown, 'Sort by', dates, Filters drawer) as one lazy
 * module. They all load at the same moment — on idle after the first render, or at the first
 * pointer, touch or focus on any of their stand-ins — so one chunk serves them: one request instead
 * of eight, and one entry in the first load's preload map instead of eight lists of shared chunks.
 */
export const lazyControls = lazyModule(() => import('./controls'));

/**
 * Says which chunk brings each lazy part of the features and pages: the chrome's (`chrome.ts`,
 * after the first page's content) or the controls' (`controls.ts`, on idle after the first render).
 * The package's entries call it once, before anything renders; a second call changes nothing.
 */
export function provideLazyParts(): void {
  for (const part of [
    navbarBasketPart,
    dateRangeFilterPart,
    filtersDrawerPart,
    sortDropdownPart,
    locationPickerPart,
    mobileMenuPart,
    settingMenuPart,
    navbarSearchPart,
  ]) {
    part.provide(lazyControls);
  }
  filterBarPart.provide(lazyChrome);
  locationPickerStandInPart.provide(lazyChrome);
}
