import type { Attraction } from '@coras/api-client';
import { isBlank } from '../availability/blank';
import { breadcrumbCountryTarget, type ParamsUpdate } from './navigation';

/** An item of the details page's breadcrumb: its text and, for a place, the page it returns to. */
export interface DetailsBreadcrumb {
  label: string;
  /** Where a click goes; the attraction itself (the current page) has none. */
  target?: ParamsUpdate;
}

/**
 * The details page's breadcrumb, country → city → attraction (spec 2 §2, spec 1 §2): the country
 * returns to landing for that country with the city cleared, the city to landing for that city in
 * its country. A place without its slug or name is left out, and a city without its country.
 *
 * Apart from `navigation.ts`, which the landing's first load carries: only the details page uses it.
 */
export function detailsBreadcrumbs(
  attraction: Pick<Attraction, 'attraction_name' | 'country_slug' | 'country_name' | 'city_slug' | 'city'>,
): DetailsBreadcrumb[] {
  const items: DetailsBreadcrumb[] = [];
  const { country_slug: country, city_slug: city } = attraction;
  if (country && !isBlank(attraction.country_name)) {
    items.push({ label: attraction.country_name as string, target: breadcrumbCountryTarget(country) });
  }
  if (country && city && !isBlank(attraction.city)) {
    items.push({ label: attraction.city as string, target: { page: 'landing', country, city } });
  }
  items.push({ label: attraction.attraction_name });
  return items;
}
