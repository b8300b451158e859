import type {
  Attraction,
  AttractionItem,
  Category,
  CurrencyCode,
  ImageEntry,
  Location,
  Media,
  PriceType,
  Reservation,
  SearchResultCard,
} from '@coras/api-client';
import { type AssetUrls, assetUrls } from './assets/urls';
import type { PriceTypeSeed } from './data/attractions';
import type { Catalog, CatalogAttraction, CatalogCity, CatalogCountry } from './data/catalog';
import { CATEGORY_TREE } from './data/categories';
import { displayName, t } from './data/i18n';
import { findOption, lastInstance, nextInstance, salePeriods, upcomingInstances } from './data/schedule';
import type { ReservationRecord } from './store/reservations';

// The API's shapes as views of the catalogue and the stores, in the caller's language and with
// asset URLs on the caller's origin. Routes compose these; nothing here changes state.

/** What every view needs to know about the request. */
export interface ViewContext {
  language: string;
  currency: CurrencyCode;
  /** Origin of asset URLs. */
  base: string;
  assets: AssetUrls;
  now: number;
}

/** A {@link ViewContext}; `base` is the origin of asset URLs. */
export function viewContext(
  language: string,
  currency: CurrencyCode,
  base: string,
  now: number,
): ViewContext {
  return { language, currency, base, assets: assetUrls(base), now };
}

/** The card category with the attraction's subcategory nested (spec 1 §3 "category (with slug)"). */
function categoryView(attraction: CatalogAttraction, language: string): Category {
  const top = CATEGORY_TREE.find((category) => category.slug === attraction.category);
  const sub = top?.subcategories.find((candidate) => candidate.slug === attraction.subcategory);
  return {
    slug: attraction.category,
    name: top ? t(top.name, language) : attraction.category,
    ...(sub ? { subcategories: [{ slug: sub.slug, name: t(sub.name, language) }] } : {}),
  };
}

/** A country as a `Location`, named in the request's language. */
export function countryView(country: CatalogCountry, context: ViewContext): Location {
  return {
    location_type: 'country',
    name: country.names[context.language] ?? country.names.en ?? country.slug,
    slug: country.slug,
    names: country.names,
    attractions_count: country.attractionsCount,
    image: context.assets.location(country.slug),
  };
}

/** A city as a `Location`, with its country as `parent_location`. */
export function cityView(city: CatalogCity, catalog: Catalog, context: ViewContext): Location {
  const country = catalog.country(city.country);
  const names = city.names as Record<string, string>;
  return {
    location_type: 'city',
    name: names[context.language] ?? city.names.en,
    slug: city.slug,
    names,
    parent_location: {
      slug: city.country,
      name: country?.names[context.language] ?? country?.names.en ?? city.country,
      location_type: 'country',
    },
    attractions_count: city.attractionsCount,
    image: context.assets.location(city.country, city.slug),
  };
}

/** Candidates the storefront picks from (spec 1 §5) before asking the CDN for 220–880 px widths. */
const CARD_SIZES: ReadonlyArray<readonly [number, number]> = [
  [440, 330],
  [880, 660],
  [400, 400],
];

/** The card renditions of the first image. */
function cardImages(attraction: CatalogAttraction, assets: AssetUrls): ImageEntry[] {
  // An attraction without photos has no renditions either (the client shows its placeholder).
  if (attraction.images.length === 0) return [];
  const images: ImageEntry[] = CARD_SIZES.map(([width, height]) => ({
    url: assets.attractionImage(attraction.id, 1, width, height),
    width,
    height,
  }));
  // spec 1 §5: entries without a size must be skipped by the client; some carry one to prove it.
  return attraction.unsizedImage ? [{ url: assets.attractionImage(attraction.id, 2) }, ...images] : images;
}

/** Every image of an attraction at its intrinsic size. */
function mediaView(attraction: CatalogAttraction, assets: AssetUrls): Media[] {
  return attraction.images.map((image, index) => ({
    url: assets.attractionImage(attraction.id, index + 1),
    width: image.width,
    height: image.height,
    alt: image.alt,
  }));
}

/** A landing card, dated by the next instance on or after `fromDate`; undefined when none is left. */
export function attractionItem(
  attraction: CatalogAttraction,
  context: ViewContext,
  fromDate?: string,
): AttractionItem | undefined {
  const next = nextInstance(attraction, context.now, fromDate);
  if (!next) return undefined;
  return {
    id: attraction.id,
    title: attraction.name,
    description: attraction.texts.summary,
    ...(attraction.rating === undefined ? {} : { rating: attraction.rating }),
    price: attraction.fromPrice,
    category: categoryView(attraction, context.language),
    date: next.start,
    timezone: attraction.timeZone,
    images: cardImages(attraction, context.assets),
    attraction_type: attraction.type,
  };
}

/** A search-page card (spec 1 §3). */
export function searchCard(
  attraction: CatalogAttraction,
  context: ViewContext,
  fromDate?: string,
): SearchResultCard {
  const plain =
    attraction.texts.summary ||
    attraction.texts.description
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return {
    attraction_id: attraction.id,
    attraction_name: attraction.name,
    images:
      attraction.images.length === 0
        ? {}
        : {
            image_w200_h200: context.assets.attractionImage(attraction.id, 1, 200, 200),
            image_w400_h400: context.assets.attractionImage(attraction.id, 1, 400, 400),
            image_w600_h600: context.assets.attractionImage(attraction.id, 1, 600, 600),
          },
    ...(attraction.rating === undefined ? {} : { rating: attraction.rating }),
    min_price: attraction.fromPrice,
    description: plain,
    upcoming_instances: upcomingInstances(attraction, context.now, 3, fromDate),
    timezone: attraction.timeZone,
    category: categoryView(attraction, context.language),
  };
}

/** A price type named in `language`. */
function priceTypeView(priceType: PriceTypeSeed, language: string): PriceType {
  return {
    price_type_id: priceType.id,
    name: t(priceType.name, language),
    ...(priceType.description ? { description: t(priceType.description, language) } : {}),
  };
}

/** The details page's attraction (spec 2 §3); tour copy only for tours, caps only where they apply. */
export function attractionView(
  attraction: CatalogAttraction,
  catalog: Catalog,
  context: ViewContext,
  related: AttractionItem[],
): Attraction {
  const first = nextInstance(attraction, context.now) ?? lastInstance(attraction);
  const last = lastInstance(attraction);
  const country = catalog.country(attraction.country.slug);
  const cityNames = attraction.city.names as Record<string, string>;
  const { texts } = attraction;
  const tour = attraction.type === 'TOUR';
  return {
    coras_attraction_id: attraction.id,
    attraction_type: attraction.type,
    attraction_name: attraction.name,
    timezone: attraction.timeZone,
    sale_periods: salePeriods(attraction),
    media: mediaView(attraction, context.assets),
    first_instance_date: first?.start ?? '',
    last_instance_date: last?.start ?? '',
    location_name: attraction.venue,
    address: attraction.address,
    city: cityNames[context.language] ?? attraction.city.names.en,
    city_slug: attraction.city.slug,
    country_name: country?.names[context.language] ?? country?.names.en ?? attraction.country.slug,
    country_slug: attraction.country.slug,
    description: texts.description,
    ...(attraction.seatMap ? { seat_map: context.assets.seatMap(attraction.id) } : {}),
    ...(attraction.seatingChart
      ? { seating_chart: seatingChartView(attraction.seatingChart, context.now) }
      : {}),
    ...(tour
      ? {
          summary: texts.summary,
          highlights: texts.highlights,
          itinerary: texts.itinerary,
          included: texts.included,
          excluded: texts.excluded,
          departure_point: texts.departure_point,
          please_note: texts.please_note,
          cancellation_policy: texts.cancellation_policy,
          languages: [...attraction.languages],
          ...(attraction.maxBookingSize === undefined ? {} : { max_booking_size: attraction.maxBookingSize }),
        }
      : attraction.maxTicketsPerOrder === undefined
        ? {}
        : { max_tickets_per_order: attraction.maxTicketsPerOrder }),
    duration: attraction.durationMinutes,
    price_types: attraction.priceTypes.map((priceType) => priceTypeView(priceType, context.language)),
    ...(attraction.rating === undefined ? {} : { rating: attraction.rating }),
    category: categoryView(attraction, context.language),
    min_price: attraction.fromPrice,
    related,
  };
}

/** How long the hold token of a chart the sandbox names is valid: the provider's default, 15 minutes. */
const HOLD_TOKEN_MS = 15 * 60_000;

/** An attraction's chart event, with a hold token valid for {@link HOLD_TOKEN_MS} from `now`. */
function seatingChartView(
  chart: { workspaceKey: string; eventKey: string },
  now: number,
): NonNullable<Attraction['seating_chart']> {
  return {
    workspace_key: chart.workspaceKey,
    event_key: chart.eventKey,
    hold_token: {
      hold_token: `sandbox-hold-${chart.eventKey}`,
      expires_at: new Date(now + HOLD_TOKEN_MS).toISOString(),
    },
  };
}

/** A language's name in itself, for `languages_spoken` ("Deutsch", "Español"). */
export function languageLabel(code: string): string {
  return displayName(code, 'language', code);
}

/** A basket item (spec 2 §3), counting `expires_in` down from the store's clock. */
export function reservationView(
  record: ReservationRecord,
  catalog: Catalog,
  context: ViewContext,
): Reservation {
  const attraction = catalog.attraction(record.attractionId);
  const option = attraction ? findOption(attraction, record.date, record.selectionId) : undefined;
  const priceTypes = new Map(attraction?.priceTypes.map((type) => [type.id, type]) ?? []);
  const pickup = attraction?.pickupPoints.find((point) => point.coras_pickup_id === record.pickupId);
  const cityNames = (attraction?.city.names ?? {}) as Record<string, string>;
  const { assets } = context;
  return {
    reservation_id: record.id,
    attraction_id: record.attractionId,
    attraction_name: attraction?.name ?? 'Unknown attraction',
    ...(attraction ? { attraction_type: attraction.type } : {}),
    number_of_tickets: record.tickets.length,
    total_price: record.totalPrice,
    currency: record.currency,
    expires_in: Math.ceil((record.expiresAt - context.now) / 1000),
    start_datetime: option?.start ?? `${record.date}T00:00:00Z`,
    timezone: attraction?.timeZone ?? 'UTC',
    ...(option ? { option_name: option.section.name } : {}),
    tour_language: record.tourLanguage,
    ...(attraction
      ? {
          location_name: attraction.venue,
          city: cityNames[context.language] ?? attraction.city.names.en,
          ...(attraction.images.length === 0
            ? {}
            : {
                images: {
                  image_w70_h70: assets.attractionImage(attraction.id, 1, 70, 70),
                  image_w100_h100: assets.attractionImage(attraction.id, 1, 100, 100),
                  image_w200_h200: assets.attractionImage(attraction.id, 1, 200, 200),
                },
              }),
          media: mediaView(attraction, assets),
        }
      : {}),
    pickup_point: pickup ?? null,
    tickets: record.tickets.map((ticket) => {
      const priceType = priceTypes.get(ticket.priceTypeId);
      return {
        ticket_id: ticket.ticketId,
        price_type_id: ticket.priceTypeId,
        name: priceType ? t(priceType.name, context.language) : ticket.priceTypeId,
        full_price: ticket.fullPrice,
        ...(ticket.section === undefined ? {} : { section: ticket.section }),
        ...(ticket.row === undefined ? {} : { row_name: ticket.row }),
        ...(ticket.seat === undefined ? {} : { seat_name: ticket.seat }),
        attendee_required: (attraction?.ticketRequirements.length ?? 0) > 0,
      };
    }),
    confirmed: record.status === 'paying' || record.transactionId !== undefined,
  };
}
