import { Alert, Button } from '@coras/ui';
import * as styles from '../confirmation/Confirmation.css';
import type { CheckoutTranslate } from '../i18n/translate';

/** The props of {@link EmptyBasketView}. */
export interface EmptyBasketViewProps {
  t: CheckoutTranslate;
  /** The way back to the attractions; without it no button shows (a checkout rendered alone). */
  onBackToLanding?: (() => void) | undefined;
}

/**
 * The payment page opened with nothing in the basket — reloaded after the booking session ended,
 * or reached without one: there is nothing to pay for, so it says so and leads back to the
 * attractions instead of showing a form that cannot be sent. It takes no focus: it is what the
 * page shows from its first paint, and a page's focus is its host's (the widget's navigation).
 */
export function EmptyBasketView({ t, onBackToLanding }: EmptyBasketViewProps) {
  const back = onBackToLanding ? (
    <Button variant="primary" onClick={onBackToLanding}>
      {t('checkout.emptyBasket.back')}
    </Button>
  ) : undefined;
  return (
    <section className={styles.view} data-view="empty">
      <Alert status="warning" title={t('checkout.emptyBasket.title')} action={back}>
        <p className={styles.text}>{t('checkout.emptyBasket.body')}</p>
      </Alert>
    </section>
  );
}
