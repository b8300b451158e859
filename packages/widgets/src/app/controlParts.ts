import { lazyModule } from '@coras/ui';
import { navbarBasketPart } from '../features/basket/parts';
import { dateRangeFilterPart, filtersDrawerPart, sortDropdownPart } from '../features/filters/parts';
import { locationPickerPart } from '../features/location-picker/parts';
import { mobileMenuPart, settingMenuPart } from '../features/navbar/parts';
import { navbarSearchPart } from '../features/navbar-search/parts';

/**
 * The interactive controls of the navbar and the landing (location picker, navbar search, mobile
 * menu, language and currency menus, basket dropdown, 'Sort by', dates, Filters drawer) as one lazy
 * module. They all load at the same moment — on idle after the first render, or at the first
 * pointer, touch or focus on any of their stand-ins — so one chunk serves them: one request instead
 * of eight, and one entry in the first load's preload map instead of eight lists of shared chunks.
 */
export const lazyControls = lazyModule(() => import('./controls'));

let provided = false;

/**
 * Says that the controls' chunk brings each control's lazy part. Called where their stand-ins can
 * first render: when the chrome's chunk, which holds them, has loaded (`useChrome.ts`), and by the
 * exported components that show them (`exports.tsx`). A call, which a bundler keeps, not a module's
 * side effect; only the first does anything.
 */
export function provideControlParts(): void {
  if (provided) return;
  provided = true;
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
}
