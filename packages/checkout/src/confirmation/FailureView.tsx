import { Alert, Button } from '@coras/ui';
import { useEffect, useRef } from 'react';
import type { CheckoutTranslate } from '../i18n/translate';
import * as styles from './Confirmation.css';

export interface FailureViewProps {
  t: CheckoutTranslate;
  /** What the card provider said (a declined card), shown under the spec's text. */
  detail?: string | undefined;
  /** 'Try again': clears the errors and shows the form with what was typed. */
  onTryAgain(): void;
}

/**
 * The failure view (spec 2 §2): the error alert 'Sorry, your order was not successful', 'Your card
 * has not been charged...', and 'Try again', which takes the focus.
 */
export function FailureView({ t, detail, onTryAgain }: FailureViewProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => buttonRef.current?.focus(), []);
  return (
    <section className={styles.view} data-view="failure">
      <Alert
        status="error"
        title={t('checkout.failure.title')}
        action={
          <Button ref={buttonRef} variant="primary" onClick={onTryAgain}>
            {t('checkout.failure.tryAgain')}
          </Button>
        }
      >
        <p className={styles.text}>{t('checkout.failure.body')}</p>
        {detail ? <p className={styles.text}>{detail}</p> : null}
      </Alert>
    </section>
  );
}

export interface PendingViewProps {
  t: CheckoutTranslate;
  email: string;
  reference?: string | undefined;
  /** Polls the transaction again. */
  onCheckAgain(): void;
}

/**
 * Polling gave up (50 × 2 s) with the transaction still pending: the card may yet be charged, so
 * the visitor is told not to pay again and can check again — never 'Your card has not been
 * charged', which would not be known to be true.
 */
export function PendingView({ t, email, reference, onCheckAgain }: PendingViewProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => buttonRef.current?.focus(), []);
  return (
    <section className={styles.view} data-view="pending">
      <Alert
        status="warning"
        title={t('checkout.pending.title')}
        action={
          <Button ref={buttonRef} variant="primary" onClick={onCheckAgain}>
            {t('checkout.pending.checkAgain')}
          </Button>
        }
      >
        <p className={styles.text}>{t('checkout.pending.body', { email })}</p>
        {reference ? <p className={styles.text}>{t('checkout.success.reference', { reference })}</p> : null}
      </Alert>
    </section>
  );
}
