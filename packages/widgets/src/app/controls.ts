// The controls whose code loads after the landing's first render, in one chunk (see
// `lazyControls`). Each has a stand-in on the first load (its Lazy* sibling) that renders it once
// this module has arrived.
export { NavbarBasket } from '../features/basket/NavbarBasket';
export { DateRangeFilter } from '../features/filters/DateRangeFilter';
export { FiltersDrawer } from '../features/filters/FiltersDrawer';
export { SortDropdown } from '../features/filters/SortSelector';
export { LocationPicker } from '../features/location-picker/LocationPicker';
export { MobileMenu } from '../features/navbar/MobileMenu';
export { SettingMenu } from '../features/navbar/SettingMenu';
export { NavbarSearch } from '../features/navbar-search/NavbarSearch';
