import { Alert, Button } from '@coras/ui';
import { useEffect, useRef } from 'react';
import * as styles from '../confirmation/Confirmation.css';
import type { CheckoutTranslate } from '../i18n/translate';

/** The props of {@link SessionEndedView}. */
export interface SessionEndedViewProps {
  t: CheckoutTranslate;
  /** The tickets are known to be released (every hold had run out); else the page cannot tell. */
  released: boolean;
  /** The attraction to go back to; without it (or without `onBackToAttraction`) no button shows. */
  attraction?: { attraction_id: string; attraction_name: string } | undefined;
  onBackToAttraction?: ((attractionId: string) => void) | undefined;
}

/**
 * The booking session ended at checkout (issue 20): it expired or the server answered 401, so this
 * page can no longer book its tickets. The visitor is told what is known — not 'An error
 * occurred', not a countdown still running: nothing was charged; the tickets were released when
 * their holds had run out, else only that they are no longer reserved for this visitor (the server
 * may keep a hold until its end; issue 28 item 7) — and is offered the way back to the attraction
 * to choose tickets again. The focus comes here, as the form it replaces had it.
 */
export function SessionEndedView({ t, released, attraction, onBackToAttraction }: SessionEndedViewProps) {
  const ref = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => (buttonRef.current ?? ref.current)?.focus(), []);
  const back =
    attraction && onBackToAttraction ? (
      <Button ref={buttonRef} variant="primary" onClick={() => onBackToAttraction(attraction.attraction_id)}>
        {t('checkout.sessionEnded.back', { name: attraction.attraction_name })}
      </Button>
    ) : undefined;
  return (
    <section ref={ref} tabIndex={-1} className={styles.view} data-view="session-ended">
      <Alert
        status="warning"
        title={t(released ? 'checkout.sessionEnded.title' : 'checkout.sessionLost.title')}
        action={back}
      >
        <p className={styles.text}>
          {t(released ? 'checkout.sessionEnded.body' : 'checkout.sessionLost.body')}
        </p>
      </Alert>
    </section>
  );
}
