import type {
  Attendee,
  CountryEntry,
  Reservation,
  ReservationConfirmRequest,
  ReservationUpdateRequest,
} from '@coras/api-client';
import { dialCode, internationalPhoneNumber } from './countries';
import type { CheckoutForm, CheckoutValues } from './form';
import { phoneCountry, reservationFieldName, ticketFieldName } from './form';
import type { AttendeeRef } from './server-errors';

const text = (values: CheckoutValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * A full name split on whitespace (spec 2 §7): the first word and the rest; with one word, that
 * word for both.
 */
export function splitName(name: string): { first: string; last: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.length > 0 ? rest.join(' ') : first };
}

/**
 * The tickets that need an attendee, in the order their attendees are sent (the index the
 * server's `attendees.{index}` errors refer to).
 */
export function attendeeTickets(
  reservations: readonly Pick<Reservation, 'reservation_id' | 'tickets'>[],
): AttendeeRef[] {
  return reservations.flatMap((reservation) =>
    reservation.tickets
      .filter((ticket) => ticket.attendee_required)
      .map((ticket) => ({ reservationId: reservation.reservation_id, ticketId: ticket.ticket_id })),
  );
}

/** What the confirmation needs besides the form. */
export interface ConfirmationInput {
  form: CheckoutForm;
  values: CheckoutValues;
  /** The fetched basket, for `attendee_required` tickets. */
  reservations: readonly Pick<Reservation, 'reservation_id' | 'tickets'>[];
  /** The countries list, for the phone's dialling code. */
  countries: readonly CountryEntry[];
  /** Anything the integrator adds to `metadata`. */
  metadata?: Record<string, unknown>;
}

/** The billing address as the form holds it. */
export function billingAddress(values: CheckoutValues) {
  return {
    addressLine1: text(values, 'addressLine1'),
    addressLine2: text(values, 'addressLine2'),
    city: text(values, 'city'),
    postcode: text(values, 'postcode'),
    country: text(values, 'country'),
  };
}

/** The contact's phone number with a leading + (empty when none was asked). */
export function contactPhoneNumber(values: CheckoutValues, countries: readonly CountryEntry[]): string {
  return internationalPhoneNumber(dialCode(countries, phoneCountry(values)), text(values, 'phone'));
}

/**
 * The body of the reservations confirmation (spec 2 §7): the contact with the phone in
 * international form, the reservation ids (each once), the per-reservation and per-ticket answers plus the
 * billing address as `metadata` (each keyed by the form's name: the contract's
 * `ConfirmationMetadata` rule), and one attendee per ticket that requires one (its own name field
 * when it has one, else the contact's name).
 */
export function buildConfirmRequest(input: ConfirmationInput): ReservationConfirmRequest {
  const { form, values, countries } = input;
  const answers: Record<string, string> = {};
  for (const field of form.fields) {
    if (field.scope === 'reservation' || field.scope === 'ticket') {
      const value = text(values, field.name);
      if (value !== '') answers[field.name] = value;
    }
  }
  const phone = contactPhoneNumber(values, countries);
  const email = text(values, 'email');
  const countryCode = text(values, 'phoneCountry');
  const attendees: Attendee[] = attendeeTickets(input.reservations).map((ref) => {
    const own = text(values, ticketFieldName(ref.reservationId, ref.ticketId, 'name'));
    const { first, last } = own
      ? splitName(own)
      : { first: text(values, 'first_name'), last: text(values, 'second_name') };
    const attendee: Attendee = { ticket_id: ref.ticketId, first_name: first, second_name: last };
    if (countryCode) attendee.country_code = countryCode;
    if (phone) attendee.phone_number = phone;
    if (email) attendee.email = email;
    return attendee;
  });
  const request: ReservationConfirmRequest = {
    first_name: text(values, 'first_name'),
    second_name: text(values, 'second_name'),
    email,
    phone_number: phone,
    // Each once (the contract's uniqueItems): a reservation listed twice would be paid for twice.
    reservations: [...new Set(form.reservationIds)],
    // The contract (ConfirmationMetadata): answers and the billing address side by side, each
    // under the form's name.
    metadata: { ...input.metadata, ...answers, ...billingAddress(values) },
  };
  if (attendees.length > 0) request.attendees = attendees;
  return request;
}

/**
 * The pickup updates to send before confirming (spec 2 §7): one per reservation whose pickup point
 * was chosen, with the hotel pickup text as the entry when there is one.
 */
export function pickupUpdates(
  form: CheckoutForm,
  values: CheckoutValues,
): { reservationId: string; body: ReservationUpdateRequest }[] {
  return form.reservationIds.flatMap((reservationId) => {
    const pickup = text(values, reservationFieldName(reservationId, 'pickupPoint'));
    if (pickup === '') return [];
    const entry = text(values, reservationFieldName(reservationId, 'hotelPickup'));
    return [{ reservationId, body: { pickup_id: pickup, pickup_entry: entry === '' ? null : entry } }];
  });
}

/** The billing details the card provider receives (spec 2 §7). */
export interface CardBillingDetails {
  name: string;
  email: string;
  phone: string;
  address: { line1: string; line2: string; city: string; postal_code: string; country: string };
}

/** The card provider's billing details from the form. */
export function cardBillingDetails(
  values: CheckoutValues,
  countries: readonly CountryEntry[],
): CardBillingDetails {
  const billing = billingAddress(values);
  return {
    name: [text(values, 'first_name'), text(values, 'second_name')].filter(Boolean).join(' '),
    email: text(values, 'email'),
    phone: contactPhoneNumber(values, countries),
    address: {
      line1: billing.addressLine1,
      line2: billing.addressLine2,
      city: billing.city,
      postal_code: billing.postcode,
      country: billing.country.toUpperCase(),
    },
  };
}
