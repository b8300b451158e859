import type { Attraction, CurrencyCode } from '@coras/api-client';
import { htmlToText } from '../availability/text';
import { priceIn, toMajorUnits } from '../money/money';
import { type JsonLd, SCHEMA } from './json-ld';

/** schema.org's `ItemAvailability` values an attraction's offer can take. */
export type OfferAvailability = 'InStock' | 'PreOrder' | 'SoldOut';

/**
 * Whether the attraction can be bought at `now`: `InStock` inside a sale period, `PreOrder`
 * before the first one opens, `SoldOut` once every period has closed or the last date has passed.
 */
export function offerAvailability(
  attraction: Pick<Attraction, 'sale_periods' | 'last_instance_date'>,
  now: Date,
): OfferAvailability {
  const time = now.getTime();
  if (Date.parse(attraction.last_instance_date) < time) return 'SoldOut';
  const periods = attraction.sale_periods.map(({ start, end }) => ({
    start: Date.parse(start),
    end: Date.parse(end),
  }));
  if (periods.some(({ start, end }) => start <= time && time < end)) return 'InStock';
  return periods.some(({ start }) => start > time) ? 'PreOrder' : 'SoldOut';
}

export interface AttractionJsonLdOptions {
  /** The currency the page shows its prices in; the offer names the lowest price in it. */
  currency: CurrencyCode;
  /** The details page's own absolute address: the node's and the offer's `url`. */
  url: string;
  /** When the page is rendered: decides the offer's availability. */
  now: Date;
}

/**
 * The details page's schema.org node for search engines: an `Event` for a theatre or sport
 * performance (with its first and last date), a `TouristAttraction` otherwise; its name, text,
 * images, place, rating and an `Offer` of the lowest price in the page's currency.
 * Fields the API leaves out are left out (never an empty string or a zero price).
 */
export function attractionJsonLd(
  attraction: Attraction,
  { currency, url, now }: AttractionJsonLdOptions,
): JsonLd {
  const description = htmlToText(attraction.summary || attraction.description || '');
  const images = attraction.media.map((image) => image.url).filter(Boolean);
  const lowest = priceIn(attraction.min_price, currency);
  const place = placeOf(attraction);
  const event = attraction.attraction_type === 'THEATER';
  return {
    '@context': SCHEMA,
    '@type': event ? 'Event' : 'TouristAttraction',
    name: attraction.attraction_name,
    url,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(event
      ? {
          startDate: attraction.first_instance_date,
          endDate: attraction.last_instance_date,
          eventStatus: `${SCHEMA}/EventScheduled`,
          ...(place ? { location: place } : {}),
        }
      : place && 'address' in place
        ? { address: place.address }
        : {}),
    ...(attraction.rating !== undefined && attraction.rating > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: attraction.rating,
            bestRating: 5,
            worstRating: 0,
          },
        }
      : {}),
    ...(lowest !== undefined
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: toMajorUnits(lowest, currency),
            priceCurrency: currency,
            availability: `${SCHEMA}/${offerAvailability(attraction, now)}`,
          },
        }
      : {}),
  };
}

/** Where the attraction is, as a schema.org `Place`, or nothing when the API names no place. */
function placeOf(attraction: Attraction): JsonLd | undefined {
  const address: Record<string, string> = {};
  if (attraction.address) address.streetAddress = attraction.address;
  if (attraction.city) address.addressLocality = attraction.city;
  if (attraction.country_name) address.addressCountry = attraction.country_name;
  const hasAddress = Object.keys(address).length > 0;
  if (!attraction.location_name && !hasAddress) return undefined;
  return {
    '@type': 'Place',
    ...(attraction.location_name ? { name: attraction.location_name } : {}),
    ...(hasAddress ? { address: { '@type': 'PostalAddress', ...address } } : {}),
  };
}
