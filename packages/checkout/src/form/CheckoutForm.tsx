import type { CountryEntry } from '@coras/api-client';
import {
  type CheckoutField,
  type CheckoutForm as CheckoutFormModel,
  phoneCountry,
} from '@coras/booking-core';
import { Alert, Button, Checkbox } from '@coras/ui';
import { type ComponentType, type FormEvent, type ReactNode, type Ref, useId } from 'react';
import type { CardCompleteness, CardFieldErrors, CardFieldsProps } from '../payment/provider';
import * as styles from './CheckoutForm.css';
import { type FieldContext, FieldControl, fieldLabel } from './FieldControl';
import { PhoneField } from './PhoneField';

/** A reservation's heading in Activity details: the attraction, its date, its tickets. */
export interface ActivityReservation {
  name: string;
  /** Date and time in the venue's time zone. */
  when: string;
  /** Ticket id → price type name ('Adult'). */
  ticketTypes: ReadonlyMap<string, string>;
}

export interface CheckoutFormProps {
  form: CheckoutFormModel;
  context: FieldContext;
  /** Reservation id → what its heading shows. */
  reservations: ReadonlyMap<string, ActivityReservation>;
  countries: readonly CountryEntry[];
  assetsUrl: string;
  locale: string;
  /** The provider's card fields. */
  CardFields: ComponentType<CardFieldsProps>;
  cardErrors: CardFieldErrors;
  onCardCompletenessChange(completeness: CardCompleteness): void;
  /** A card or server message with no field of its own. */
  cardError?: string | undefined;
  /** What the visitor can do about `cardError`, at the end of its alert (a way back, say). */
  cardErrorAction?: ReactNode;
  /** A submit is running: 'Pay now' shows its spinner and ignores clicks. */
  processing: boolean;
  onSubmit(): void;
  /** Opens the help centre's terms-and-conditions. */
  onOpenTerms(): void;
  formRef?: Ref<HTMLFormElement> | undefined;
}

/**
 * The payment form (spec 2 §2): Contact details, Activity details (per reservation and per ticket,
 * only when the reservation check asks for something), Payment details (the provider's card fields),
 * Billing address, and the footer with the terms checkbox and 'Pay now'. Native validation is off:
 * the messages are booking-core's, shown after the first submit, then live.
 */
export function CheckoutForm({
  form,
  context,
  reservations,
  countries,
  assetsUrl,
  locale,
  CardFields,
  cardErrors,
  onCardCompletenessChange,
  cardError,
  cardErrorAction,
  processing,
  onSubmit,
  onOpenTerms,
  formRef,
}: CheckoutFormProps) {
  const { t, values, errors, validated, onChange, disabled } = context;
  const ids = { contact: useId(), activity: useId(), payment: useId(), billing: useId() };
  const byName = new Map(form.fields.map((field) => [field.name, field]));
  const field = (name: string) => byName.get(name);
  const control = (entry: CheckoutField | undefined) =>
    entry ? <FieldControl key={entry.name} field={entry} context={context} /> : null;

  const phone = field('phone');
  const activity = form.reservationIds.filter((id) =>
    form.fields.some((entry) => entry.reservationId === id),
  );
  const termsError = validated ? errors.terms : undefined;
  const [termsBefore = '', termsAfter = ''] = t('checkout.terms').split('{link}');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-busy={processing}>
      <section className={styles.section} aria-labelledby={ids.contact}>
        <h2 id={ids.contact} className={styles.sectionTitle}>
          {t('checkout.section.contact')}
        </h2>
        <div className={styles.row}>
          {control(field('first_name'))}
          {control(field('second_name'))}
        </div>
        {control(field('email'))}
        {phone ? (
          <PhoneField
            countries={countries}
            assetsUrl={assetsUrl}
            country={phoneCountry(values)}
            onCountryChange={(code) => onChange('phoneCountry', code)}
            value={typeof values.phone === 'string' ? values.phone : ''}
            onValueChange={(next) => onChange('phone', next)}
            label={fieldLabel(t, phone)}
            validated={validated}
            error={errors.phone}
            disabled={disabled}
            locale={locale}
            t={t}
          />
        ) : null}
      </section>

      {activity.length > 0 ? (
        <section className={styles.section} aria-labelledby={ids.activity}>
          <h2 id={ids.activity} className={styles.sectionTitle}>
            {t('checkout.section.activity')}
          </h2>
          {activity.map((reservationId) => (
            <ActivityFields
              key={reservationId}
              reservationId={reservationId}
              fields={form.fields.filter((entry) => entry.reservationId === reservationId)}
              reservation={reservations.get(reservationId)}
              context={context}
            />
          ))}
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby={ids.payment}>
        <h2 id={ids.payment} className={styles.sectionTitle}>
          {t('checkout.section.payment')}
        </h2>
        <CardFields
          labels={{
            number: t('checkout.payment.cardNumber'),
            expiry: t('checkout.payment.cardExpiry'),
            cvc: t('checkout.payment.cardCvc'),
          }}
          errors={cardErrors}
          disabled={disabled}
          onCompletenessChange={onCardCompletenessChange}
        />
      </section>

      <section className={styles.section} aria-labelledby={ids.billing}>
        <h2 id={ids.billing} className={styles.sectionTitle}>
          {t('checkout.section.billing')}
        </h2>
        {control(field('addressLine1'))}
        {control(field('addressLine2'))}
        <div className={styles.row}>
          {control(field('city'))}
          {control(field('postcode'))}
        </div>
        {control(field('country'))}
      </section>

      <div className={styles.footer}>
        <TermsCheckbox
          checked={values.terms === true}
          onCheckedChange={(checked) => onChange('terms', checked)}
          error={termsError}
          before={termsBefore}
          after={termsAfter}
          link={t('checkout.terms.link')}
          onOpenTerms={onOpenTerms}
          disabled={disabled}
        />
        {cardError ? <Alert status="error" title={cardError} action={cardErrorAction} /> : null}
        <Button type="submit" size="lg" loading={processing} className={styles.payNow}>
          {t('checkout.payNow')}
        </Button>
      </div>
    </form>
  );
}

function ActivityFields({
  reservationId,
  fields,
  reservation,
  context,
}: {
  reservationId: string;
  fields: CheckoutField[];
  reservation: ActivityReservation | undefined;
  context: FieldContext;
}) {
  const { t } = context;
  const headingId = useId();
  const units = new Map(
    fields.filter((entry) => entry.kind === 'unit').map((entry) => [entry.name, entry] as const),
  );
  const render = (entries: CheckoutField[]) =>
    entries
      .filter((entry) => entry.kind !== 'unit')
      .map((entry) => (
        <FieldControl
          key={entry.name}
          field={entry}
          unit={entry.kind === 'number' ? units.get(`${entry.name}Unit`) : undefined}
          context={context}
        />
      ));
  const own = fields.filter((entry) => entry.scope === 'reservation');
  const ticketIds = [...new Set(fields.flatMap((entry) => (entry.ticketId ? [entry.ticketId] : [])))];
  return (
    <fieldset className={styles.reservation} aria-labelledby={headingId} data-reservation={reservationId}>
      <h3 id={headingId} className={styles.reservationTitle}>
        {reservation?.name ?? reservationId}
      </h3>
      {reservation?.when ? <p className={styles.reservationMeta}>{reservation.when}</p> : null}
      {render(own)}
      {ticketIds.map((ticketId, index) => (
        <fieldset key={ticketId} className={styles.ticket}>
          <legend className={styles.legend}>
            {t('checkout.activity.ticket', {
              number: index + 1,
              type: reservation?.ticketTypes.get(ticketId) ?? '',
            })}
          </legend>
          {render(fields.filter((entry) => entry.ticketId === ticketId))}
        </fieldset>
      ))}
    </fieldset>
  );
}

function TermsCheckbox({
  checked,
  onCheckedChange,
  error,
  before,
  after,
  link,
  onOpenTerms,
  disabled,
}: {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  error: string | undefined;
  before: string;
  after: string;
  link: string;
  onOpenTerms(): void;
  disabled: boolean;
}): ReactNode {
  const id = useId();
  // The link cannot sit inside the checkbox's <label> (a button there would be labelled by it): the
  // sentence is the label's text plus the link, joined as the checkbox's name by aria-labelledby.
  return (
    <div className={styles.terms}>
      <Checkbox
        id={`${id}-box`}
        name="terms"
        checked={checked}
        onCheckedChange={(next) => onCheckedChange(next === true)}
        disabled={disabled}
        aria-required="true"
        aria-labelledby={`${id}-text ${id}-link${after ? ` ${id}-after` : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <p className={styles.termsText}>
        <label id={`${id}-text`} htmlFor={`${id}-box`} className={styles.termsLabel}>
          {before}
        </label>
        <button id={`${id}-link`} type="button" className={styles.termsLink} onClick={onOpenTerms}>
          {link}
        </button>
        {after ? <span id={`${id}-after`}>{after}</span> : null}
      </p>
      {error ? (
        <p id={`${id}-error`} className={styles.termsError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
