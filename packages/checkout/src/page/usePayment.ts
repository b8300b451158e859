import type { CorasLogger, CountryEntry } from '@coras/api-client';
import {
  type CardCompleteness,
  type CheckoutForm,
  type CheckoutFormEvent,
  type CheckoutValues,
  type Clock,
  cardBillingDetails,
  cardCompletenessErrors,
  createOrderClaims,
  createPaymentFlow,
  createPaymentRecordStore,
  PAYMENT_RECORD_KEY,
  PAYMENT_STATUS_EVENT,
  type PaymentFlow,
  type PaymentFlowView,
  type TimerProvider,
  validateCheckout,
} from '@coras/booking-core';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { CardController } from '../payment/provider';
import { browserLocalStorage, browserLocks } from './browserStorage';
import type { CheckoutPageProps } from './CheckoutPageProps';

/** What the payment reads from the page at the moment a step needs it. */
export interface PaymentPageState {
  props: CheckoutPageProps;
  form: CheckoutForm;
  values: CheckoutValues;
  countries: readonly CountryEntry[];
  completeness: CardCompleteness;
  card: CardController;
  logger: CorasLogger;
  /** The server said these holds had ended. */
  onHoldsEnded(reservationIds: string[]): void;
  /** The server answered the confirmation 401: the booking session ended. */
  onSessionEnded(): void;
  dispatch(event: CheckoutFormEvent): void;
}

/** The payment of the page: booking-core's flow and its view as React state. */
export interface Payment {
  flow: PaymentFlow;
  /** The machine's state, a refused card and what a reload found. */
  view: PaymentFlowView;
  /** The stored order (the success and pending views). */
  order(): ReturnType<PaymentFlow['order']>;
}

const defaultIdempotencyKey = () => globalThis.crypto.randomUUID();

/**
 * Binds booking-core's payment flow to the page (like TanStack's `useMutation` over its observer):
 * the flow is created once with the page's effects, read through `useSyncExternalStore`, started
 * and stopped with the page, restored from the visitor's record once, and following the payment
 * another tab makes of the same basket.
 */
export function usePayment(
  page: PaymentPageState,
  { clock, timers, timeZone }: { clock: Clock; timers: TimerProvider; timeZone: string },
): Payment {
  const latest = useRef(page);
  latest.current = page;
  const { storage, metadata } = page.props;
  const visitorStorage = useMemo(() => storage ?? browserLocalStorage(), [storage]);
  const records = useMemo(
    () => createPaymentRecordStore(visitorStorage, page.logger),
    [visitorStorage, page.logger],
  );
  const [flow] = useState(() =>
    createPaymentFlow({
      client: page.props.client,
      records,
      claims: createOrderClaims({
        storage: visitorStorage,
        locks: browserLocks(),
        now: clock,
        logger: page.logger,
      }),
      input: () => {
        const { form, values, countries, props } = latest.current;
        return { form, values, reservations: props.basket.items, countries, currency: props.basket.currency };
      },
      validate: () => {
        const { form, values } = latest.current;
        const result = validateCheckout(form, values, { now: clock(), timeZone });
        return result.formError
          ? { ...result.fieldErrors, reservations: result.formError }
          : result.fieldErrors;
      },
      checkCard: () => cardCompletenessErrors(latest.current.completeness),
      confirmCard: (clientSecret) => {
        const billing = cardBillingDetails(latest.current.values, latest.current.countries);
        return latest.current.card.confirm(clientSecret, {
          name: billing.name,
          email: billing.email || undefined,
          phone: billing.phone || undefined,
          address: { ...billing.address, line2: billing.address.line2 || undefined },
        });
      },
      newIdempotencyKey: () => (latest.current.props.createIdempotencyKey ?? defaultIdempotencyKey)(),
      metadata,
      paymentType: page.props.provider.kind,
      timers,
      logger: page.logger,
      onServerErrors: (fieldErrors) => latest.current.dispatch({ type: 'serverErrors', fieldErrors }),
      emitPaymentStatus: (detail) => {
        const { props, logger } = latest.current;
        try {
          props.onPaymentStatus?.(detail);
          const target = props.eventTarget === undefined ? globalThis.window : props.eventTarget;
          target?.dispatchEvent(
            new CustomEvent(PAYMENT_STATUS_EVENT, { detail, bubbles: true, composed: true }),
          );
        } catch (error) {
          logger.error('Checkout: a payment-status listener failed', error);
        }
      },
      emitAnalytics: (event) => {
        try {
          latest.current.props.onAnalyticsEvent?.(event);
        } catch (error) {
          latest.current.logger.error('Checkout: an analytics listener failed', error);
        }
      },
      onSessionCleared: () => void latest.current.props.basket.reload(),
      onHoldsEnded: (reservationIds) => {
        latest.current.onHoldsEnded(reservationIds);
        void latest.current.props.basket.reload();
      },
      onSessionEnded: () => latest.current.onSessionEnded(),
    }),
  );
  const view = useSyncExternalStore(flow.subscribe, flow.getView, flow.getView);

  // A page that goes away mid-payment stops reporting; the one opened next resumes from the record.
  useEffect(() => {
    flow.start();
    return () => flow.stop();
  }, [flow]);

  // Another tab of the visitor wrote the shared record (issue 20), or this one comes back to the
  // visitor (a hidden tab's storage events and timers can come late): a payment of this basket
  // another tab makes is followed here rather than paid again.
  useEffect(() => {
    const target = globalThis.window;
    if (!target) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === PAYMENT_RECORD_KEY || event.key === null) flow.follow();
    };
    const onFocus = () => flow.follow();
    const onVisible = () => {
      if (target.document.visibilityState === 'visible') flow.follow();
    };
    target.addEventListener('storage', onStorage);
    target.addEventListener('focus', onFocus);
    target.document.addEventListener('visibilitychange', onVisible);
    return () => {
      target.removeEventListener('storage', onStorage);
      target.removeEventListener('focus', onFocus);
      target.document.removeEventListener('visibilitychange', onVisible);
    };
  }, [flow]);

  // spec 2 §4: a reload finds the payment where it was (paid, or polling instead of paying again).
  useEffect(() => {
    flow.restore();
  }, [flow]);

  return {
    flow,
    view,
    order: () => flow.order() ?? records.read()?.order,
  };
}
