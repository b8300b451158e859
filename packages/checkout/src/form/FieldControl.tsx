import type { CountryEntry } from '@coras/api-client';
import { type CheckoutField, showsFieldStatus } from '@coras/booking-core';
import { TextField } from '@coras/ui';
import type { ReactNode } from 'react';
import type { CheckoutMessageKey } from '../i18n/messages/en-GB';
import { type CheckoutTranslate, translateFieldHelp } from '../i18n/translate';
import * as styles from './CheckoutForm.css';
import { PickupField } from './PickupField';
import { SelectField } from './SelectField';

/** A field's label key: the form value name of spec 2 §3 in the catalogue. */
const LABELS: Readonly<Record<string, CheckoutMessageKey>> = {
  first_name: 'checkout.field.firstName',
  second_name: 'checkout.field.secondName',
  email: 'checkout.field.email',
  phone: 'checkout.field.phone',
  addressLine1: 'checkout.field.addressLine1',
  addressLine2: 'checkout.field.addressLine2',
  city: 'checkout.field.city',
  postcode: 'checkout.field.postcode',
  country: 'checkout.field.country',
  name: 'checkout.field.name',
  height: 'checkout.field.height',
  heightUnit: 'checkout.field.heightUnit',
  weight: 'checkout.field.weight',
  weightUnit: 'checkout.field.weightUnit',
  passportNumber: 'checkout.field.passportNumber',
  passportNationality: 'checkout.field.passportNationality',
  passportExpiryDate: 'checkout.field.passportExpiryDate',
  dateOfBirth: 'checkout.field.dateOfBirth',
  hotelPickup: 'checkout.field.hotelPickup',
  pickupPoint: 'checkout.field.pickupPoint',
};

/** The units a measurement may be given in; the first is booking-core's default. */
const UNITS: Readonly<Record<string, readonly (readonly [string, CheckoutMessageKey])[]>> = {
  heightUnit: [
    ['cm', 'checkout.unit.cm'],
    ['in', 'checkout.unit.in'],
  ],
  weightUnit: [
    ['kg', 'checkout.unit.kg'],
    ['lb', 'checkout.unit.lb'],
  ],
};

/** A field's label in the visitor's language. */
export function fieldLabel(t: CheckoutTranslate, field: Pick<CheckoutField, 'field'>): string {
  const key = LABELS[field.field];
  return key ? t(key) : field.field;
}

/**
 * The `autocomplete` token of a field, so browser autofill puts the right thing in it: the contact
 * and the billing address (in the `billing` section) from booking-core's tokens; an attendee's name
 * and date of birth in a section of their own ticket, so autofill can tell the travellers apart;
 * `off` for what no autofill profile holds (passport, height, weight, pickup).
 */
export function autocompleteToken(field: CheckoutField): string {
  if (field.scope === 'billing' && field.autocomplete) return `billing ${field.autocomplete}`;
  if (field.scope === 'contact' && field.autocomplete) return field.autocomplete;
  if (field.scope === 'ticket' && field.ticketId) {
    const section = `section-${field.ticketId.replace(/[^A-Za-z0-9-]/g, '-')}`;
    if (field.field === 'name') return `${section} name`;
    if (field.field === 'dateOfBirth') return `${section} bday`;
  }
  return 'off';
}

/** What every field needs from the form. */
export interface FieldContext {
  values: Readonly<Record<string, string | boolean>>;
  /** The messages to show, by field name (already translated). */
  errors: Readonly<Record<string, string>>;
  /** A submit was attempted: fields show their error or success state. */
  validated: boolean;
  onChange(name: string, value: string | boolean): void;
  countries: readonly CountryEntry[];
  t: CheckoutTranslate;
  disabled: boolean;
}

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : '');

/** A country `<select>` of the countries list, by ISO code. */
function countryOptions(countries: readonly CountryEntry[]) {
  return countries.map((country) => ({ value: country.code, label: country.name }));
}

/**
 * One field of the checkout form from booking-core's model: text, email, date (YYYY-MM-DD), a
 * measurement with its unit, a country, or a pickup point; each with its label, help text
 * (spec 2 §5, verbatim), error and autofill token.
 */
export function FieldControl({
  field,
  unit,
  context,
}: {
  field: CheckoutField;
  /** The unit field of a height or weight. */
  unit?: CheckoutField | undefined;
  context: FieldContext;
}): ReactNode {
  const { values, errors, validated, onChange, countries, t, disabled } = context;
  const label = fieldLabel(t, field);
  const error = errors[field.name];
  const helpText = field.help ? translateFieldHelp(t, field.help) : undefined;
  const value = text(values[field.name]);
  const autoComplete = autocompleteToken(field);
  const shown = validated && showsFieldStatus(field, value);

  switch (field.kind) {
    case 'country':
      return (
        <SelectField
          name={field.name}
          label={label}
          value={value}
          options={countryOptions(countries)}
          placeholder={t('checkout.field.chooseCountry')}
          onValueChange={(next) => onChange(field.name, next)}
          autoComplete={autoComplete}
          error={validated ? error : undefined}
          helpText={helpText}
          required={field.required}
          disabled={disabled}
        />
      );
    case 'pickup':
      return (
        <PickupField
          name={field.name}
          label={label}
          options={field.options ?? []}
          value={value}
          onValueChange={(next) => onChange(field.name, next)}
          error={validated ? error : undefined}
          disabled={disabled}
        />
      );
    case 'number': {
      const measurement = (
        <TextField
          name={field.name}
          label={label}
          type="text"
          inputMode="decimal"
          autoComplete={autoComplete}
          value={value}
          onValueChange={(next) => onChange(field.name, next)}
          validated={shown}
          error={error}
          helpText={helpText}
          disabled={disabled}
          aria-required={field.required || undefined}
        />
      );
      if (!unit) return measurement;
      const units = UNITS[unit.field] ?? [];
      return (
        <div className={styles.measure}>
          {measurement}
          <SelectField
            className={styles.unit}
            name={unit.name}
            label={fieldLabel(t, unit)}
            hideLabel
            value={text(values[unit.name])}
            options={units.map(([code, key]) => ({ value: code, label: t(key) }))}
            onValueChange={(next) => onChange(unit.name, next)}
            autoComplete="off"
            error={validated ? errors[unit.name] : undefined}
            disabled={disabled}
          />
        </div>
      );
    }
    default:
      return (
        <TextField
          name={field.name}
          label={label}
          type={field.kind === 'email' ? 'email' : 'text'}
          {...(field.kind === 'date'
            ? { placeholder: t('checkout.field.datePlaceholder'), inputMode: 'numeric' as const }
            : {})}
          autoComplete={autoComplete}
          value={value}
          onValueChange={(next) => onChange(field.name, next)}
          validated={shown}
          error={error}
          helpText={helpText}
          disabled={disabled}
          aria-required={field.required || undefined}
        />
      );
  }
}
