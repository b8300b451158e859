import type { PickupPoint, Requirement, RequirementField, ReservationCheck } from '@coras/api-client';
import type { CheckoutFieldHelp } from './messages';

/** The input a field needs. */
export type CheckoutFieldKind =
  | 'text'
  | 'email'
  | 'phone'
  | 'date'
  | 'number'
  | 'unit'
  | 'country'
  | 'select'
  | 'pickup'
  | 'checkbox';

/** Where a field sits on the payment page. */
export type CheckoutFieldScope = 'contact' | 'reservation' | 'ticket' | 'billing' | 'terms';

/** One field of the checkout form. */
export interface CheckoutField {
  /** The form value's name: `email`, `reservation_{id}_{field}`, `reservation_{id}_ticket_{ticketId}_{field}`. */
  name: string;
  /** The field without its reservation and ticket prefix (`passportNumber`). */
  field: string;
  kind: CheckoutFieldKind;
  required: boolean;
  scope: CheckoutFieldScope;
  reservationId?: string;
  ticketId?: string;
  /** The requirement it answers. */
  requirement?: RequirementField;
  /** The help text under it (spec 2 §5), as a code. */
  help?: CheckoutFieldHelp;
  /** Pickup points of a pickup_point requirement. */
  options?: PickupPoint[];
  /** The browser autofill token. */
  autocomplete?: string;
  /** The value the field starts with. */
  defaultValue?: string | boolean;
}

/** The whole checkout form. */
export interface CheckoutForm {
  fields: CheckoutField[];
  /** The reservations being paid for, in the check's order. */
  reservationIds: string[];
}

/** The form value a field holds: text, or the terms checkbox. */
export type CheckoutValues = Readonly<Record<string, string | boolean | undefined>>;

/** The default unit of height and weight, and the default phone country (spec 2 §3, §9). */
export const DEFAULT_HEIGHT_UNIT = 'cm';
export const DEFAULT_WEIGHT_UNIT = 'kg';
export const DEFAULT_PHONE_COUNTRY = 'US';

/**
 * The country the contact's phone is dialled from: the form's `phoneCountry`, else the default
 * (spec 2 §9, US). The phone field shows it and the confirmation dials it, so both agree.
 */
export function phoneCountry(values: CheckoutValues): string {
  const chosen = values.phoneCountry;
  return typeof chosen === 'string' && chosen.trim() !== '' ? chosen.trim() : DEFAULT_PHONE_COUNTRY;
}

/** `reservation_{id}_{field}` (spec 2 §3). */
export function reservationFieldName(reservationId: string, field: string): string {
  return `reservation_${reservationId}_${field}`;
}

/** `reservation_{id}_ticket_{ticketId}_{field}` (spec 2 §3). */
export function ticketFieldName(reservationId: string, ticketId: string, field: string): string {
  return `reservation_${reservationId}_ticket_${ticketId}_${field}`;
}

/**
 * The form fields that answer a requirement, with their kind (spec 2 §3 "Form value names"). Each
 * `field` is also the answer's `{key}` in the confirmation's metadata: the contract's
 * `ConfirmationMetadata` table lists the same names (`metadata.contract.test.ts` holds them equal).
 */
export const REQUIREMENT_FIELDS: Readonly<
  Record<RequirementField, readonly { field: string; kind: CheckoutFieldKind; help?: CheckoutFieldHelp }[]>
> = {
  first_name: [{ field: 'first_name', kind: 'text' }],
  second_name: [{ field: 'second_name', kind: 'text' }],
  phone_number: [{ field: 'phone', kind: 'phone' }],
  email: [{ field: 'email', kind: 'email', help: 'email' }],
  name: [{ field: 'name', kind: 'text' }],
  height: [
    { field: 'height', kind: 'number', help: 'safety' },
    { field: 'heightUnit', kind: 'unit' },
  ],
  weight: [
    { field: 'weight', kind: 'number', help: 'safety' },
    { field: 'weightUnit', kind: 'unit' },
  ],
  passport_number: [{ field: 'passportNumber', kind: 'text', help: 'passport' }],
  passport_nationality: [{ field: 'passportNationality', kind: 'country' }],
  passport_expiry_date: [{ field: 'passportExpiryDate', kind: 'date' }],
  date_of_birth: [{ field: 'dateOfBirth', kind: 'date' }],
  hotel_pickup: [{ field: 'hotelPickup', kind: 'text' }],
  pickup_point: [{ field: 'pickupPoint', kind: 'pickup' }],
};

const UNIT_DEFAULTS: Readonly<Record<string, string>> = {
  heightUnit: DEFAULT_HEIGHT_UNIT,
  weightUnit: DEFAULT_WEIGHT_UNIT,
};

function requirementFields(
  requirements: readonly Requirement[],
  scope: 'reservation' | 'ticket',
  reservationId: string,
  ticketId?: string,
): CheckoutField[] {
  const seen = new Set<string>();
  return requirements.flatMap((requirement) =>
    (REQUIREMENT_FIELDS[requirement.field] ?? []).flatMap((entry) => {
      if (seen.has(entry.field)) return [];
      seen.add(entry.field);
      const name =
        ticketId === undefined
          ? reservationFieldName(reservationId, entry.field)
          : ticketFieldName(reservationId, ticketId, entry.field);
      const field: CheckoutField = {
        name,
        field: entry.field,
        kind: entry.kind,
        required: true,
        scope,
        reservationId,
        requirement: requirement.field,
      };
      if (ticketId !== undefined) field.ticketId = ticketId;
      if (entry.help) field.help = entry.help;
      if (entry.kind === 'pickup') field.options = requirement.options ?? [];
      const unit = UNIT_DEFAULTS[entry.field];
      if (unit) field.defaultValue = unit;
      return [field];
    }),
  );
}

/**
 * The billing country a visitor most likely has: their locale's region (`de-DE` → `DE`, `fr-MA` →
 * `MA`), or none for a locale without one. Pre-chosen (issue 21), a native select that an arrow
 * key changes while tabbing past starts on a sensible country rather than on whatever the key hit.
 */
function localeCountry(locale: string | undefined): string | undefined {
  if (!locale) return undefined;
  try {
    return new Intl.Locale(locale).region;
  } catch {
    return undefined;
  }
}

/**
 * The checkout form of a reservation check (spec 2 §5): first and second name always; phone and
 * email only when the check lists them; each requirement of each reservation and ticket (height
 * and weight with their unit); billing address line 1, city, postcode and country (line 2
 * optional, the country pre-chosen from the visitor's `locale` when it names a region); and the
 * terms checkbox. Every listed field is required except address line 2.
 */
export function buildCheckoutForm(
  check: ReservationCheck,
  { locale }: { locale?: string } = {},
): CheckoutForm {
  const billingCountry = localeCountry(locale);
  const general = new Set(check.general.requirements.map((requirement) => requirement.field));
  const fields: CheckoutField[] = [
    {
      name: 'first_name',
      field: 'first_name',
      kind: 'text',
      required: true,
      scope: 'contact',
      autocomplete: 'given-name',
    },
    {
      name: 'second_name',
      field: 'second_name',
      kind: 'text',
      required: true,
      scope: 'contact',
      autocomplete: 'family-name',
    },
  ];
  if (general.has('email')) {
    fields.push({
      name: 'email',
      field: 'email',
      kind: 'email',
      required: true,
      scope: 'contact',
      help: 'email',
      autocomplete: 'email',
    });
  }
  if (general.has('phone_number')) {
    fields.push(
      {
        name: 'phoneCountry',
        field: 'phoneCountry',
        kind: 'country',
        required: true,
        scope: 'contact',
        defaultValue: DEFAULT_PHONE_COUNTRY,
        autocomplete: 'tel-country-code',
      },
      {
        name: 'phone',
        field: 'phone',
        kind: 'phone',
        required: true,
        scope: 'contact',
        autocomplete: 'tel-national',
      },
    );
  }
  for (const reservation of check.reservations) {
    fields.push(...requirementFields(reservation.requirements, 'reservation', reservation.id));
    for (const ticket of reservation.tickets) {
      fields.push(...requirementFields(ticket.requirements, 'ticket', reservation.id, ticket.id));
    }
  }
  fields.push(
    {
      name: 'addressLine1',
      field: 'addressLine1',
      kind: 'text',
      required: true,
      scope: 'billing',
      autocomplete: 'address-line1',
    },
    {
      name: 'addressLine2',
      field: 'addressLine2',
      kind: 'text',
      required: false,
      scope: 'billing',
      autocomplete: 'address-line2',
    },
    {
      name: 'city',
      field: 'city',
      kind: 'text',
      required: true,
      scope: 'billing',
      autocomplete: 'address-level2',
    },
    {
      name: 'postcode',
      field: 'postcode',
      kind: 'text',
      required: true,
      scope: 'billing',
      autocomplete: 'postal-code',
    },
    {
      name: 'country',
      field: 'country',
      kind: 'country',
      required: true,
      scope: 'billing',
      autocomplete: 'country',
      ...(billingCountry ? { defaultValue: billingCountry } : {}),
    },
    { name: 'terms', field: 'terms', kind: 'checkbox', required: true, scope: 'terms', defaultValue: false },
  );
  return { fields, reservationIds: check.reservations.map((reservation) => reservation.id) };
}

/**
 * The contact details among `values` (issue 29 §2): the values of `form`'s contact fields — names,
 * email, phone and its country — that hold text. What a checkout keeps for the next checkout of the
 * same booking session when its basket empties, and what that next form takes back: only the
 * fields it asks, so an answer it does not ask is never sent.
 *
 * @example
 * contactValues(form, { first_name: 'Ada', city: 'Dublin' }) // { first_name: 'Ada' }
 */
export function contactValues(form: CheckoutForm, values: CheckoutValues): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const field of form.fields) {
    const value = values[field.name];
    if (field.scope === 'contact' && typeof value === 'string' && value.trim() !== '')
      kept[field.name] = value;
  }
  return kept;
}

/** The values a form starts with: each field's default, else empty. */
export function initialCheckoutValues(form: CheckoutForm): Record<string, string | boolean> {
  return Object.fromEntries(form.fields.map((field) => [field.name, field.defaultValue ?? '']));
}
