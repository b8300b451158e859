// The controls whose code loads after the landing's first render, in one chunk (see
// `lazyControls`). Each has a stand-in on the first load (its Lazy* sibling) that renders it once
// this module has arrived.
export { NavbarBasket } from '../basket/NavbarBasket';
export { DateRangeFilter } from '../filters/DateRangeFilter';
export { FiltersDrawer } from '../filters/FiltersDrawer';
export { SortDropdown } from '../filters/SortSelector';
export { LocationPicker } from '../location-picker/LocationPicker';
export { MobileMenu } from '../navbar/MobileMenu';
export { NavbarSearch } from '../navbar/NavbarSearch';
export { SettingMenu } from '../navbar/SettingMenu';
