import type { FieldErrorValue, ReservationConfirmRequest } from '@coras/api-client';
import type { Catalog } from '../data/catalog';
import { billingCountry } from '../data/countries';
import { isIsoDate } from '../data/time';
import type { ReservationRecord } from '../store/reservations';
import { basketRequirements } from './requirements';

// Server-side validation of the checkout (spec 2 §5), answered in the shapes of spec 2 §8:
//   customer.{field}                        the buyer's fields and billing address
//   phone_number                            the buyer's phone
//   attendees → {index} → {field}           an entry of the request's `attendees` list
//   reservation_data.{id}.{field}           a reservation's answer; per-ticket answers use the
//                                           field `ticket_{ticketId}_{field}` ({field} the
//                                           requirement's API name: `passport_number`)
// Answers are read from `metadata` under the form's names, as the contract says:
// `reservation_{id}_{field}` and `reservation_{id}_ticket_{ticketId}_{field}`, {field} the form
// value name (`passportNumber`, `pickupPoint`).
// Each value is a list of messages; clients show the first.

export const MESSAGES = {
  required: 'This is a required field',
  email: 'Please enter a valid email address',
  dateFormat: 'Please enter a valid date in format YYYY-MM-DD',
  date: 'Please enter a valid date',
  passportExpired: 'Passport must not be expired',
  phone: 'Please enter a valid phone number',
  number: 'Please enter a valid number',
  country: 'Please select a country',
  pickup: 'Please choose a pickup point',
} as const;

/** The billing address fields, as the checkout form names them (spec 2 §3 "Form value names"). */
const BILLING_FIELDS = ['addressLine1', 'city', 'postcode', 'country'] as const;

/**
 * The form's name of a requirement's answer (`passport_number` → `passportNumber`): the contract
 * keys `metadata` answers as the checkout form names them (spec 2 §3 "Form value names"), while
 * error keys keep the requirement's API name.
 */
export const formFieldName = (field: string): string =>
  field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
// Spec 2 §5: an email needs an @. The sandbox checks no more than the storefront does, so a
// message the form accepts is never refused (and silently lost) here.
const isEmail = (value: string) => value.includes('@');
const isPhone = (value: string) => /^\+\d[\d\s-]{5,18}\d$/.test(value.trim());

/** A date answer's problem, if any; `rule` adds the field's own constraint. */
function dateProblem(value: string, rule?: (date: string) => string | undefined): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return MESSAGES.dateFormat;
  if (!isIsoDate(value.trim())) return MESSAGES.date;
  return rule?.(value.trim());
}

/** The problem of one per-ticket answer, if any. */
function ticketAnswerProblem(field: string, value: unknown, today: string): string | undefined {
  if (blank(value)) return MESSAGES.required;
  const text = String(value).trim();
  switch (field) {
    case 'height':
    case 'weight':
      return Number.isFinite(Number(text)) && Number(text) > 0 ? undefined : MESSAGES.number;
    case 'passport_nationality':
      return billingCountry(text) ? undefined : MESSAGES.country;
    case 'passport_expiry_date':
      return dateProblem(text, (date) => (date > today ? undefined : MESSAGES.passportExpired));
    case 'date_of_birth':
      return dateProblem(text, (date) => (date < today ? undefined : MESSAGES.date));
    default:
      return undefined;
  }
}

/**
 * The field errors of a confirmation of `basket` (the listed reservations, all held in the
 * session), or `undefined` when it can go ahead. `today` is the buyer's date for passport and
 * birth dates.
 */
export function confirmationErrors(
  body: ReservationConfirmRequest,
  basket: readonly ReservationRecord[],
  catalog: Catalog,
  today: string,
): Record<string, FieldErrorValue> | undefined {
  const errors: Record<string, FieldErrorValue> = {};
  const add = (key: string, message: string) => {
    errors[key] = [message];
  };
  const check = basketRequirements(basket, catalog);
  const metadata = (body.metadata ?? {}) as Record<string, unknown>;

  if (blank(body.first_name)) add('customer.first_name', MESSAGES.required);
  if (blank(body.second_name)) add('customer.second_name', MESSAGES.required);
  if (blank(body.email)) add('customer.email', MESSAGES.required);
  else if (!isEmail(body.email ?? '')) add('customer.email', MESSAGES.email);
  const phoneRequired = check.general.requirements.some(
    (requirement) => requirement.field === 'phone_number',
  );
  if (blank(body.phone_number)) {
    if (phoneRequired) add('phone_number', MESSAGES.required);
  } else if (!isPhone(body.phone_number ?? '')) add('phone_number', MESSAGES.phone);

  for (const field of BILLING_FIELDS) {
    if (blank(metadata[field])) add(`customer.${field}`, MESSAGES.required);
  }
  if (!blank(metadata.country) && !billingCountry(String(metadata.country)))
    add('customer.country', MESSAGES.country);

  const attendees = body.attendees ?? [];
  const attendeeErrors: Record<string, Record<string, string[]>> = {};
  attendees.forEach((attendee, index) => {
    const problems: Record<string, string[]> = {};
    if (blank(attendee.first_name)) problems.first_name = [MESSAGES.required];
    if (blank(attendee.second_name)) problems.second_name = [MESSAGES.required];
    if (!blank(attendee.email) && !isEmail(attendee.email ?? '')) problems.email = [MESSAGES.email];
    if (!blank(attendee.phone_number) && !isPhone(attendee.phone_number ?? ''))
      problems.phone_number = [MESSAGES.phone];
    if (Object.keys(problems).length) attendeeErrors[String(index)] = problems;
  });
  if (Object.keys(attendeeErrors).length) errors.attendees = attendeeErrors;
  const attendeeTickets = new Set(attendees.map((attendee) => attendee.ticket_id));

  for (const reservation of check.reservations) {
    const record = basket.find((candidate) => candidate.id === reservation.id);
    const prefix = `reservation_data.${reservation.id}`;
    for (const { field, options } of reservation.requirements) {
      const answer = metadata[`reservation_${reservation.id}_${formFieldName(field)}`];
      if (field === 'pickup_point') {
        const chosen = record?.pickupId ?? (blank(answer) ? undefined : String(answer));
        if (!chosen) add(`${prefix}.pickup_point`, MESSAGES.required);
        else if (!options?.some((option) => option.coras_pickup_id === chosen))
          add(`${prefix}.pickup_point`, MESSAGES.pickup);
      } else if (field === 'hotel_pickup') {
        if (blank(record?.pickupEntry) && blank(answer)) add(`${prefix}.hotel_pickup`, MESSAGES.required);
      }
    }
    for (const ticket of reservation.tickets) {
      for (const { field } of ticket.requirements) {
        const key = `ticket_${ticket.id}_${field}`;
        if (field === 'name') {
          if (!attendeeTickets.has(ticket.id)) add(`${prefix}.${key}`, MESSAGES.required);
          continue;
        }
        const answer = metadata[`reservation_${reservation.id}_ticket_${ticket.id}_${formFieldName(field)}`];
        const problem = ticketAnswerProblem(field, answer, today);
        if (problem) add(`${prefix}.${key}`, problem);
      }
    }
  }
  return Object.keys(errors).length ? errors : undefined;
}
