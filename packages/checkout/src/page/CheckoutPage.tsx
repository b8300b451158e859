import { consoleLogger } from '@coras/api-client';
import {
  type CardCompleteness,
  checkoutView,
  globalTimers,
  INCOMPLETE_CARD,
  isProcessing,
  systemClock,
  systemTimeZone,
} from '@coras/booking-core';
import { ErrorModal, visuallyHidden } from '@coras/ui';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { BasketDrawer } from '../basket/BasketDrawer';
import { englishTranslate } from '../i18n/translate';
import { CheckoutFormView } from './CheckoutFormView';
import * as styles from './CheckoutPage.css';
import type { CheckoutPageProps } from './CheckoutPageProps';
import { useKeepContact, useKeptContact } from './contactMemory';
import { OutcomeView } from './OutcomeView';
import { useBeginCheckout, useRefreshOnNewReservation } from './useCheckoutEffects';
import { useCheckoutForm } from './useCheckoutForm';
import { useCountries } from './useCountries';
import { useElementWidth } from './useElementWidth';
import { useHoldExpiry } from './useHoldExpiry';
import { usePayment } from './usePayment';
import { useReservationCheck } from './useReservationCheck';
import { useEmptyBasket, useLastAttraction, useSessionEnded } from './useSessionEnded';
import { useSubmit } from './useSubmit';

export type { CheckoutPageProps } from './CheckoutPageProps';

/**
 * The payment page (spec 2 §2, §4, §5, §8): the form the reservation check asks for beside the
 * basket (a bottom drawer at 900 px or less), card payment through the provider on booking-core's
 * payment machine, and the success, failure and still-pending views. Everything comes from props,
 * so it renders inside the widgets' payment page or on its own.
 *
 * @example
 * <CheckoutPage client={client} locale="en-GB" basket={basket}
 *   provider={createPaymentProvider({ stripePublishableKey: 'pk_live_…' })} assetsUrl={`${apiHost}/assets`}
 *   onOpenHelp={(content) => navigate({ page: 'help', content })} />
 */
export function CheckoutPage(props: CheckoutPageProps) {
  const { Root } = props.provider;
  return (
    <CheckoutData>
      <Root locale={props.locale}>
        <CheckoutScreen {...props} />
      </Root>
    </CheckoutData>
  );
}

/**
 * The checkout fetches through SWR: in the host's cache when the host gives it one of its own (the
 * widgets' provider does: the requests it started ahead are taken over there), else in a cache of
 * the page's own, so that nothing is shared with another page or another part of the host.
 */
function CheckoutData({ children }: { children: ReactNode }) {
  const { cache } = useSWRConfig();
  const [own] = useState(() =>
    cache === SWRConfig.defaultValue.cache ? { provider: () => new Map() } : undefined,
  );
  return own ? <SWRConfig value={own}>{children}</SWRConfig> : children;
}

function CheckoutScreen(props: CheckoutPageProps) {
  const { client, basket, locale, provider } = props;
  const card = provider.useCard();
  const t = useMemo(() => props.translate ?? englishTranslate(locale), [props.translate, locale]);
  const logger = props.logger ?? consoleLogger;
  const clock = props.clock ?? systemClock;
  const timers = props.timers ?? globalTimers;
  const timeZone = props.timeZone ?? systemTimeZone();

  const { load, modalOpen, closeModal, retry, refresh } = useReservationCheck(client, logger);
  const countries = useCountries(client, logger);
  const check = load.status === 'ready' ? load.check : undefined;
  const kept = useKeptContact(client);
  const { form, state: formState, dispatch } = useCheckoutForm(check, basket, locale, kept);
  const [completeness, setCompleteness] = useState<CardCompleteness>(INCOMPLETE_CARD);
  const holdsEnded = useRef<(ids: string[]) => void>(() => undefined);
  const sessionEnd = useRef<() => void>(() => undefined);
  const { form: model, values } = formState;
  const onHoldsEnded = (ids: string[]) => holdsEnded.current(ids);
  const onSessionEnded = () => sessionEnd.current();
  const page = {
    props,
    form: model,
    values,
    countries,
    completeness,
    card,
    logger,
    dispatch,
    onHoldsEnded,
    onSessionEnded,
  };
  const payment = usePayment(page, { clock, timers, timeZone });
  const { flow } = payment;
  const { payment: state, restored } = payment.view;
  const processing = isProcessing(state);
  const paid = state.status === 'paid' || restored?.kind === 'paid';
  const session = useSessionEnded(client, basket.items, clock, timers, processing || paid);
  sessionEnd.current = session.end;
  const lastAttraction = useLastAttraction(basket.items);
  const emptyBasket = useEmptyBasket(basket);
  useKeepContact(client, form, values, paid);
  // The countdown stops with the session: its holds are gone.
  const holds = useHoldExpiry(basket, clock, processing || paid || session.ended);
  holdsEnded.current = holds.serverEnded;
  useRefreshOnNewReservation(check, basket.items, processing, refresh);
  useBeginCheckout(form, basket, restored?.kind === 'none', props.onAnalyticsEvent);
  const submitting = useSubmit(flow, dispatch, t);

  const pageRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(pageRef);
  const narrow = width !== undefined && width <= styles.DRAWER_MAX_WIDTH;
  const [drawerExpanded, setDrawerExpanded] = useState(false);
  const onRemove = (reservationId: string) => {
    holds.removing(reservationId);
    void basket.remove(reservationId);
  };
  const basketList = {
    basket,
    locale,
    t,
    clock,
    timers,
    disabled: processing,
    onRemove,
    points: props.points,
  };
  const help = () => props.onOpenHelp();
  const view = checkoutView({
    flow: payment.view,
    check: load.status,
    hasForm: form !== undefined,
    sessionEnded: session.ended,
    emptyBasket: emptyBasket.empty,
  });

  const confirmed = view === 'paid' || view === 'restored-paid';
  const announcement = useConfirmationAnnouncement(confirmed, t('checkout.success.page'), props.announcePage);

  return (
    <div ref={pageRef} className={styles.frame}>
      <div className={styles.page} data-checkout="">
        {view === 'form' && form ? (
          <CheckoutFormView
            {...{
              dispatch,
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
            errorsHidden={submitting.errorsHidden}
            focusPending={submitting.focusPending}
            onFocusDone={submitting.onFocusDone}
            endedHolds={holds.ended}
            onBackToLanding={props.onBackToLanding}
            onCardCompletenessChange={setCompleteness}
            onSubmit={submitting.submit}
            onOpenTerms={() => props.onOpenHelp('terms-and-conditions')}
            assetsUrl={props.assetsUrl}
          />
        ) : view !== 'form' ? (
          <OutcomeView
            {...{ view, state, restored, locale, t }}
            order={payment.order()}
            declined={payment.view.declined}
            currency={basket.currency}
            onHelpCentre={help}
            helpCentreHref={props.helpCentreHref}
            onTryAgain={submitting.tryAgain}
            onCheckAgain={() => flow.checkAgain()}
            onRetryCheck={retry}
            sessionReleased={session.released}
            lastAttraction={lastAttraction}
            onBackToAttraction={props.onBackToAttraction}
            onBackToLanding={props.onBackToLanding}
            emptied={emptyBasket.emptied ? { ended: holds.ended, removed: holds.removed } : undefined}
          />
        ) : null}
        <p className={visuallyHidden} aria-live="polite">
          {confirmed ? announcement : submitting.announcement}
        </p>
        <ErrorModal
          open={modalOpen && view !== 'empty'}
          onOpenChange={(open) => {
            if (!open) closeModal();
          }}
          onRetry={retry}
          onHelpCentre={help}
          labels={{
            title: t('common.errorModal.title'),
            message: t('common.errorModal.message'),
            helpCentre: t('common.errorModal.helpCentre'),
            retry: t('common.errorModal.retry'),
          }}
        />
      </div>
      {/* After the page, in the widget's box and as wide as it: never over the host page (house style §4). */}
      {view === 'form' && narrow ? (
        <BasketDrawer {...basketList} expanded={drawerExpanded} onExpandedChange={setDrawerExpanded} />
      ) : null}
    </div>
  );
}

/**
 * Issue 21: the confirmation replaces the form as a new page would, so it is announced as one — in
 * the host's page announcement when it gives one (`announcePage`), else in the checkout's own live
 * region (returned). The title takes the focus besides (`SuccessView`).
 */
function useConfirmationAnnouncement(
  confirmed: boolean,
  text: string,
  announcePage: ((text: string) => void) | undefined,
): string {
  const [own, setOwn] = useState('');
  const announce = useRef(announcePage);
  announce.current = announcePage;
  useEffect(() => {
    if (!confirmed) return;
    if (announce.current) announce.current(text);
    else setOwn(text);
  }, [confirmed, text]);
  return own;
}
