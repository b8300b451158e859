import { filterBarPart, locationPickerStandInPart } from '../pages/landing/chromeParts';
import { lazyChrome } from './useChrome';

let provided = false;

/**
 * Says which chunk brings the landing hero's lazy parts (the filter bar, the location picker's
 * stand-in): the chrome's (`chrome.ts`, after the first page's content), whose arrival provides the
 * controls' parts in turn (`controlParts.ts`). Called by the components that render them as they
 * render (`BookingApp`, `exports.tsx`, the custom elements' definition): a call, which a bundler
 * keeps, not a module's side effect. Only the first call does anything.
 */
export function provideLazyParts(): void {
  if (provided) return;
  provided = true;
  filterBarPart.provide(lazyChrome);
  locationPickerStandInPart.provide(lazyChrome);
}
