import { describe, expect, it } from 'vitest';
import { attraction } from '../testing/fixtures.test-utils';
import { attractionJsonLd, offerAvailability } from './structured-data';

const url = 'https://shop.example/en-GB/EUR/att-1';
const inSale = new Date('2026-05-10T12:00:00Z');

describe('offerAvailability', () => {
  it.each([
    ['before the first sale period opens', '2026-04-01T00:00:00Z', 'PreOrder'],
    ['inside a sale period', '2026-05-10T12:00:00Z', 'InStock'],
    ['after every sale period has closed', '2026-06-02T00:00:00Z', 'SoldOut'],
  ] as const)('%s: %s', (_when, now, expected) => {
    const tour = attraction({ last_instance_date: '2026-12-31T09:00:00Z' });
    expect(offerAvailability(tour, new Date(now))).toBe(expected);
  });

  it('is sold out once the last date has passed, even inside a sale period', () => {
    const tour = attraction({ last_instance_date: '2026-05-05T09:00:00Z' });
    expect(offerAvailability(tour, inSale)).toBe('SoldOut');
  });

  it('is on sale between two periods only when a later one is to come (pre-order)', () => {
    const tour = attraction({
      last_instance_date: '2026-12-31T09:00:00Z',
      sale_periods: [
        { start: '2026-01-01T00:00:00Z', end: '2026-02-01T00:00:00Z' },
        { start: '2026-07-01T00:00:00Z', end: '2026-08-01T00:00:00Z' },
      ],
    });
    expect(offerAvailability(tour, inSale)).toBe('PreOrder');
  });
});

describe('attractionJsonLd', () => {
  it('describes a tour as a tourist attraction with its text, images, address, rating and lowest price', () => {
    const tour = attraction({
      summary: '<p>Walk the old town&nbsp;with a guide.</p>',
      media: [{ url: 'https://img.example/1.jpg' }, { url: 'https://img.example/2.jpg' }],
      address: '1 Main Street',
      city: 'Dublin',
      country_name: 'Ireland',
      rating: 4.6,
      min_price: { EUR: 2490, JPY: 367600 },
    });
    expect(attractionJsonLd(tour, { currency: 'EUR', url, now: inSale })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TouristAttraction',
      name: 'Cliffs of Moher tour',
      url,
      description: 'Walk the old town with a guide.',
      image: ['https://img.example/1.jpg', 'https://img.example/2.jpg'],
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Main Street',
        addressLocality: 'Dublin',
        addressCountry: 'Ireland',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, bestRating: 5, worstRating: 0 },
      offers: {
        '@type': 'Offer',
        url,
        price: 24.9,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('gives the price in the major units of the page currency, not the first one the API lists', () => {
    const tour = attraction({ min_price: { EUR: 2490, JPY: 367600 } });
    const node = attractionJsonLd(tour, { currency: 'JPY', url, now: inSale });
    expect(node.offers).toMatchObject({ price: 3676, priceCurrency: 'JPY' });
  });

  it('describes a theatre or sport performance as an Event with its dates and venue', () => {
    const show = attraction({
      attraction_type: 'THEATER',
      attraction_name: 'Swan Lake',
      location_name: 'Bord Gáis Energy Theatre',
      city: 'Dublin',
      first_instance_date: '2026-05-20T19:30:00+01:00',
      last_instance_date: '2026-05-24T19:30:00+01:00',
      min_price: { GBP: 3500 },
    });
    expect(attractionJsonLd(show, { currency: 'GBP', url, now: inSale })).toMatchObject({
      '@type': 'Event',
      name: 'Swan Lake',
      startDate: '2026-05-20T19:30:00+01:00',
      endDate: '2026-05-24T19:30:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: 'Bord Gáis Energy Theatre',
        address: { '@type': 'PostalAddress', addressLocality: 'Dublin' },
      },
      offers: { '@type': 'Offer', price: 35, priceCurrency: 'GBP' },
    });
  });

  it('leaves out what the API does not give: no price in the currency, no rating, no text, no place', () => {
    const bare = attractionJsonLd(attraction({ min_price: { USD: 1000 }, rating: 0 }), {
      currency: 'EUR',
      url,
      now: inSale,
    });
    expect(Object.keys(bare).sort()).toEqual(['@context', '@type', 'name', 'url']);
  });
});
