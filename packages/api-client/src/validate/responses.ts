import { array, boolean, type Check, integer, object, oneOf, optional, record, string } from './check';

// The checks of the booking's, the checkout's and the help pages' answers, one per schema of
// openapi/coras-v2.yaml that they carry: the required fields, with their types. A chunk of its
// own, loaded when a client first needs it (`load.ts`); what a visitor's first pages ask is checked
// by browsing.ts. `responses.test.ts` proves both against the document, so they cannot drift apart.

const money = record(integer);

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

/** The check of each other operation's success body, keyed `METHOD /path` as the document writes it. */
export const responseChecks: Readonly<Record<string, Check>> = {
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
