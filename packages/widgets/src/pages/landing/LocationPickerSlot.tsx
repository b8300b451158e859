import type { ReactNode } from 'react';

/**
 * Slot of the landing hero for the location picker (spec 1 §2 'Location picker', §4 'Location
 * dropdown'): the 'Things to do in' heading and the rounded 'Where are you going?' field with its
 * dropdown. Rendered at the top of the hero, above the location banner, at the hero's full width.
 *
 * Filled by the location-picker part of issue #6: replace this body with the picker. It takes no
 * props: the picker reads and changes the page through `usePageParams()` / `useNavigate()`
 * (choosing a location navigates `{ page: 'landing', country, city }`). For the placeholder name
 * use the landing's locations key `['locations', locale, country, city]` (see
 * `useLandingBreadcrumbs`) so SWR asks once for both. A host can also pass its own picker through
 * `<LandingPage locationPicker={…}>`.
 */
export function LocationPickerSlot(): ReactNode {
  return null;
}
