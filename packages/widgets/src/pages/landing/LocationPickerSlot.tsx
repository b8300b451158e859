import type { ReactNode } from 'react';
import { LocationPickerPlaceholder } from '../../features/location-picker/LocationPickerPlaceholder';
import { useAfterFirstPage } from '../../runtime/lazy/useAfterFirstPage';
import { locationPickerStandInPart } from './chromeParts';

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
 * paint), behind a stand-in until its own code arrives (`LazyLocationPicker`).
 */
export function LocationPickerSlot(): ReactNode {
  const chrome = useAfterFirstPage(locationPickerStandInPart, 'the location picker');
  if (!chrome) return <LocationPickerPlaceholder headingLevel={1} />;
  return <chrome.LazyLocationPicker headingLevel={1} />;
}
