import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** A new value gives what it wraps a fresh try (the host changed the configuration; another page). */
  resetKey: string;
  /** What stands in the place of what threw (a clear, translated message); `retry` tries again. */
  fallback: (retry: () => void) => ReactNode;
  onError: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/**
 * What the widget keeps alive when a part of it throws while rendering: the part leaves a message
 * in its place, never a blank box, and the error is reported. Around a whole widget (its provider)
 * and around each page, so that a page that throws keeps the navbar, the basket and the footer.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError(error, info);
  }

  override render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children;
  }
}
