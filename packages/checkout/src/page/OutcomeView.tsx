import type { CheckoutView, OrderSnapshot, PaymentState, RestoredPayment } from '@coras/booking-core';
import { Button } from '@coras/ui';
import { FailureView, PendingView } from '../confirmation/FailureView';
import { SuccessView } from '../confirmation/SuccessView';
import type { CheckoutTranslate } from '../i18n/translate';
import * as styles from './CheckoutPage.css';
import { EmptyBasketView, type EndedItems } from './EmptyBasketView';
import { ProcessingView } from './ProcessingView';
import { SessionEndedView } from './SessionEndedView';

/** The props of {@link OutcomeView}. */
export interface OutcomeViewProps {
  /** booking-core's `checkoutView`, any view but the form. */
  view: Exclude<CheckoutView, 'form'>;
  state: PaymentState;
  restored: RestoredPayment | undefined;
  /** The order of this payment (the success and pending views). */
  order: OrderSnapshot | undefined;
  /** The card was refused: the failure view's detail. */
  declined: string | null;
  currency: OrderSnapshot['currency'];
  locale: string;
  t: CheckoutTranslate;
  onHelpCentre(): void;
  /** The help page's address, when pages have one: the confirmation's Help Centre is then a real link. */
  helpCentreHref?: string | undefined;
  onTryAgain(): void;
  onCheckAgain(): void;
  /** Asks for the reservation check again. */
  onRetryCheck(): void;
  /** The session ended after every hold had run out: its tickets are known to be released. */
  sessionReleased: boolean;
  /** The attraction of the last basket item the page saw (the 'session ended' view's way back). */
  lastAttraction?: { attraction_id: string; attraction_name: string } | undefined;
  onBackToAttraction?: ((attractionId: string) => void) | undefined;
  /** The 'empty basket' view's way back to the attractions. */
  onBackToLanding?: (() => void) | undefined;
  /** The basket emptied during checkout, and what left it (the 'empty basket' view names them). */
  emptied?: EndedItems | undefined;
}

/** Every view of the payment page but the form: paid, processing, pending, session ended, failed, loading, empty basket, error. */
export function OutcomeView(props: OutcomeViewProps) {
  const { view, state, t, locale } = props;
  const emptyOrder: OrderSnapshot = { email: '', items: [], currency: props.currency, total: 0 };
  switch (view) {
    case 'restored-paid':
    case 'paid': {
      const restored = props.restored?.kind === 'paid' ? props.restored : undefined;
      return (
        <SuccessView
          order={(view === 'restored-paid' ? restored?.order : props.order) ?? emptyOrder}
          reference={(view === 'restored-paid' ? restored?.reference : state.transaction?.reference_id) ?? ''}
          locale={locale}
          t={t}
          onHelpCentre={props.onHelpCentre}
          helpCentreHref={props.helpCentreHref}
        />
      );
    }
    case 'polling':
      return <ProcessingView label={t('checkout.processing')} />;
    case 'pending':
      return (
        <PendingView
          t={t}
          email={props.order?.email ?? ''}
          reference={state.transaction?.reference_id}
          onCheckAgain={props.onCheckAgain}
        />
      );
    case 'session-ended':
      return (
        <SessionEndedView
          t={t}
          released={props.sessionReleased}
          attraction={props.lastAttraction}
          onBackToAttraction={props.onBackToAttraction}
        />
      );
    case 'failed':
      return <FailureView t={t} detail={props.declined ?? undefined} onTryAgain={props.onTryAgain} />;
    case 'loading':
      return (
        <div className={styles.state} data-view="loading">
          <p role="status">{t('checkout.loading')}</p>
        </div>
      );
    case 'empty':
      return <EmptyBasketView t={t} ended={props.emptied} onBackToLanding={props.onBackToLanding} />;
    case 'check-failed':
      return (
        <div className={styles.state} data-view="check-failed">
          <p>{t('checkout.checkFailed')}</p>
          <Button variant="outlined" onClick={props.onRetryCheck}>
            {t('common.errorModal.retry')}
          </Button>
        </div>
      );
    default:
      return view satisfies never;
  }
}
