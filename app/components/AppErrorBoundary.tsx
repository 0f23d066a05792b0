import { Component, type ErrorInfo, type ReactNode } from "react";
import { reportClientError } from "~/browser/report-error";
import { ErrorFallback } from "./ErrorFallback";

interface Props {
  children: ReactNode;
  /** Changes on navigation, so leaving a broken page clears the error. */
  resetKey: string;
  onGoHome: () => void;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/**
 * Catches render errors below the chrome (header and tab bar stay usable), reports them with the
 * component stack, and shows the fallback screen. "Try Again" clears the error and re-renders.
 */
export class AppErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    reportClientError(error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorFallback
        onTryAgain={() => this.setState({ error: null })}
        onGoHome={() => {
          this.setState({ error: null });
          this.props.onGoHome();
        }}
      />
    );
  }
}
