// The parts of the storefront around a page's content, in one chunk loaded once the first page's
// content is on screen (see `useChrome`): the navbar, the footer, and the landing hero's location
// picker and filter bar (each a light stand-in itself, whose real controls come in `controls.ts`).
export { FilterBar } from '../features/filters/FilterBar';
export { Footer } from '../features/footer/Footer';
export { LazyLocationPicker } from '../features/location-picker/LazyLocationPicker';
export { Navbar } from '../features/navbar/Navbar';
// The controls their stand-ins load: `useChrome.ts` calls it as this chunk arrives.
export { provideControlParts } from './controlParts';
