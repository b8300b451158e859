import { Button } from '@coras/ui';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary } from '../runtime/provider/ErrorBoundary';
import * as styles from './BookingApp.css';

interface Props {
  /** The page's name: a new page starts with a fresh boundary. */
  page: string;
  /** Texts of the fallback (translated by the caller). */
  labels: { failed: string; retry: string };
  onError: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

/**
 * Keeps the rest of the widget (navbar, basket, footer) alive when a page throws while rendering:
 * the page is replaced by a short message with a retry, and the error is reported.
 */
export function PageErrorBoundary({ page, labels, onError, children }: Props) {
  return (
    <ErrorBoundary
      resetKey={page}
      onError={onError}
      fallback={(retry) => (
        <div role="alert" className={styles.pageError}>
          <p>{labels.failed}</p>
          <Button variant="primary" onClick={retry}>
            {labels.retry}
          </Button>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
