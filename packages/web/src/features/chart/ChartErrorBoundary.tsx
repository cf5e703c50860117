import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

export interface ChartErrorBoundaryProps {
  children: ReactNode;
  /** Called once with the error text when a chart component throws while rendering. */
  onError(message: string): void;
  /** Changing it clears a caught error (a new answer or new form data). */
  resetKey: unknown;
}

interface BoundaryState {
  error: Error | null;
  resetKey: unknown;
}

/** Catches render errors of a chart component so they become the chart's failed state. */
export class ChartErrorBoundary extends Component<ChartErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: ChartErrorBoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    this.props.onError(error.message || String(error));
  }

  override render(): ReactNode {
    return this.state.error ? null : this.props.children;
  }
}
