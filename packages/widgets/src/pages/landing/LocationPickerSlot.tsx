import type { ReactNode } from 'react';
import { useChrome } from '../../app/useChrome';
import { LocationPickerPlaceholder } from '../../location-picker/LocationPickerPlaceholder';

/**
 * Slot of the landing hero for the location picker (spec 1 §2 'Location picker', §4 'Location
 * dropdown'): the 'Things to do in' heading and the rounded 'Where are you going?' field with its
 * dropdown. Rendered at the top of the hero, above the location banner, at the hero's full width.
 *
 * The picker reads and changes the page through `usePageParams()` / `useNavigate()` (choosing a
 * location navigates `{ page: 'landing', country, city }`), and names the page's place from the
 * landing's locations key `['locations', locale, country, city]`, so the cache asks once for it and the
 * breadcrumb. 'Things to do in' is the page's title here, hence a level-1 heading. A host can pass
 * its own picker through `<LandingPage locationPicker={…}>`. The picker comes with the chrome's
 * chunk once the first cards are on screen (`useChrome`; the heading is there from the first
 * paint), behind a stand-in until its own code arrives (`LazyLocationPicker`).
 */
export function LocationPickerSlot(): ReactNode {
  const chrome = useChrome();
  if (!chrome) return <LocationPickerPlaceholder headingLevel={1} />;
  return <chrome.LazyLocationPicker headingLevel={1} />;
}
