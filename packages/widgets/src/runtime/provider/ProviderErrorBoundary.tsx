import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** A new value (the host changed the configuration) gives the widget a fresh try. */
  resetKey: string;
  /** What stands in the widget's place once it threw (a clear, translated message). */
  fallback: ReactNode;
  onError: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/**
 * The last line around a whole widget: anything its provider or a screen outside a page's own
 * boundary throws while rendering leaves a message in the widget's place, never a blank box, and
 * is reported.
 */
export class ProviderErrorBoundary extends Component<Props, State> {
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
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
