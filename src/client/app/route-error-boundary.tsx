import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error.tsx';

interface RouteErrorBoundaryProps {
  /** The error screen goes once this changes (a navigation), as the router's did. */
  resetKey: string;
  /** Inside the layout (the top bar still works) rather than the whole page. */
  withinLayout?: boolean;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failure: { error: unknown } | null;
  resetKey: string;
}

/** Shows the error screen (route-error.tsx) when what it wraps fails while rendering. */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    // Another page: try again with what the boundary wraps.
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override render() {
    const { failure } = this.state;
    if (failure) {
      return <RouteError error={failure.error} withinLayout={this.props.withinLayout ?? false} />;
    }
    return this.props.children;
  }
}
