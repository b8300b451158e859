import {
  array,
  boolean,
  type Check,
  integer,
  number,
  object,
  oneOf,
  optional,
  record,
  string,
} from './check';

// One check per schema of openapi/coras-v2.yaml that an answer carries: its required fields, with
// their types. `responses.test.ts` proves each against the document, so they cannot drift apart.

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

const optionPrice = object({
  price_type_id: string,
  price_type_name: string,
  number_of_tickets: integer,
  price: money,
  full_price: money,
});

const pickupPoint = object({ coras_pickup_id: string, pickup_name: string });

const reservation = object({
  reservation_id: string,
  attraction_name: string,
  number_of_tickets: integer,
  total_price: integer,
  currency: string,
  expires_in: integer,
  start_datetime: string,
  timezone: string,
  tickets: array(object({ ticket_id: string, price_type_id: string, name: string, full_price: integer })),
  pickup_point: optional(pickupPoint),
});

const requirement = object({ field: string, options: optional(array(pickupPoint)) });
const requirements = array(requirement);

const reservationConfirmation = object({ transaction_id: string, user_id: string, client_secret: string });

const pageItem: Check = object({ items: optional(array((v, p) => pageItem(v, p))) });

/** The check of each operation's success body, keyed `METHOD /path` as the document writes it. */
export const responseChecks: Readonly<Record<string, Check>> = {
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
  'POST /{api_version}/booking-session': object({ session_id: string }),
  'POST /{api_version}/availability/check': object({
    options: array(
      object({
        selection_id: string,
        available: boolean,
        name: string,
        start_datetime: string,
        timezone: string,
        languages_spoken: optional(record(string)),
        prices: array(optionPrice),
        max_full_price: money,
        max_booking_fee: money,
      }),
    ),
  }),
  'GET /{api_version}/reservations': object({ reservations: array(reservation), total_price: integer }),
  'POST /{api_version}/reservations': oneOf(reservation, reservationConfirmation),
  'GET /{api_version}/reservations/check': object({
    general: object({ requirements }),
    reservations: array(
      object({ id: string, requirements, tickets: array(object({ id: string, requirements })) }),
    ),
  }),
  'PATCH /{api_version}/reservations/{reservation_id}': reservation,
  'PUT /{api_version}/reservations/{reservation_id}': reservation,
  'GET /{api_version}/countries/{language_code}': object({
    countries: array(object({ name: string, code: string, phone_code: string })),
  }),
  'GET /{api_version}/users/{customer_id}/transactions': object({
    transactions: array(object({ reference_id: string, status: string })),
  }),
  'GET /{api_version}/pages/{page_slug}': object({
    title: string,
    content: object({ sections: array(object({ items: optional(array(pageItem)) })) }),
  }),
  'GET /{api_version}/customer-support/subjects': object({
    subjects: array(object({ value: string, label: string })),
  }),
  'POST /{api_version}/customer-support': object({ id: string }),
};

/** Operations whose success answer has no body. */
export const noContent: ReadonlySet<string> = new Set([
  'DELETE /{api_version}/reservations/{reservation_id}',
]);
