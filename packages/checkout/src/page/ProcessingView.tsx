import { Spinner } from '@coras/ui';
import { useEffect, useRef } from 'react';
import * as styles from './CheckoutPage.css';

/**
 * While the payment settles. 'Pay now' has just gone with the form, so the focus comes here rather
 * than falling to the page's start, and screen readers hear the spinner's status.
 */
export function ProcessingView({ label }: { label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.state} data-view="processing">
      <Spinner size={32} label={label} />
    </div>
  );
}
