import { array, boolean, type Check, integer, number, object, optional, record, string } from './check';

// The checks of what a visitor's first pages ask — the landing, locations, the search, an
// attraction — one per schema of openapi/coras-v2.yaml that their answers carry: the required
// fields, with their types. A chunk of its own, loaded as a client is created (`load.ts`); the
// booking's, checkout's and help's are in responses.ts, loaded when first needed.
// `responses.test.ts` proves both against the document, so they cannot drift apart.

const money = record(integer);
const imageEntry = object({ url: string, width: optional(integer), height: optional(integer) });
const media = imageEntry;
const category: Check = object({
  slug: string,
  name: string,
  subcategories: optional(array((v, p) => category(v, p))),
});

const location = object({
  location_type: string,
  name: string,
  slug: string,
  parent_location: optional(object({ slug: string })),
});

const attractionItem = object({
  id: string,
  title: string,
  price: money,
  category,
  date: string,
  timezone: string,
  images: array(imageEntry),
  rating: optional(number),
});

const filterOption: Check = object({
  label: string,
  value: string,
  options: optional(array((v, p) => filterOption(v, p))),
});

const navbarItem = object({ type: string, value: string, name: string });

/** The check of each browsing operation's success body, keyed `METHOD /path` as the document writes it. */
export const browsingChecks: Readonly<Record<string, Check>> = {
  'GET /{api_version}/locations/search': object({ popular: array(location), results: array(location) }),
  'GET /{api_version}/locations': object({
    regions: array(
      object({
        slug: string,
        name: string,
        countries: array(
          object({ slug: string, name: string, cities: array(object({ slug: string, name: string })) }),
        ),
      }),
    ),
  }),
  'GET /{api_version}/geolocation': object({ slug: string }),
  'GET /{api_version}/landing': object({
    sections: array(object({ type: string, order: integer, title: string, items: array(attractionItem) })),
  }),
  'GET /{api_version}/landing/filters': object({
    filters: array(object({ type: string, label: string, value: string, options: array(filterOption) })),
  }),
  'GET /{api_version}/landing/sorting': object({ options: array(object({ value: string, label: string })) }),
  'GET /{api_version}/search': object({
    results: array(navbarItem),
    popular: array(navbarItem),
    has_more: boolean,
  }),
  'GET /{api_version}/attractions': object({
    total: integer,
    results: array(
      object({
        attraction_id: string,
        attraction_name: string,
        images: record(string),
        min_price: money,
        timezone: string,
        rating: optional(number),
      }),
    ),
  }),
  'GET /{api_version}/attractions/{coras_attraction_id}': object({
    coras_attraction_id: string,
    attraction_type: string,
    attraction_name: string,
    timezone: string,
    sale_periods: array(object({ start: string, end: string })),
    media: array(media),
    first_instance_date: string,
    last_instance_date: string,
    price_types: array(object({ price_type_id: string, name: string })),
    max_tickets_per_order: optional(integer),
    max_booking_size: optional(integer),
  }),
};
