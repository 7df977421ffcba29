import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportRenderError } from './errorReporting';

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Shown in place of the children once they threw while rendering. */
  fallback: ReactNode;
  /** A change (the next page) renders the children again, so the browser's Back leaves a broken page. */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  hasError: boolean;
  resetKey: unknown;
}

/** Catches render errors below it, reports them (Sentry or `POST /api/error-reports`) and shows the fallback. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false, resetKey: this.props.resetKey };

  /** Switches to the fallback on the render after the error. */
  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { hasError: true };
  }

  /** Leaves the fallback when the reset key changes. */
  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { hasError: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportRenderError(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
