import type { LandingSection, LocationsListing } from '@coras/api-client';
import { describe, expect, it } from 'vitest';
import {
  landingBreadcrumbs,
  landingPlace,
  locatedCountry,
  needsGeolocation,
  showsPopularHeading,
  visibleSections,
} from './landing';

const section = (title: string, order: number, type = 'short-card'): LandingSection => ({
  type,
  order,
  title,
  items: [],
});

describe('landing rules (spec 1 §2)', () => {
  it('renders only short-card sections, ordered by order', () => {
    const sections = [
      section('C', 3),
      section('Banner', 0, 'hero'),
      section('A', 1),
      section('B', 1),
      section('Z', -1),
    ];
    expect(visibleSections(sections).map((entry) => entry.title)).toEqual(['Z', 'A', 'B', 'C']);
    expect(visibleSections(undefined)).toEqual([]);
  });

  it("heads the list 'Popular on our site' and asks for geolocation without country or city", () => {
    expect(showsPopularHeading({})).toBe(true);
    expect(showsPopularHeading({ country: 'ireland' })).toBe(false);
    expect(needsGeolocation({ city: '' })).toBe(true);
    expect(needsGeolocation({ city: 'cork' })).toBe(false);
  });

  it('takes the located country from the geolocation answer’s slug, trimmed; none without one', () => {
    expect(locatedCountry({ slug: ' ireland ' })).toBe('ireland');
    expect(locatedCountry({ slug: '   ' })).toBeUndefined();
    expect(locatedCountry({ slug: null })).toBeUndefined();
    expect(locatedCountry({})).toBeUndefined();
    expect(locatedCountry(undefined)).toBeUndefined();
  });

  it('shows the breadcrumb country then city only when both are chosen', () => {
    const country = { slug: 'ireland', name: 'Ireland' };
    const city = { slug: 'cork', name: 'Cork' };
    expect(landingBreadcrumbs({ country, city })).toEqual([
      { kind: 'country', slug: 'ireland', label: 'Ireland' },
      { kind: 'city', slug: 'cork', label: 'Cork' },
    ]);
    expect(landingBreadcrumbs({ country })).toEqual([]);
  });

  describe('landingPlace: the place the locations listing names', () => {
    const listing: LocationsListing = {
      regions: [
        {
          slug: 'europe',
          name: 'Europe',
          countries: [
            { slug: 'ireland', name: 'Ireland', cities: [{ slug: 'cork', name: 'Cork' }] },
            { slug: 'france', name: 'Frankreich', cities: [{ slug: 'nice', name: 'Nizza' }] },
          ],
        },
        {
          slug: 'asia-pacific',
          name: 'Asia',
          countries: [{ slug: 'japan', name: 'Japan', cities: [{ slug: 'kyoto', name: 'Kyoto' }] }],
        },
      ],
    };

    it("gives a city chosen without its country (navbar search) the listing's country, not the default", () => {
      const place = landingPlace(listing, { city: 'kyoto' });
      expect(place).toEqual({
        country: { slug: 'japan', name: 'Japan' },
        city: { slug: 'kyoto', name: 'Kyoto' },
      });
      expect(landingBreadcrumbs(place).map((item) => item.label)).toEqual(['Japan', 'Kyoto']);
    });

    it('names a country and city in the listing language, and a country alone', () => {
      expect(landingPlace(listing, { country: 'france', city: 'nice' })).toEqual({
        country: { slug: 'france', name: 'Frankreich' },
        city: { slug: 'nice', name: 'Nizza' },
      });
      expect(landingPlace(listing, { country: 'france' })).toEqual({
        country: { slug: 'france', name: 'Frankreich' },
        city: undefined,
      });
    });

    it('keeps the slugs until the listing names them, and a city without a country stays so', () => {
      expect(landingPlace(undefined, { city: 'kyoto' })).toEqual({
        country: undefined,
        city: { slug: 'kyoto', name: 'kyoto' },
      });
      expect(landingPlace(undefined, { country: 'ireland', city: 'cork' })).toEqual({
        country: { slug: 'ireland', name: 'ireland' },
        city: { slug: 'cork', name: 'cork' },
      });
      // A city the country does not hold is not moved to another country.
      expect(landingPlace(listing, { country: 'ireland', city: 'kyoto' }).country?.slug).toBe('ireland');
      expect(landingPlace(listing, {})).toEqual({ country: undefined, city: undefined });
    });
  });
});
