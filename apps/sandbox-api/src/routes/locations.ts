import type { Geolocation, Location, LocationSearchResponse, LocationsListing } from '@coras/api-client';
import type { Hono } from 'hono';
import type { Catalog } from '../data/catalog';
import { fold } from '../data/i18n';
import { POPULAR_LOCATIONS, REGIONS } from '../data/locations';
import { NotFoundError } from '../errors';
import type { SandboxEnv } from '../http/env';
import { cityView, countryView, type ViewContext } from '../views';
import { requestView } from './context';

/** Minimum search term, as the client sends it (spec 1 §5). */
export const MIN_TERM = 3;

/** Whether any word of any of the folded `names` starts with the folded `term`. */
function namesMatch(names: readonly string[], term: string): boolean {
  return names.some(
    (name) => name.startsWith(term) || name.split(/[\s\-’'.,()]+/).some((word) => word.startsWith(term)),
  );
}

/** Locations whose name (in any language) has a word starting with `term`; best known first. */
export function searchLocations(catalog: Catalog, context: ViewContext, term: string): Location[] {
  const folded = fold(term.trim());
  if (folded.length < MIN_TERM) return [];
  return [
    ...catalog.countries
      .filter((country) => namesMatch(country.folded, folded))
      .map((country) => countryView(country, context)),
    ...catalog.cities
      .filter((city) => namesMatch(city.folded, folded))
      .map((city) => cityView(city, catalog, context)),
  ].sort(
    (a, b) =>
      Number(fold(b.name).startsWith(folded)) - Number(fold(a.name).startsWith(folded)) ||
      (b.attractions_count ?? 0) - (a.attractions_count ?? 0),
  );
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km. */
function distance(latA: number, lonA: number, latB: number, lonB: number): number {
  const dLat = toRadians(latB - latA);
  const dLon = toRadians(lonB - lonA);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(latA)) * Math.cos(toRadians(latB)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The five cities nearest to a point, nearest first. */
function nearestCities(
  catalog: Catalog,
  context: ViewContext,
  latitude: number,
  longitude: number,
): Location[] {
  return [...catalog.cities]
    .sort(
      (a, b) =>
        distance(latitude, longitude, a.latitude, a.longitude) -
        distance(latitude, longitude, b.latitude, b.longitude),
    )
    .slice(0, 5)
    .map((city) => cityView(city, catalog, context));
}

/** `locations/search`, `locations` and `geolocation`. */
export function locationRoutes(app: Hono<SandboxEnv>): void {
  app.get('/:api_version/locations/search', (c) => {
    const catalog = c.get('state').catalog();
    const context = requestView(c);
    const popular = POPULAR_LOCATIONS.flatMap((slug) => {
      const country = catalog.country(slug);
      if (country) return [countryView(country, context)];
      const city = catalog.city(slug);
      return city ? [cityView(city, catalog, context)] : [];
    });
    const latitude = Number(c.req.query('latitude'));
    const longitude = Number(c.req.query('longitude'));
    const query = c.req.query('query');
    const byPoint =
      !query &&
      c.req.query('latitude') !== undefined &&
      Number.isFinite(latitude) &&
      Number.isFinite(longitude);
    const body: LocationSearchResponse = {
      popular,
      results: byPoint
        ? nearestCities(catalog, context, latitude, longitude)
        : searchLocations(catalog, context, query ?? ''),
    };
    return c.json(body);
  });

  app.get('/:api_version/locations', (c) => {
    const catalog = c.get('state').catalog();
    const { language } = requestView(c);
    const countrySlug = c.req.query('country');
    const citySlug = c.req.query('city');
    const cityCountry = citySlug ? catalog.city(citySlug)?.country : undefined;
    const name = (names: Record<string, string>) => names[language] ?? names.en ?? '';
    const body: LocationsListing = {
      regions: REGIONS.map((region) => ({
        slug: region.slug,
        name: name(region.name),
        countries: catalog.countries
          .filter((country) => country.region === region.slug)
          .filter((country) => !countrySlug || country.slug === countrySlug)
          .filter((country) => !citySlug || country.slug === cityCountry)
          .map((country) => ({
            slug: country.slug,
            name: name(country.names),
            code: country.code,
            names: country.names,
            cities: catalog.cities
              .filter((city) => city.country === country.slug && (!citySlug || city.slug === citySlug))
              .map((city) => ({ slug: city.slug, name: name(city.names), names: city.names })),
          })),
      })).filter((region) => region.countries.length > 0),
    };
    return c.json(body);
  });

  app.get('/:api_version/geolocation', (c) => {
    const state = c.get('state');
    const slug = state.options.geolocation;
    const country = slug ? state.catalog().country(slug) : undefined;
    if (!country) throw new NotFoundError('The visitor could not be located.');
    const { language } = requestView(c);
    const body: Geolocation = {
      slug: country.slug,
      name: country.names[language] ?? country.names.en ?? country.slug,
      location_type: 'country',
    };
    return c.json(body);
  });
}
