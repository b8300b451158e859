import type { LocationsListing } from '@coras/api-client';

/**
 * The placeholder name of page parameters from the locations listing (spec 1 §7): the city
 * matched by slug first, then the country.
 */
export function placeholderFromListing(
  listing: LocationsListing | undefined,
  params: { country?: string | undefined; city?: string | undefined },
): string | undefined {
  const countries = (listing?.regions ?? []).flatMap((region) => region.countries);
  if (params.city) {
    for (const country of countries) {
      const city = country.cities.find((entry) => entry.slug === params.city);
      if (city) return city.name;
    }
  }
  if (params.country) return countries.find((country) => country.slug === params.country)?.name;
  return undefined;
}
