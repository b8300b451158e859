import type { MoneyByCurrency } from '@coras/api-client';
import {
  type AttractionSeed,
  type CatalogExtras,
  FIXTURE_IDS,
  type FixtureName,
  generateAttractions,
  HOSTILE_NAME_ID,
} from './attractions';
import { moneyFromEur } from './currencies';
import { fold } from './i18n';
import { CITIES, type CitySeed, COUNTRIES, type CountrySeed, countryNames } from './locations';
import { fromPriceEur } from './schedule';

/** An attraction with what every listing needs precomputed. */
export interface CatalogAttraction extends AttractionSeed {
  /** The "From" price in every currency. */
  fromPrice: MoneyByCurrency;
  fromPriceEur: number;
  /** Folded name and description words, for search. */
  searchText: string;
}

/** A country with its name map and attraction count. */
export interface CatalogCountry extends CountrySeed {
  names: Record<string, string>;
  attractionsCount: number;
  /** Every name folded for search (lower case, no accents). */
  folded: string[];
}

/** A city with its attraction count. */
export interface CatalogCity extends CitySeed {
  attractionsCount: number;
  /** Every name folded for search (lower case, no accents). */
  folded: string[];
}

/** The read-only world of the sandbox for one seed and one `today`. */
export interface Catalog {
  seed: number;
  today: string;
  attractions: readonly CatalogAttraction[];
  countries: readonly CatalogCountry[];
  cities: readonly CatalogCity[];
  attraction(id: string): CatalogAttraction | undefined;
  country(slug: string): CatalogCountry | undefined;
  city(slug: string): CatalogCity | undefined;
  /** Fixture ids by name (see the README); `hostileName` only in a catalogue that has it. */
  fixtures: Readonly<Record<FixtureName, string> & { hostileName?: string }>;
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** Builds the catalogue, with the `extras` asked for; pure, so the sandbox caches one per `today`. */
export function createCatalog(seed: number, today: string, extras: CatalogExtras = {}): Catalog {
  const attractions: CatalogAttraction[] = generateAttractions(seed, today, extras).map((attraction) => {
    const eur = fromPriceEur(attraction);
    return {
      ...attraction,
      fromPriceEur: eur,
      fromPrice: moneyFromEur(eur),
      searchText: fold(
        `${attraction.name} ${attraction.city.names.en} ${stripTags(attraction.texts.description)}`,
      ),
    };
  });
  const perCity = new Map<string, number>();
  for (const attraction of attractions)
    perCity.set(attraction.city.slug, (perCity.get(attraction.city.slug) ?? 0) + 1);
  const foldAll = (names: Record<string, string>) => [...new Set(Object.values(names).map(fold))];
  const cities = CITIES.map((city) => ({
    ...city,
    attractionsCount: perCity.get(city.slug) ?? 0,
    folded: foldAll(city.names),
  }));
  const countries = COUNTRIES.map((country) => ({
    ...country,
    names: countryNames(country),
    folded: foldAll(countryNames(country)),
    attractionsCount: cities
      .filter((city) => city.country === country.slug)
      .reduce((sum, city) => sum + city.attractionsCount, 0),
  }));
  const byId = new Map(attractions.map((attraction) => [attraction.id, attraction]));
  const countryBySlug = new Map(countries.map((country) => [country.slug, country]));
  const cityBySlug = new Map(cities.map((city) => [city.slug, city]));
  return {
    seed,
    today,
    attractions,
    countries,
    cities,
    attraction: (id) => byId.get(id),
    country: (slug) => countryBySlug.get(slug),
    city: (slug) => cityBySlug.get(slug),
    fixtures: extras.hostileName ? { ...FIXTURE_IDS, hostileName: HOSTILE_NAME_ID } : FIXTURE_IDS,
  };
}
