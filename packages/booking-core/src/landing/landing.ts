import type { LandingSection, LocationsListing } from '@coras/api-client';

/** The only section type the landing page renders (spec 1 §2). */
export const RENDERED_SECTION_TYPE = 'short-card';

/** The sections to render: only `short-card`, ordered by their `order` (stable for equal orders). */
export function visibleSections(sections: readonly LandingSection[] | undefined): LandingSection[] {
  return (sections ?? [])
    .filter((section) => section.type === RENDERED_SECTION_TYPE)
    .map((section, index) => ({ section, index }))
    .sort((a, b) => a.section.order - b.section.order || a.index - b.index)
    .map(({ section }) => section);
}

/** Without a country or city the list is headed 'Popular on our site' (spec 1 §2). */
export function showsPopularHeading(params: {
  country?: string | undefined;
  city?: string | undefined;
}): boolean {
  return !params.country && !params.city;
}

/** With neither country nor city, the page asks the server where the visitor is (spec 1 §2). */
export function needsGeolocation(params: {
  country?: string | undefined;
  city?: string | undefined;
}): boolean {
  return showsPopularHeading(params);
}

/**
 * The country the geolocation answer sets (spec 1 §2: from its slug), or `undefined` when it names
 * none (an unlocated visitor: the page stays without a place).
 */
export function locatedCountry(answer: { slug?: string | null | undefined } | undefined): string | undefined {
  const slug = answer?.slug?.trim();
  return slug ? slug : undefined;
}

/** A breadcrumb item; only the country is clickable. */
export interface LandingBreadcrumb {
  kind: 'country' | 'city';
  slug: string;
  label: string;
}

/** The breadcrumb: country then city, shown only when both are chosen (spec 1 §2). */
export function landingBreadcrumbs(input: {
  country?: { slug: string; name: string } | undefined;
  city?: { slug: string; name: string } | undefined;
}): LandingBreadcrumb[] {
  if (!input.country || !input.city) return [];
  return [
    { kind: 'country', slug: input.country.slug, label: input.country.name },
    { kind: 'city', slug: input.city.slug, label: input.city.name },
  ];
}

/** A place of the landing page: its country and city, with their names. */
export interface LandingPlace {
  country: { slug: string; name: string } | undefined;
  city: { slug: string; name: string } | undefined;
}

/**
 * The page's place as the locations listing names it (spec 1 §2, §7). A city chosen in the navbar
 * search arrives without its country (spec 1: the country is cleared): its country is the one the
 * listing puts it in (`GET locations?city=kyoto` names Japan), never the default country, so the
 * banner and the breadcrumb are Kyoto's. Until the listing names them (or when it does not know
 * them) the slugs stand in for the names, and a city stays without a country.
 */
export function landingPlace(
  listing: LocationsListing | undefined,
  params: { country?: string | undefined; city?: string | undefined },
): LandingPlace {
  const { country, city } = params;
  const countries = (listing?.regions ?? []).flatMap((region) => region.countries);
  if (city) {
    for (const candidate of countries) {
      if (country && candidate.slug !== country) continue;
      const found = candidate.cities.find((entry) => entry.slug === city);
      if (found)
        return {
          country: { slug: candidate.slug, name: candidate.name },
          city: { slug: found.slug, name: found.name },
        };
    }
  }
  const named = country ? countries.find((candidate) => candidate.slug === country) : undefined;
  return {
    country: country ? { slug: country, name: named?.name ?? country } : undefined,
    city: city ? { slug: city, name: city } : undefined,
  };
}
