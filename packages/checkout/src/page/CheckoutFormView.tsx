import type { CorasLogger, CountryEntry } from '@coras/api-client';
import {
  type CardCompleteness,
  type CheckoutFormEvent,
  type CheckoutForm as CheckoutFormModel,
  type CheckoutFormState,
  type Clock,
  formatVenueDate,
  type PaymentState,
  validateCheckout,
  visibleCheckoutErrors,
} from '@coras/booking-core';
import { Alert, Button } from '@coras/ui';
import { useEffect, useMemo, useRef } from 'react';
import type { CheckoutBasket } from '../basket/CheckoutBasket';
import { CheckoutBasketList, type CheckoutBasketListProps } from '../basket/CheckoutBasket';
import { type ActivityReservation, CheckoutForm } from '../form/CheckoutForm';
import type { FieldContext } from '../form/FieldControl';
import { type CheckoutTranslate, translateCheckoutMessage } from '../i18n/translate';
import type { CardController } from '../payment/provider';
import * as styles from './CheckoutPage.css';
import type { EndedHold } from './useHoldExpiry';

/** The props of {@link CheckoutFormView}: the form state, the payment, and what the page decided. */
export interface CheckoutFormViewProps {
  formState: CheckoutFormState & { form: CheckoutFormModel };
  dispatch(event: CheckoutFormEvent): void;
  payment: PaymentState;
  /** After 'Try again' the previous messages are hidden until the next submit. */
  errorsHidden: boolean;
  /** A submit asked for the focus to go to the first field that needs attention. */
  focusPending: boolean;
  onFocusDone(errorCount: number): void;
  /** The holds that expired or were released during checkout. */
  endedHolds: readonly EndedHold[];
  /** The way back to the attractions, offered beside a cancelled payment's message. */
  onBackToLanding?: (() => void) | undefined;
  basket: CheckoutBasket;
  basketList: CheckoutBasketListProps;
  /** The basket is a bottom drawer (the page renders it), not an aside. */
  narrow: boolean;
  countries: readonly CountryEntry[];
  card: CardController;
  onCardCompletenessChange(completeness: CardCompleteness): void;
  processing: boolean;
  onSubmit(): void;
  onOpenTerms(): void;
  assetsUrl: string;
  locale: string;
  t: CheckoutTranslate;
  logger: CorasLogger;
  clock: Clock;
  timeZone: string;
}

/** The payment page's form view: the title, the notices, the form, and the basket beside it. */
export function CheckoutFormView(props: CheckoutFormViewProps) {
  const { formState, payment, t, basket, locale, logger, errorsHidden, processing } = props;
  const { form, values } = formState;
  const validation = { now: props.clock(), timeZone: props.timeZone };
  const visible = Object.fromEntries(
    Object.entries(visibleCheckoutErrors(formState, validation)).map(([name, message]) => [
      name,
      translateCheckoutMessage(t, message),
    ]),
  );
  const cardErrors = errorsHidden
    ? {}
    : Object.fromEntries(
        Object.entries(payment.cardErrors).map(([field, message]) => [
          field,
          message ? translateCheckoutMessage(t, message) : '',
        ]),
      );

  // After a submit comes back to the form, the focus goes to the first field that needs attention.
  const formRef = useRef<HTMLFormElement>(null);
  const { focusPending, onFocusDone } = props;
  useEffect(() => {
    if (!focusPending || payment.status !== 'editing') return;
    onFocusDone(Object.keys(visible).length + Object.keys(cardErrors).length);
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = first?.matches('input, select, textarea, button')
      ? first
      : first?.querySelector<HTMLElement>('input:checked, input, select, button');
    (target ?? first)?.focus();
  });

  const reservations = useMemo(() => {
    const map = new Map<string, ActivityReservation>();
    for (const item of basket.items) {
      map.set(item.reservation_id, {
        name: item.attraction_name,
        when: formatVenueDate(item.start_datetime, {
          locale,
          timeZone: item.timezone,
          withTime: true,
          logger,
        }),
        ticketTypes: new Map(item.tickets.map((ticket) => [ticket.ticket_id, ticket.name])),
      });
    }
    return map;
  }, [basket.items, locale, logger]);

  const context: FieldContext = {
    values,
    errors: visible,
    validated: formState.submitted,
    onChange: (name, value) => props.dispatch({ type: 'change', name, value }),
    countries: props.countries,
    t,
    disabled: processing,
  };
  // 'At least one reservation is required' shows as soon as the form has no reservation, not only on
  // submit: the basket holds none the check lists (an empty basket shows the empty-basket view).
  const noReservations = form.reservationIds.length === 0 && basket.status !== 'pending';
  const formError =
    noReservations || formState.submitted ? validateCheckout(form, values, validation).formError : undefined;
  const cardError =
    errorsHidden || payment.cardError === undefined
      ? undefined
      : translateCheckoutMessage(t, payment.cardError);
  const { endedHolds: ended, onBackToLanding } = props;
  // A payment cancelled because tickets were no longer held: choosing others is one way on.
  const cardErrorAction =
    cardError && payment.cardError?.code === 'paymentCancelled' && onBackToLanding ? (
      <Button variant="outlined" size="sm" onClick={onBackToLanding}>
        {t('checkout.emptyBasket.back')}
      </Button>
    ) : undefined;
  return (
    <>
      <h1 className={styles.title}>{t('checkout.title')}</h1>
      {ended.length > 0 || formError ? (
        // Above the form, where the visitor is: with no reservation left there is nothing to pay
        // for, and a message by 'Pay now' at the foot of a long form would go unseen.
        <div className={styles.notices}>
          {ended.length > 0 ? (
            <div className={styles.noticeList} role="status">
              {ended.map(({ name, how }, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same attraction may expire twice.
                <p key={`${name}-${index}`}>
                  {t(how === 'released' ? 'checkout.holdReleased' : 'checkout.holdExpired', { name })}
                </p>
              ))}
            </div>
          ) : null}
          {formError ? <Alert status="error" title={translateCheckoutMessage(t, formError)} /> : null}
        </div>
      ) : null}
      <div className={styles.layoutGrid}>
        <CheckoutForm
          formRef={formRef}
          form={form}
          context={context}
          reservations={reservations}
          countries={props.countries}
          assetsUrl={props.assetsUrl}
          locale={locale}
          CardFields={props.card.Fields}
          cardErrors={cardErrors}
          onCardCompletenessChange={props.onCardCompletenessChange}
          cardError={cardError}
          cardErrorAction={cardErrorAction}
          processing={processing}
          onSubmit={props.onSubmit}
          onOpenTerms={props.onOpenTerms}
        />
        {props.narrow ? null : (
          <aside className={styles.aside}>
            <CheckoutBasketList {...props.basketList} />
          </aside>
        )}
      </div>
    </>
  );
}
