import { consoleLogger } from '@coras/api-client';
import {
  beginCheckoutEvent,
  type CardCompleteness,
  checkoutView,
  globalTimers,
  INCOMPLETE_CARD,
  isProcessing,
  type OrderSnapshot,
  systemClock,
} from '@coras/booking-core';
import { Button, ErrorModal } from '@coras/ui';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BasketDrawer } from '../basket/BasketDrawer';
import { FailureView, PendingView } from '../confirmation/FailureView';
import { SuccessView } from '../confirmation/SuccessView';
import { englishTranslate } from '../i18n/translate';
import { CheckoutFormView } from './CheckoutFormView';
import * as styles from './CheckoutPage.css';
import type { CheckoutPageProps } from './CheckoutPageProps';
import { ProcessingView } from './ProcessingView';
import { useCheckoutForm } from './useCheckoutForm';
import { useCountries } from './useCountries';
import { useElementWidth } from './useElementWidth';
import { useHoldExpiry } from './useHoldExpiry';
import { usePayment } from './usePayment';
import { useReservationCheck } from './useReservationCheck';

export type { CheckoutPageProps } from './CheckoutPageProps';

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

const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

function CheckoutScreen(props: CheckoutPageProps) {
  const { client, basket, locale, provider } = props;
  const card = provider.useCard();
  const t = useMemo(() => props.translate ?? englishTranslate(locale), [props.translate, locale]);
  const logger = props.logger ?? consoleLogger;
  const clock = props.clock ?? systemClock;
  const timers = props.timers ?? globalTimers;
  const timeZone = props.timeZone ?? browserTimeZone();

  const started = props.requests?.client === client ? props.requests : undefined;
  const { load, modalOpen, closeModal, retry, refresh } = useReservationCheck(client, logger, started?.check);
  const countries = useCountries(client, logger, started?.countries);
  const check = load.status === 'ready' ? load.check : undefined;
  const { form, state: formState, dispatch } = useCheckoutForm(check, basket);
  const [completeness, setCompleteness] = useState<CardCompleteness>(INCOMPLETE_CARD);
  const holdsEnded = useRef<(ids: string[]) => void>(() => undefined);
  const payment = usePayment(
    {
      props,
      form: formState.form,
      values: formState.values,
      countries,
      completeness,
      card,
      logger,
      dispatch,
      onHoldsEnded: (ids) => holdsEnded.current(ids),
    },
    { clock, timers, timeZone },
  );
  const { flow, state, restored } = payment;
  const processing = isProcessing(state);
  const holds = useHoldExpiry(
    basket,
    clock,
    processing || state.status === 'paid' || restored?.kind === 'paid',
  );
  holdsEnded.current = holds.ended;

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

  // Analytics: begin_checkout once the form is shown with something in it.
  const began = useRef(false);
  const activeItems = basket.items.filter((item) => form?.reservationIds.includes(item.reservation_id));
  useEffect(() => {
    if (began.current || !form || activeItems.length === 0 || restored?.kind !== 'none') return;
    began.current = true;
    props.onAnalyticsEvent?.(beginCheckoutEvent(activeItems, activeItems[0]?.currency ?? basket.currency));
  });

  const [errorsHidden, setErrorsHidden] = useState(false);
  // State, not a ref: a ref set by the submit was seen by the effect of the render before it,
  // which React flushes when the submit's update starts — that effect found no invalid field yet
  // and spent the focus (a flake under load: the focus stayed on 'Pay now').
  const [focusPending, setFocusPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const submit = useCallback(() => {
    if (isProcessing(flow.getSnapshot())) return;
    setErrorsHidden(false);
    setAnnouncement('');
    setFocusPending(true);
    dispatch({ type: 'submitAttempted' });
    flow.submit();
  }, [flow, dispatch]);
  const tryAgain = () => {
    // spec 2 §2: clears the errors and shows the form again, with what was typed.
    if (state.status === 'failed') flow.retryAfterFailure();
    payment.clearDeclined();
    setErrorsHidden(true);
    dispatch({ type: 'clearErrors' });
  };

  const pageRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(pageRef);
  const narrow = width !== undefined && width <= styles.DRAWER_MAX_WIDTH;
  const [drawerExpanded, setDrawerExpanded] = useState(false);
  const onRemove = (reservationId: string) => {
    holds.removing(reservationId);
    void basket.remove(reservationId);
  };
  const basketList = { basket, locale, t, clock, timers, disabled: processing, onRemove };
  const emptyOrder: OrderSnapshot = { email: '', items: [], currency: basket.currency, total: 0 };
  const help = () => props.onOpenHelp();

  const view = checkoutView({
    restored: restored?.kind,
    payment: state,
    declined: payment.declined !== null,
    check: load.status,
    hasForm: form !== undefined,
  });
  const views: Record<typeof view, () => ReactNode> = {
    'restored-paid': () =>
      restored?.kind === 'paid' ? (
        <SuccessView
          order={restored.order ?? emptyOrder}
          reference={restored.reference}
          locale={locale}
          t={t}
          onHelpCentre={help}
        />
      ) : null,
    paid: () => (
      <SuccessView
        order={payment.order() ?? emptyOrder}
        reference={state.transaction?.reference_id ?? ''}
        locale={locale}
        t={t}
        onHelpCentre={help}
      />
    ),
    polling: () => <ProcessingView label={t('checkout.processing')} />,
    pending: () => (
      <PendingView
        t={t}
        email={payment.order()?.email ?? ''}
        reference={state.transaction?.reference_id}
        onCheckAgain={() => flow.checkAgain()}
      />
    ),
    failed: () => <FailureView t={t} detail={payment.declined ?? undefined} onTryAgain={tryAgain} />,
    loading: () => (
      <div className={styles.state} data-view="loading">
        <p role="status">{t('checkout.loading')}</p>
      </div>
    ),
    'check-failed': () => (
      <div className={styles.state} data-view="check-failed">
        <p>{t('checkout.checkFailed')}</p>
        <Button variant="outlined" onClick={retry}>
          {t('checkout.errorModal.retry')}
        </Button>
      </div>
    ),
    form: () =>
      form ? (
        <CheckoutFormView
          {...{
            dispatch,
            errorsHidden,
            focusPending,
            basket,
            basketList,
            narrow,
            countries,
            card,
            processing,
            locale,
            t,
            logger,
            clock,
            timeZone,
          }}
          formState={{ ...formState, form }}
          payment={state}
          onFocusDone={(count) => {
            setFocusPending(false);
            if (count > 0) setAnnouncement(t('checkout.errorSummary', { count }));
          }}
          expired={holds.expired}
          onCardCompletenessChange={setCompleteness}
          onSubmit={submit}
          onOpenTerms={() => props.onOpenHelp('terms-and-conditions')}
          assetsUrl={props.assetsUrl}
        />
      ) : null,
  };

  return (
    <div ref={pageRef} className={styles.page} data-checkout="">
      {views[view]()}
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
      {view === 'form' && narrow ? (
        <BasketDrawer {...basketList} expanded={drawerExpanded} onExpandedChange={setDrawerExpanded} />
      ) : null}
      <ErrorModal
        open={modalOpen}
        onOpenChange={(open) => {
          if (!open) closeModal();
        }}
        onRetry={retry}
        onHelpCentre={help}
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
