import type * as react from 'react';
import { LazyNavbarBasket } from '../features/basket/LazyNavbarBasket';
import type { NavbarBasketProps } from '../features/basket/NavbarBasket';
import { FilterBar as FilterBarFeature, type FilterBarProps } from '../features/filters/FilterBar';
import { LazyLocationPicker } from '../features/location-picker/LazyLocationPicker';
import type { LocationPickerProps } from '../features/location-picker/LocationPicker';
import { Navbar as NavbarFeature, type NavbarProps } from '../features/navbar/Navbar';
import { LandingPage as LandingPageOfPages, type LandingPageProps } from '../pages/landing/LandingPage';
import { provideControlParts } from './controlParts';
import { provideLazyParts } from './lazyParts';

// The exported components whose stand-ins load lazy parts: each says first which chunks bring
// them (`provideLazyParts`, `provideControlParts`), in its render, so that a bundler keeps it wherever the component is
// used (a module's side effect would be dropped by a consumer's tree-shaking). Their props and
// behaviour are the features' and the page's, documented there.

/**
 * The landing page (spec 1 §2, §4): see `pages/landing/LandingPage.tsx`.
 *
 * @example <CorasProvider {...config}><LandingPage /></CorasProvider>
 */
export function LandingPage(input?: LandingPageProps) {
  provideLazyParts();
  provideControlParts();
  return <LandingPageOfPages {...input} />;
}

/**
 * The navbar (spec 1 §4 'Navbar'): see `features/navbar/Navbar.tsx`.
 *
 * @example <Navbar basketSlot={<MyBasket />} />
 */
export function Navbar(input: NavbarProps) {
  provideLazyParts();
  provideControlParts();
  return <NavbarFeature {...input} />;
}

/**
 * The landing's filter bar (spec 1 §2, §4): see `features/filters/FilterBar.tsx`.
 *
 * @example <LandingPage filterBar={<FilterBar />} />
 */
export function FilterBar(input?: FilterBarProps) {
  provideLazyParts();
  provideControlParts();
  return <FilterBarFeature {...input} />;
}

/**
 * The location picker (spec 1 §2, §4 'Location dropdown'), its code loaded after the first render
 * behind a stand-in that looks and reads the same: see `features/location-picker/LazyLocationPicker.tsx`.
 */
export function LocationPicker(props: LocationPickerProps) {
  provideLazyParts();
  provideControlParts();
  return <LazyLocationPicker {...props} />;
}

/**
 * The navbar's basket button and its dropdown, its code loaded after the first render behind a
 * stand-in with the same button: see `features/basket/LazyNavbarBasket.tsx`.
 */
export function NavbarBasket(props: Omit<NavbarBasketProps, 'handOver'>): react.JSX.Element | null {
  provideLazyParts();
  provideControlParts();
  return <LazyNavbarBasket {...props} />;
}
