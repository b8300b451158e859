import type { RequirementField } from '@coras/api-client';
import { REQUIREMENT_FIELDS, reservationFieldName, ticketFieldName } from './form';
import type { CheckoutMessage } from './messages';

/** The ticket an attendee of the confirmation stands for, by its index in `attendees`. */
export interface AttendeeRef {
  reservationId: string;
  ticketId: string;
}

/** Field errors placed on the form, and the card error shown when none could be placed. */
export interface MappedServerErrors {
  /** Form field name → the server's words. */
  fieldErrors: Record<string, CheckoutMessage>;
  /** `generic` ('An error occurred. Please try again.') when no field error could be placed. */
  cardError: CheckoutMessage | undefined;
  /** Keys that matched no field (logged by the caller). */
  unmapped: Record<string, string>;
}

const CONTACT_FIELDS: Readonly<Record<string, string>> = {
  first_name: 'first_name',
  second_name: 'second_name',
  last_name: 'second_name',
  email: 'email',
  phone_number: 'phone',
  phone: 'phone',
  country_code: 'phoneCountry',
  addressLine1: 'addressLine1',
  addressLine2: 'addressLine2',
  city: 'city',
  postcode: 'postcode',
  country: 'country',
};

const ATTENDEE_FIELDS: Readonly<Record<string, string>> = {
  first_name: 'name',
  second_name: 'name',
  name: 'name',
  email: 'email',
  phone_number: 'phone',
  country_code: 'phone',
};

/** The form field of an API requirement name (`passport_number` → `passportNumber`), else the name itself. */
function formField(field: string): string {
  const entries = Object.hasOwn(REQUIREMENT_FIELDS, field)
    ? REQUIREMENT_FIELDS[field as RequirementField]
    : undefined;
  return entries?.[0]?.field ?? field;
}

/**
 * Places a validation answer's field errors on the form (spec 2 §8). The keys are those of
 * `CorasApiError.fieldErrors`, flattened to dots with the first message of each list:
 * - `customer.{field}` and bare contact keys set that contact or billing field (`phone_number` → phone);
 * - `attendees.{index}.{field}` sets the field of the ticket that attendee stands for;
 * - `reservation_data.{id}.{field}` sets that reservation's field.
 * When nothing could be placed, the card error is `generic` ('An error occurred. Please try again.').
 */
export function mapServerErrors(
  errors: Readonly<Record<string, string>> | undefined,
  attendees: readonly AttendeeRef[] = [],
): MappedServerErrors {
  const fieldErrors: Record<string, CheckoutMessage> = {};
  const unmapped: Record<string, string> = {};
  const place = (name: string, text: string) => {
    if (!(name in fieldErrors)) fieldErrors[name] = { code: 'text', text };
  };
  for (const [key, message] of Object.entries(errors ?? {})) {
    const parts = key.split('.');
    const [head, second, third] = parts;
    if (head === 'customer' && parts.length === 2 && second !== undefined) {
      place(CONTACT_FIELDS[second] ?? second, message);
    } else if (parts.length === 1 && head !== undefined && Object.hasOwn(CONTACT_FIELDS, head)) {
      place(CONTACT_FIELDS[head] as string, message);
    } else if (head === 'attendees' && parts.length === 3 && second !== undefined && third !== undefined) {
      const ref = /^\d+$/.test(second) ? attendees[Number(second)] : undefined;
      if (ref)
        place(
          ticketFieldName(ref.reservationId, ref.ticketId, ATTENDEE_FIELDS[third] ?? formField(third)),
          message,
        );
      else unmapped[key] = message;
    } else if (
      head === 'reservation_data' &&
      parts.length === 3 &&
      second !== undefined &&
      third !== undefined
    ) {
      place(reservationFieldName(second, formField(third)), message);
    } else {
      unmapped[key] = message;
    }
  }
  const cardError: CheckoutMessage | undefined =
    Object.keys(fieldErrors).length === 0 ? { code: 'generic' } : undefined;
  return { fieldErrors, cardError, unmapped };
}
