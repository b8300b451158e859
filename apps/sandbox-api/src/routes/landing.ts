import type { AttractionItem, CurrencyCode, LandingResponse, LandingSection } from '@coras/api-client';
import type { Hono } from 'hono';
import type { Catalog, CatalogAttraction } from '../data/catalog';
import { CATEGORY_TREE } from '../data/categories';
import { amountIn } from '../data/currencies';
import { landingFilters, parseRange, sortingOptions } from '../data/filters';
import { type Translated, t } from '../data/i18n';
import { nextInstance, runsBetween } from '../data/schedule';
import type { SandboxEnv } from '../http/env';
import { attractionItem, type ViewContext } from '../views';
import { queryList, requestView } from './context';

/** The landing parameters of spec 1 §3, as the route reads them. */
interface LandingQuery {
  country?: string;
  city?: string;
  dateStart?: string;
  dateEnd?: string;
  categories: string[];
  durations: string[];
  price?: string;
  sorting: string;
}

const SECTION_SIZE = 8;

/** The title of the top picks section. */
const TOP_PICKS: Translated = {
  en: 'Top picks',
  de: 'Top-Empfehlungen',
  fr: 'Nos coups de cœur',
  es: 'Lo más destacado',
  da: 'Topvalg',
  is: 'Vinsælast',
  it: 'I più scelti',
  ms: 'Pilihan utama',
  nb: 'Toppvalg',
  pl: 'Najczęściej wybierane',
  pt: 'Os mais escolhidos',
  sv: 'Toppval',
  th: 'ตัวเลือกยอดนิยม',
  tr: 'Öne çıkanlar',
  zh: '精选推荐',
};

/** The title of the discovery section (a type the storefront ignores, still in the asked language). */
const DISCOVER: Translated = {
  en: 'Discover something new',
  de: 'Entdecke Neues',
  fr: 'Découvrez autre chose',
  es: 'Descubre algo nuevo',
  da: 'Oplev noget nyt',
  is: 'Uppgötvaðu eitthvað nýtt',
  it: 'Scopri qualcosa di nuovo',
  ms: 'Terokai sesuatu yang baharu',
  nb: 'Oppdag noe nytt',
  pl: 'Odkryj coś nowego',
  pt: 'Descubra algo novo',
  sv: 'Upptäck något nytt',
  th: 'ค้นพบสิ่งใหม่',
  tr: 'Yeni bir şey keşfedin',
  zh: '发现新鲜体验',
};

/**
 * A section title scoped to the asked place. A template rather than a joining word: Thai writes no
 * space around ใน, Chinese puts the place first, and Icelandic, Polish and Turkish would decline
 * the place name (Írlandi, Irlandii, İrlanda'da), which the nominative names cannot do, so these
 * three name the place after a colon.
 */
const IN_PLACE: Translated = {
  en: '{title} in {place}',
  de: '{title} in {place}',
  fr: '{title} à {place}',
  es: '{title} en {place}',
  da: '{title} i {place}',
  is: '{title}: {place}',
  it: '{title} in {place}',
  ms: '{title} di {place}',
  nb: '{title} i {place}',
  pl: '{title}: {place}',
  pt: '{title} em {place}',
  sv: '{title} i {place}',
  th: '{title}ใน{place}',
  tr: '{title}: {place}',
  zh: '{place}的{title}',
};

/** Whether an attraction passes every landing filter. */
function matchesLanding(attraction: CatalogAttraction, query: LandingQuery, currency: CurrencyCode): boolean {
  if (query.country && attraction.country.slug !== query.country) return false;
  if (query.city && attraction.city.slug !== query.city) return false;
  if (query.dateStart && !runsBetween(attraction, query.dateStart, query.dateEnd ?? query.dateStart))
    return false;
  // A category slug selects a category with everything below it: a top level, a subcategory, or
  // one of the third level.
  if (
    query.categories.length &&
    !query.categories.some(
      (slug) => slug === attraction.category || slug === attraction.subcategory || slug === attraction.topic,
    )
  )
    return false;
  if (query.durations.length) {
    const inSome = query.durations.some((value) => {
      const range = parseRange(value);
      return (
        range !== undefined &&
        attraction.durationMinutes >= range.min &&
        attraction.durationMinutes < range.max
      );
    });
    if (!inSome) return false;
  }
  if (query.price) {
    const range = parseRange(query.price);
    const price = amountIn(attraction.fromPrice, currency);
    if (range && (price < range.min || price >= range.max)) return false;
  }
  return true;
}

/** Orders attractions by a sorting value of `landing/sorting`; unknown values sort by popularity. */
function sortAttractions(
  attractions: CatalogAttraction[],
  sorting: string,
  currency: CurrencyCode,
  now: number,
): CatalogAttraction[] {
  const byPopularity = (a: CatalogAttraction, b: CatalogAttraction) =>
    b.reviews - a.reviews || a.name.localeCompare(b.name);
  const price = (a: CatalogAttraction) => amountIn(a.fromPrice, currency);
  switch (sorting) {
    case 'price_asc':
      return attractions.sort((a, b) => price(a) - price(b) || byPopularity(a, b));
    case 'price_desc':
      return attractions.sort((a, b) => price(b) - price(a) || byPopularity(a, b));
    case 'rating':
      return attractions.sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || byPopularity(a, b));
    case 'date': {
      const next = new Map(
        attractions.map((a) => [a.id, nextInstance(a, now)?.epoch ?? Number.POSITIVE_INFINITY]),
      );
      return attractions.sort((a, b) => (next.get(a.id) ?? 0) - (next.get(b.id) ?? 0) || byPopularity(a, b));
    }
    default:
      return attractions.sort(byPopularity);
  }
}

function cards(
  attractions: readonly CatalogAttraction[],
  context: ViewContext,
  fromDate: string | undefined,
): AttractionItem[] {
  const items: AttractionItem[] = [];
  for (const attraction of attractions) {
    if (items.length === SECTION_SIZE) break;
    const item = attractionItem(attraction, context, fromDate);
    if (item) items.push(item);
  }
  return items;
}

/**
 * The landing sections: the top picks, then one section per card category present, and a
 * `discovery` section the storefront must ignore (spec 1 §2: only `short-card` is rendered).
 * The list is not in `order` order, so clients must sort it.
 */
function landingSections(catalog: Catalog, query: LandingQuery, context: ViewContext): LandingSection[] {
  const { language, currency } = context;
  const matching = sortAttractions(
    catalog.attractions.filter((attraction) => matchesLanding(attraction, query, currency)),
    query.sorting,
    currency,
    context.now,
  );
  if (matching.length === 0) return [];
  const names: Record<string, string> | undefined = query.city
    ? catalog.city(query.city)?.names
    : query.country
      ? catalog.country(query.country)?.names
      : undefined;
  const placeName = names ? (names[language] ?? names.en) : undefined;
  const params = {
    ...(query.city ? { city: query.city } : {}),
    ...(query.country ? { country: query.country } : {}),
    sorting: query.sorting,
    ...(query.dateStart ? { date_start: query.dateStart } : {}),
  };
  const within = (title: string) =>
    placeName
      ? t(IN_PLACE, language)
          .replace('{title}', () => title)
          .replace('{place}', () => placeName)
      : title;
  const sections: LandingSection[] = [
    {
      type: 'short-card',
      order: 1,
      title: within(t(TOP_PICKS, language)),
      items: cards(matching, context, query.dateStart),
      params: { ...params, ...(query.categories.length ? { category: query.categories } : {}) },
    },
  ];
  let order = 3;
  for (const category of CATEGORY_TREE) {
    const inCategory = matching.filter((attraction) => attraction.category === category.slug);
    if (inCategory.length === 0) continue;
    sections.push({
      type: 'short-card',
      order: order++,
      title: within(t(category.name, language)),
      items: cards(inCategory, context, query.dateStart),
      params: { ...params, category: [category.slug] },
    });
  }
  sections.push({
    type: 'discovery',
    order: 2,
    title: t(DISCOVER, language),
    items: cards(matching.slice(-3), context, query.dateStart),
  });
  return sections;
}

/** `landing`, `landing/filters`, `landing/sorting`. */
export function landingRoutes(app: Hono<SandboxEnv>): void {
  app.get('/:api_version/landing', (c) => {
    const catalog = c.get('state').catalog();
    const context = requestView(c);
    const dateStart = c.req.query('date_start');
    const dateEnd = c.req.query('date_end');
    const country = c.req.query('country');
    const city = c.req.query('city');
    const price = c.req.query('price');
    // Slugs of a fully selected parent replace its children (spec 1 §4), so both forms arrive.
    const categories = queryList(c, 'category');
    const query: LandingQuery = {
      ...(country ? { country } : {}),
      ...(city ? { city } : {}),
      ...(dateStart ? { dateStart } : {}),
      ...(dateEnd ? { dateEnd } : {}),
      ...(price ? { price } : {}),
      categories,
      durations: queryList(c, 'duration'),
      sorting: c.req.query('sorting') || 'popularity',
    };
    const key = `landing ${context.base} ${context.language} ${context.currency} ${JSON.stringify(query)}`;
    const body: LandingResponse = c
      .get('state')
      .memo(key, () => ({ sections: landingSections(catalog, query, context) }));
    return c.json(body);
  });

  // The category tree of a place holds only the categories found there (a place without music
  // has no music, so a client's default category is not applied there).
  app.get('/:api_version/landing/filters', (c) => {
    const { language, currency } = requestView(c);
    const country = c.req.query('country');
    const city = c.req.query('city');
    if (!country && !city) return c.json({ filters: landingFilters(language, currency) });
    const found = new Set<string>();
    for (const attraction of c.get('state').catalog().attractions) {
      if (country && attraction.country.slug !== country) continue;
      if (city && attraction.city.slug !== city) continue;
      found.add(attraction.category);
      found.add(attraction.subcategory);
      if (attraction.topic) found.add(attraction.topic);
    }
    return c.json({ filters: landingFilters(language, currency, found) });
  });

  app.get('/:api_version/landing/sorting', (c) =>
    c.json({ options: sortingOptions(requestView(c).language) }),
  );
}
