import { type CorasClient, type CorasLogger, type CurrencyCode, consoleLogger } from '@coras/api-client';
import {
  type BasketItem,
  buildCheckoutForm,
  type CheckoutFormEvent,
  type CheckoutFormState,
  type CheckoutMessage,
  type Clock,
  cardBillingDetails,
  checkoutFormTransition,
  formatVenueDate,
  globalTimers,
  initialCheckoutValues,
  isProcessing,
  PAYMENT_STATUS_EVENT,
  type PaymentStatusDetail,
  systemClock,
  type TimerProvider,
  transactionOutcome,
  validateCheckout,
  visibleCheckoutErrors,
} from '@coras/booking-core';
import { Alert, Button, ErrorModal, Spinner } from '@coras/ui';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { BasketDrawer } from '../basket/BasketDrawer';
import { type CheckoutBasket, CheckoutBasketList } from '../basket/CheckoutBasket';
import { FailureView, PendingView } from '../confirmation/FailureView';
import { SuccessView } from '../confirmation/SuccessView';
import { type CheckoutAnalyticsEvent, valueParams } from '../flow/analytics';
import { createPaymentFlow, type PaymentFlowInput, type RestoredPayment } from '../flow/paymentFlow';
import {
  browserSessionStorage,
  type CheckoutStorage,
  createPaymentRecordStore,
  type OrderSnapshot,
} from '../flow/paymentRecord';
import { type ActivityReservation, CheckoutForm } from '../form/CheckoutForm';
import type { FieldContext } from '../form/FieldControl';
import { type CheckoutTranslate, englishTranslate, translateCheckoutMessage } from '../i18n/translate';
import type { CardCompleteness, PaymentProvider } from '../payment/provider';
import type { CheckoutRequests } from '../requests';
import * as styles from './CheckoutPage.css';
import { useCountries } from './useCountries';
import { useElementWidth } from './useElementWidth';
import { useReservationCheck } from './useReservationCheck';

export interface CheckoutPageProps {
  /** The Coras API client, speaking the visitor's locale and holding the booking session. */
  client: CorasClient;
  /**
   * The check and the countries, when the host started them before this page's chunk arrived
   * (`startCheckoutRequests` of `@coras/checkout/requests`). Read only if sent through `client`.
   */
  requests?: CheckoutRequests | undefined;
  /** The visitor's locale (money and number formats). */
  locale: string;
  /** The visitor's currency (the basket's own wins once it has items). */
  currency: CurrencyCode;
  /** Translates the checkout's keys (`checkoutMessages`). @default English */
  translate?: CheckoutTranslate | undefined;
  /** The basket: its reservations with their holds, load status, reload and remove. */
  basket: CheckoutBasket;
  /** The card payment provider (Stripe or the sandbox's); the page never knows which. */
  provider: PaymentProvider;
  /** Where flags are read from: `{assetsUrl}/flags/{code}.svg`. */
  assetsUrl: string;
  /**
   * Opens the help centre: with `terms-and-conditions` from the terms checkbox's link, without a
   * content from the confirmation's Help Centre link and the error modal.
   */
  onOpenHelp(content?: string): void;
  /** Receives begin_checkout, add_payment_info and purchase (GA4-shaped). */
  onAnalyticsEvent?: ((event: CheckoutAnalyticsEvent) => void) | undefined;
  /** Receives the payment-status detail (success, transactionId, userId) when a payment ends. */
  onPaymentStatus?: ((detail: PaymentStatusDetail) => void) | undefined;
  /**
   * Where the `payment-status` DOM event is dispatched (bubbling, composed); `null` for none.
   * @default window
   */
  eventTarget?: EventTarget | null | undefined;
  /** Where errors the visitor is not told about go. @default the console */
  logger?: CorasLogger | undefined;
  /** Where the payment is kept across a reload of the tab. @default sessionStorage */
  storage?: CheckoutStorage | undefined;
  /** Extra `metadata` of the confirmation (the integrator's own). */
  metadata?: Record<string, unknown> | undefined;
  /** The zone "today" is measured in for passport expiry. @default the browser's */
  timeZone?: string | undefined;
  /** Where "now" comes from (tests and stories). @default the system clock */
  clock?: Clock | undefined;
  /** The timers of polling and countdowns (tests and stories). @default the global timers */
  timers?: TimerProvider | undefined;
  /** Makes an `Idempotency-Key`. @default crypto.randomUUID */
  createIdempotencyKey?: (() => string) | undefined;
}

/**
 * The payment page (spec 2 §2, §4, §5, §8): the form the reservation check asks for beside the
 * basket (a bottom drawer at 900 px or less), card payment through the provider on booking-core's
 * payment machine, and the success, failure and still-pending views. Everything comes from props,
 * so it renders inside the widgets' payment page or on its own.
 *
 * @example
 * <CheckoutPage client={client} locale="en-GB" currency="EUR" basket={basket}
 *   provider={createSandboxPaymentProvider({ apiHost })} assetsUrl={`${apiHost}/assets`}
 *   onOpenHelp={(content) => navigate({ page: 'help', content })} />
 */
export function CheckoutPage(props: CheckoutPageProps) {
  const { Root } = props.provider;
  return (
    <Root locale={props.locale}>
      <CheckoutScreen {...props} />
    </Root>
  );
}

interface TypedForm {
  values: Record<string, string | boolean>;
  submitted: boolean;
  serverErrors: Record<string, CheckoutMessage>;
}

const NO_FORM = { fields: [], reservationIds: [] };

/** booking-core's form transition over what the visitor typed (the form model changes under it). */
function typedFormReducer(state: TypedForm, event: CheckoutFormEvent): TypedForm {
  const next = checkoutFormTransition({ form: NO_FORM, ...state }, event);
  const same =
    next.values === state.values &&
    next.submitted === state.submitted &&
    next.serverErrors === state.serverErrors;
  return same ? state : { values: next.values, submitted: next.submitted, serverErrors: next.serverErrors };
}

const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

const defaultIdempotencyKey = () => globalThis.crypto.randomUUID();

const NOT_COMPLETE: CardCompleteness = { number: false, expiry: false, cvc: false };

/**
 * While the payment settles. 'Pay now' has just gone with the form, so the focus comes here rather
 * than falling to the page's start, and screen readers hear the spinner's status.
 */
function ProcessingView({ label }: { label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.state} data-view="processing">
      <Spinner size={32} label={label} />
    </div>
  );
}

function CheckoutScreen(props: CheckoutPageProps) {
  const { client, basket, locale, provider } = props;
  const card = provider.useCard();
  const t = useMemo(() => props.translate ?? englishTranslate(locale), [props.translate, locale]);
  const logger = props.logger ?? consoleLogger;
  const clock = props.clock ?? systemClock;
  const timers = props.timers ?? globalTimers;
  const timeZone = props.timeZone ?? browserTimeZone();
  const storage = props.storage;
  const records = useMemo(
    () => createPaymentRecordStore(storage ?? browserSessionStorage(), logger),
    [storage, logger],
  );

  const started = props.requests?.client === client ? props.requests : undefined;
  const { load, modalOpen, closeModal, retry, refresh } = useReservationCheck(client, logger, started?.check);
  const countries = useCountries(client, logger, started?.countries);
  const check = load.status === 'ready' ? load.check : undefined;

  // The reservations being paid for: those the check lists that the basket still holds.
  const basketIds =
    basket.status === 'complete' ? new Set(basket.items.map((item) => item.reservation_id)) : undefined;
  const activeIds = (check?.reservations ?? [])
    .map((reservation) => reservation.id)
    .filter((id) => !basketIds || basketIds.has(id));
  const activeKey = activeIds.join(' ');
  const form = useMemo(() => {
    if (!check) return undefined;
    const active = new Set(activeKey.split(' '));
    return buildCheckoutForm({
      ...check,
      reservations: check.reservations.filter((reservation) => active.has(reservation.id)),
    });
  }, [check, activeKey]);

  const [typed, dispatch] = useReducer(typedFormReducer, { values: {}, submitted: false, serverErrors: {} });
  const values = useMemo(
    () => ({ ...(form ? initialCheckoutValues(form) : {}), ...typed.values }),
    [form, typed.values],
  );
  const formState: CheckoutFormState = { form: form ?? NO_FORM, ...typed, values };
  const validationContext = { now: clock(), timeZone };

  const [completeness, setCompleteness] = useState<CardCompleteness>(NOT_COMPLETE);
  const [declined, setDeclined] = useState<string | null>(null);
  const [errorsHidden, setErrorsHidden] = useState(false);
  const [restored, setRestored] = useState<RestoredPayment | undefined>(undefined);

  // The flow reads the page through this, so it always sees the latest form, basket and props.
  const latest = useRef({ props, form, values, countries, completeness, t, logger });
  latest.current = { props, form, values, countries, completeness, t, logger };

  const [flow] = useState(() =>
    createPaymentFlow({
      client,
      records,
      input: (): PaymentFlowInput => {
        const current = latest.current;
        return {
          form: current.form ?? NO_FORM,
          values: current.values,
          reservations: current.props.basket.items,
          countries: current.countries,
          currency: current.props.basket.currency,
        };
      },
      validate: () => {
        const current = latest.current;
        const result = validateCheckout(current.form ?? NO_FORM, current.values, {
          now: clock(),
          timeZone,
        });
        return result.formError
          ? { ...result.fieldErrors, reservations: result.formError }
          : result.fieldErrors;
      },
      checkCard: () => {
        const { completeness: state } = latest.current;
        const errors: Partial<Record<'number' | 'expiry' | 'cvc', CheckoutMessage>> = {};
        for (const field of ['number', 'expiry', 'cvc'] as const) {
          if (!state[field]) errors[field] = { code: 'required' };
        }
        return errors;
      },
      confirmCard: (clientSecret) => {
        const billing = cardBillingDetails(latest.current.values, latest.current.countries);
        return card.confirm(clientSecret, {
          name: billing.name,
          email: billing.email || undefined,
          phone: billing.phone || undefined,
          address: { ...billing.address, line2: billing.address.line2 || undefined },
        });
      },
      newIdempotencyKey: () => (latest.current.props.createIdempotencyKey ?? defaultIdempotencyKey)(),
      metadata: props.metadata,
      paymentType: provider.kind,
      timers,
      logger,
      onServerErrors: (fieldErrors) => dispatch({ type: 'serverErrors', fieldErrors }),
      onDeclined: (message) => setDeclined(message),
      emitPaymentStatus: (detail) => {
        const current = latest.current.props;
        try {
          current.onPaymentStatus?.(detail);
          const target = current.eventTarget === undefined ? globalThis.window : current.eventTarget;
          target?.dispatchEvent(
            new CustomEvent(PAYMENT_STATUS_EVENT, { detail, bubbles: true, composed: true }),
          );
        } catch (error) {
          latest.current.logger.error('Checkout: a payment-status listener failed', error);
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
      onHoldsEnded: () => void latest.current.props.basket.reload(),
    }),
  );
  const payment = useSyncExternalStore(flow.subscribe, flow.getSnapshot, flow.getSnapshot);
  const processing = isProcessing(payment);

  // A page that goes away mid-payment stops reporting; the one opened next resumes from the record.
  useEffect(() => {
    flow.start();
    return () => flow.stop();
  }, [flow]);

  // spec 2 §4: a reload finds the payment where it was (paid, or polling instead of paying again).
  const restoring = useRef(false);
  useEffect(() => {
    if (restoring.current) return;
    restoring.current = true;
    setRestored(flow.restore());
  }, [flow]);

  // A reservation joined the basket: ask the check again what it needs.
  const unknownIds = basket.items
    .map((item) => item.reservation_id)
    .filter((id) => check && !check.reservations.some((reservation) => reservation.id === id))
    .join(' ');
  const refreshedFor = useRef('');
  useEffect(() => {
    if (!unknownIds || processing || refreshedFor.current === unknownIds) return;
    refreshedFor.current = unknownIds;
    refresh();
  }, [unknownIds, processing, refresh]);

  // spec 2 §2: a hold that ends during checkout leaves the order, and the visitor is told.
  const [expired, setExpired] = useState<string[]>([]);
  const removing = useRef(new Set<string>());
  const previousItems = useRef<readonly BasketItem[] | null>(null);
  useEffect(() => {
    if (basket.status !== 'complete') return;
    const before = previousItems.current;
    previousItems.current = basket.items;
    if (!before || processing || payment.status === 'paid' || restored?.kind === 'paid') return;
    const held = new Set(basket.items.map((item) => item.reservation_id));
    const gone = before.filter(
      (item) => !held.has(item.reservation_id) && !removing.current.has(item.reservation_id),
    );
    if (gone.length > 0) setExpired((names) => [...names, ...gone.map((item) => item.attraction_name)]);
  }, [basket.items, basket.status, processing, payment.status, restored]);

  // Analytics: begin_checkout once the form is shown with something in it.
  const began = useRef(false);
  const activeItems = basket.items.filter((item) => form?.reservationIds.includes(item.reservation_id));
  useEffect(() => {
    if (
      began.current ||
      !form ||
      activeItems.length === 0 ||
      restored === undefined ||
      restored.kind !== 'none'
    )
      return;
    began.current = true;
    latest.current.props.onAnalyticsEvent?.({
      name: 'begin_checkout',
      params: valueParams(activeItems, activeItems[0]?.currency ?? basket.currency),
    });
  });

  // After a submit comes back to the form, the focus goes to the first field that needs attention.
  const formRef = useRef<HTMLFormElement>(null);
  // State, not a ref: a ref set by the submit was seen by the effect of the render before it,
  // which React flushes when the submit's update starts — that effect found no invalid field yet
  // and spent the focus (a flake under load: the focus stayed on 'Pay now').
  const [focusPending, setFocusPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const visible = Object.fromEntries(
    Object.entries(visibleCheckoutErrors(formState, validationContext)).map(([name, message]) => [
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
  useEffect(() => {
    if (!focusPending || payment.status !== 'editing') return;
    setFocusPending(false);
    const count = Object.keys(visible).length + Object.keys(cardErrors).length;
    if (count > 0) setAnnouncement(t('checkout.errorSummary', { count }));
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = first?.matches('input, select, textarea, button')
      ? first
      : first?.querySelector<HTMLElement>('input:checked, input, select, button');
    (target ?? first)?.focus();
  });

  const context: FieldContext = {
    values,
    errors: visible,
    validated: typed.submitted,
    onChange: (name, value) => dispatch({ type: 'change', name, value }),
    countries,
    t,
    disabled: processing,
  };

  const submit = useCallback(() => {
    if (isProcessing(flow.getSnapshot())) return;
    setErrorsHidden(false);
    setAnnouncement('');
    setFocusPending(true);
    dispatch({ type: 'submitAttempted' });
    flow.submit();
  }, [flow]);

  const tryAgain = () => {
    // spec 2 §2: clears the errors and shows the form again, with what was typed.
    if (payment.status === 'failed') flow.retryAfterFailure();
    setDeclined(null);
    setErrorsHidden(true);
    dispatch({ type: 'clearErrors' });
  };

  const onRemove = (reservationId: string) => {
    removing.current.add(reservationId);
    void basket.remove(reservationId);
  };

  const pageRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(pageRef);
  const narrow = width !== undefined && width <= styles.DRAWER_MAX_WIDTH;
  const [drawerExpanded, setDrawerExpanded] = useState(false);

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

  const emptyOrder: OrderSnapshot = { email: '', items: [], currency: basket.currency, total: 0 };
  const basketList = {
    basket,
    locale,
    t,
    clock,
    timers,
    disabled: processing,
    onRemove,
  };

  let content: ReactNode;
  let withBasket = false;
  if (restored?.kind === 'paid') {
    content = (
      <SuccessView
        order={restored.order ?? emptyOrder}
        reference={restored.reference}
        locale={locale}
        t={t}
        onHelpCentre={() => props.onOpenHelp()}
      />
    );
  } else if (payment.status === 'paid') {
    content = (
      <SuccessView
        order={flow.order() ?? records.read()?.order ?? emptyOrder}
        reference={payment.transaction?.reference_id ?? ''}
        locale={locale}
        t={t}
        onHelpCentre={() => props.onOpenHelp()}
      />
    );
  } else if (payment.status === 'polling') {
    content = <ProcessingView label={t('checkout.processing')} />;
  } else if (payment.status === 'failed' && transactionOutcome(payment.transaction?.status) === 'pending') {
    content = (
      <PendingView
        t={t}
        email={(flow.order() ?? records.read()?.order)?.email ?? ''}
        reference={payment.transaction?.reference_id}
        onCheckAgain={() => flow.checkAgain()}
      />
    );
  } else if (payment.status === 'failed' || declined !== null) {
    content = <FailureView t={t} detail={declined ?? undefined} onTryAgain={tryAgain} />;
  } else if (load.status === 'loading' || restored === undefined) {
    content = (
      <div className={styles.state} data-view="loading">
        <p role="status">{t('checkout.loading')}</p>
      </div>
    );
  } else if (load.status === 'error' || !form) {
    content = (
      <div className={styles.state} data-view="check-failed">
        <p>{t('checkout.checkFailed')}</p>
        <Button variant="outlined" onClick={retry}>
          {t('checkout.errorModal.retry')}
        </Button>
      </div>
    );
  } else {
    withBasket = true;
    // 'At least one reservation is required' shows as soon as the basket is empty, not only on submit.
    const noReservations = form.reservationIds.length === 0 && basket.status !== 'pending';
    const formError =
      noReservations || typed.submitted
        ? validateCheckout(form, values, validationContext).formError
        : undefined;
    const cardError =
      errorsHidden || payment.cardError === undefined
        ? undefined
        : translateCheckoutMessage(t, payment.cardError);
    content = (
      <>
        <h1 className={styles.title}>{t('checkout.title')}</h1>
        {expired.length > 0 || formError ? (
          // Above the form, where the visitor is: with no reservation left there is nothing to pay
          // for, and a message by 'Pay now' at the foot of a long form would go unseen.
          <div className={styles.notices}>
            {expired.length > 0 ? (
              <div className={styles.noticeList} role="status">
                {expired.map((name, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the same attraction may expire twice.
                  <p key={`${name}-${index}`}>{t('checkout.holdExpired', { name })}</p>
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
            countries={countries}
            assetsUrl={props.assetsUrl}
            locale={locale}
            CardFields={card.Fields}
            cardErrors={cardErrors}
            onCardCompletenessChange={setCompleteness}
            cardError={cardError}
            processing={processing}
            onSubmit={submit}
            onOpenTerms={() => props.onOpenHelp('terms-and-conditions')}
          />
          {narrow ? null : (
            <aside className={styles.aside}>
              <CheckoutBasketList {...basketList} />
            </aside>
          )}
        </div>
      </>
    );
  }

  return (
    <div ref={pageRef} className={styles.page} data-checkout="">
      {content}
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
      {withBasket && narrow ? (
        <BasketDrawer {...basketList} expanded={drawerExpanded} onExpandedChange={setDrawerExpanded} />
      ) : null}
      <ErrorModal
        open={modalOpen}
        onOpenChange={(open) => {
          if (!open) closeModal();
        }}
        onRetry={retry}
        onHelpCentre={() => props.onOpenHelp()}
        labels={{
          title: t('checkout.errorModal.title'),
          message: t('checkout.errorModal.message'),
          helpCentre: t('checkout.errorModal.helpCentre'),
          retry: t('checkout.errorModal.retry'),
        }}
      />
    </div>
  );
}
