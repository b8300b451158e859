import type { AttractionSearchResponse, NavbarSearchItem, NavbarSearchResponse } from '@coras/api-client';
import type { Hono } from 'hono';
import type { Catalog, CatalogAttraction } from '../data/catalog';
import { fold, languageOf } from '../data/i18n';
import { nextInstance } from '../data/schedule';
import { utcDate } from '../data/time';
import { NotFoundError } from '../errors';
import type { SandboxEnv } from '../http/env';
import { attractionItem, attractionView, searchCard, type ViewContext } from '../views';
import { requestView } from './context';
import { MIN_TERM, searchLocations } from './locations';

const NAVBAR_LIMIT = 8;

/** Attractions whose name, city or description contains every word of `term` (folded). */
function searchAttractions(catalog: Catalog, term: string): CatalogAttraction[] {
  const words = fold(term).split(/\s+/).filter(Boolean);
  return catalog.attractions
    .filter((attraction) => words.every((word) => attraction.searchText.includes(word)))
    .sort((a, b) => b.reviews - a.reviews || a.name.localeCompare(b.name));
}

function navbarPopular(catalog: Catalog, context: ViewContext): NavbarSearchItem[] {
  const attractions = [...catalog.attractions].sort((a, b) => b.reviews - a.reviews).slice(0, 4);
  const dublin = catalog.city('dublin');
  const ireland = catalog.country('ireland');
  return [
    ...attractions.map(
      (attraction): NavbarSearchItem => ({ type: 'attraction', value: attraction.id, name: attraction.name }),
    ),
    ...(ireland
      ? [
          {
            type: 'country' as const,
            value: ireland.slug,
            name: ireland.names[context.language] ?? ireland.names.en ?? '',
          },
        ]
      : []),
    ...(dublin ? [{ type: 'city' as const, value: dublin.slug, name: dublin.names.en }] : []),
  ];
}

/** `search` (navbar), `attractions` (search page), `attractions/{id}` (details). */
export function attractionRoutes(app: Hono<SandboxEnv>): void {
  app.get('/:api_version/search', (c) => {
    const catalog = c.get('state').catalog();
    // The navbar sends its locale; its language wins over language_code.
    const context = {
      ...requestView(c),
      ...(c.req.query('locale') ? { language: languageOf(c.req.query('locale')) } : {}),
    };
    const term = fold((c.req.query('query') ?? '').trim());
    let results: NavbarSearchItem[] = [];
    if (term.length >= MIN_TERM) {
      const places = searchLocations(catalog, context, term).map(
        (location): NavbarSearchItem => ({
          type: location.location_type === 'country' ? 'country' : 'city',
          value: location.slug,
          name: location.name,
        }),
      );
      const attractions = catalog.attractions
        .filter((attraction) => attraction.searchText.includes(term))
        .sort((a, b) => b.reviews - a.reviews)
        .map(
          (attraction): NavbarSearchItem => ({
            type: 'attraction',
            value: attraction.id,
            name: attraction.name,
          }),
        );
      results = [...places, ...attractions];
    }
    const body: NavbarSearchResponse = {
      results: results.slice(0, NAVBAR_LIMIT),
      popular: navbarPopular(catalog, context),
      has_more: results.length > NAVBAR_LIMIT,
    };
    return c.json(body);
  });

  app.get('/:api_version/attractions', (c) => {
    const state = c.get('state');
    const catalog = state.catalog();
    const context = requestView(c);
    const dateStart = c.req.query('date_start') || utcDate(context.now);
    const page = Math.max(0, Number(c.req.query('page') ?? 0) || 0);
    const size = Math.min(100, Math.max(0, Number(c.req.query('size') ?? 10) || 0));
    const term = c.req.query('search_term') ?? '';
    const found = searchAttractions(catalog, term).filter(
      (attraction) => nextInstance(attraction, context.now, dateStart) !== undefined,
    );
    const body: AttractionSearchResponse = {
      total: found.length,
      results: found
        .slice(page * size, page * size + size)
        .map((attraction) => searchCard(attraction, context, dateStart)),
    };
    return c.json(body);
  });

  app.get('/:api_version/attractions/:coras_attraction_id', (c) => {
    const catalog = c.get('state').catalog();
    const context = requestView(c);
    const attraction = catalog.attraction(c.req.param('coras_attraction_id'));
    if (!attraction) throw new NotFoundError(`No attraction ${c.req.param('coras_attraction_id')}.`);
    const size = Math.min(20, Math.max(0, Number(c.req.query('size') ?? 0) || 0));
    const related = catalog.attractions
      .filter((other) => other.city.slug === attraction.city.slug && other.id !== attraction.id)
      .sort((a, b) => b.reviews - a.reviews)
      .slice(0, size * 2)
      .flatMap((other) => attractionItem(other, context) ?? [])
      .slice(0, size);
    return c.json(attractionView(attraction, catalog, context, related));
  });
}
