import { isDateOnly, todayDateOnly } from '../dates/dates';
import type { CheckoutField, CheckoutForm, CheckoutValues } from './form';
import type { CheckoutMessage, FieldMessage } from './messages';

/** What date rules need: the current instant and the zone "today" is measured in. */
export interface ValidationContext {
  now: number;
  timeZone: string;
}

const isBlankValue = (value: string | boolean | undefined) =>
  value === undefined || value === false || (typeof value === 'string' && value.trim() === '');

/**
 * Why one field is invalid, or `undefined` when it is valid (spec 2 §5): a blank required field is
 * `required` (the terms checkbox must be ticked); an email needs an @ (`email`); a date must be
 * YYYY-MM-DD (`dateFormat`) and a real date (`dateInvalid`); a passport expiry date must be after
 * today (`passportExpired`).
 */
export function validateField(
  field: Pick<CheckoutField, 'kind' | 'required' | 'field'>,
  value: string | boolean | undefined,
  context: ValidationContext,
): FieldMessage | undefined {
  if (isBlankValue(value)) return field.required ? { code: 'required' } : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (field.kind === 'email' && !text.includes('@')) return { code: 'email' };
  if (field.kind === 'date') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return { code: 'dateFormat' };
    if (!isDateOnly(text)) return { code: 'dateInvalid' };
    if (field.field === 'passportExpiryDate') {
      const today =
        todayDateOnly(context.now, context.timeZone) ?? (todayDateOnly(context.now, 'UTC') as string);
      if (text <= today) return { code: 'passportExpired' };
    }
  }
  return undefined;
}

/** The result of validating the whole form. */
export interface CheckoutValidation {
  /** Field name → why it is invalid. */
  fieldErrors: Record<string, FieldMessage>;
  /** `atLeastOneReservation` when the basket is empty. */
  formError: { code: 'atLeastOneReservation' } | undefined;
  valid: boolean;
}

/** Validates every field, and that at least one reservation is being paid for (spec 2 §5). */
export function validateCheckout(
  form: CheckoutForm,
  values: CheckoutValues,
  context: ValidationContext,
): CheckoutValidation {
  const fieldErrors: Record<string, FieldMessage> = {};
  for (const field of form.fields) {
    const message = validateField(field, values[field.name], context);
    if (message) fieldErrors[field.name] = message;
  }
  const formError =
    form.reservationIds.length === 0 ? ({ code: 'atLeastOneReservation' } as const) : undefined;
  return { fieldErrors, formError, valid: formError === undefined && Object.keys(fieldErrors).length === 0 };
}

/** The checkout form's state: values, whether a submit was attempted, and errors from the server. */
export interface CheckoutFormState {
  form: CheckoutForm;
  values: Record<string, string | boolean>;
  /** Validation messages show only after the first submit attempt, then live (spec 2 §4). */
  submitted: boolean;
  /** Messages the server gave per field; a field's message goes once its value changes. */
  serverErrors: Record<string, CheckoutMessage>;
}

/** What the form is told. */
export type CheckoutFormEvent =
  | { type: 'change'; name: string; value: string | boolean }
  | { type: 'submitAttempted' }
  | { type: 'serverErrors'; fieldErrors: Record<string, CheckoutMessage> }
  /** 'Try again' keeps what was typed and hides the errors. */
  | { type: 'clearErrors' };

/** The form's pure transition. */
export function checkoutFormTransition(
  state: CheckoutFormState,
  event: CheckoutFormEvent,
): CheckoutFormState {
  switch (event.type) {
    case 'change': {
      const { [event.name]: _dropped, ...serverErrors } = state.serverErrors;
      return { ...state, values: { ...state.values, [event.name]: event.value }, serverErrors };
    }
    case 'submitAttempted':
      return state.submitted ? state : { ...state, submitted: true };
    case 'serverErrors':
      return { ...state, serverErrors: { ...event.fieldErrors } };
    case 'clearErrors':
      return { ...state, submitted: false, serverErrors: {} };
    default:
      return event satisfies never;
  }
}

/**
 * Whether a field shows its state once the form was submitted (spec 1 §5: the error style, or the
 * success style and tick): a required field always; an optional one only while it holds a value.
 * An empty optional field is neither wrong nor something the visitor got right, so it stays plain.
 *
 * @example
 * showsFieldStatus({ required: false }, '') // false: 'Address line 2 (optional)' left empty
 */
export function showsFieldStatus(
  field: Pick<CheckoutField, 'required'>,
  value: string | boolean | undefined,
): boolean {
  return field.required || !isBlankValue(value);
}

/**
 * The messages to show: none before the first submit attempt; after it, each field's validation
 * message (computed live from the current values), else the server's message for it.
 */
export function visibleCheckoutErrors(
  state: CheckoutFormState,
  context: ValidationContext,
): Record<string, CheckoutMessage> {
  if (!state.submitted) return {};
  return { ...state.serverErrors, ...validateCheckout(state.form, state.values, context).fieldErrors };
}
