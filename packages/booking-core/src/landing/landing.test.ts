import type { LandingSection } from '@coras/api-client';
import { describe, expect, it } from 'vitest';
import {
  landingBreadcrumbs,
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
});
