import { Alert, Button } from '@coras/ui';
import { useEffect, useRef } from 'react';
import * as styles from '../confirmation/Confirmation.css';
import type { CheckoutTranslate } from '../i18n/translate';
import type { EndedHold } from './useHoldExpiry';

/** What left a basket that emptied during checkout: attraction names, in order. */
export interface EndedItems {
  /** Their hold ran out, or the server released it. */
  ended: readonly EndedHold[];
  /** Removed here, in the navbar's basket or in another tab. */
  removed: readonly string[];
}

/** The props of {@link EmptyBasketView}. */
export interface EmptyBasketViewProps {
  t: CheckoutTranslate;
  /**
   * The basket emptied during checkout, and what left it (issue 29 §2); without it, the page opened
   * with nothing in the basket.
   */
  ended?: EndedItems | undefined;
  /** The way back to the attractions; without it no button shows (a checkout rendered alone). */
  onBackToLanding?: (() => void) | undefined;
}

/**
 * Nothing to pay for, so no form that cannot be sent: the basket is said to be empty, with the way
 * back to the attractions. Opened so — reloaded after the booking session ended, or reached without
 * a basket — it takes no focus: it is what the page shows from its first paint, and a page's focus
 * is its host's (the widget's navigation). Emptied during checkout (issue 29 §2), it names what
 * ended, and the focus comes here, as the form it replaces had it.
 */
export function EmptyBasketView({ t, ended, onBackToLanding }: EmptyBasketViewProps) {
  const ref = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const emptied = ended !== undefined;
  useEffect(() => {
    if (emptied) (buttonRef.current ?? ref.current)?.focus();
  }, [emptied]);
  const back = onBackToLanding ? (
    <Button ref={buttonRef} variant="primary" onClick={onBackToLanding}>
      {t('checkout.emptyBasket.back')}
    </Button>
  ) : undefined;
  return (
    <section ref={ref} tabIndex={emptied ? -1 : undefined} className={styles.view} data-view="empty">
      <Alert status="warning" title={t('checkout.emptyBasket.title')} action={back}>
        {ended ? (
          <>
            {ended.ended.map(({ name, how }, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same attraction may end twice.
              <p key={`ended-${name}-${index}`} className={styles.text}>
                {t(how === 'released' ? 'checkout.holdReleased' : 'checkout.holdExpired', { name })}
              </p>
            ))}
            {ended.removed.map((name, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same attraction may end twice.
              <p key={`removed-${name}-${index}`} className={styles.text}>
                {t('checkout.emptyBasket.removed', { name })}
              </p>
            ))}
            <p className={styles.text}>{t('checkout.emptyBasket.emptied')}</p>
          </>
        ) : (
          <p className={styles.text}>{t('checkout.emptyBasket.body')}</p>
        )}
      </Alert>
    </section>
  );
}
