import { Button } from '@coras/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import * as styles from './BookingApp.css';

interface Props {
  /** The page's name: a new page starts with a fresh boundary. */
  page: string;
  /** Texts of the fallback (translated by the caller). */
  labels: { failed: string; retry: string };
  onError: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  page: string;
}

/**
 * Keeps the rest of the widget (navbar, basket, footer) alive when a page throws while rendering:
 * the page is replaced by a short message with a retry, and the error is reported.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, page: this.props.page };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.page === state.page ? null : { error: null, page: props.page };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError(error, info);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div role="alert" className={styles.pageError}>
        <p>{this.props.labels.failed}</p>
        <Button variant="primary" onClick={() => this.setState({ error: null })}>
          {this.props.labels.retry}
        </Button>
      </div>
    );
  }
}
