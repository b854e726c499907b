/**
 * The error boundary of a public page: what the page's route throws (a page that does not
 * exist, a read that failed, a chunk that cannot load) shows the error page in the layout, until
 * the visitor moves to another address. The error page itself (with its members section) is
 * loaded only when an error happens.
 */
import { Component, type ReactNode, Suspense } from 'react';
import { RouteErrorPage } from './route-modules.ts';

interface Props {
  /** the address of the page: a new one clears the error */
  address: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
  address: string;
}

export class PublicRouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined, address: this.props.address };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.address === state.address
      ? null
      : { failed: false, error: undefined, address: props.address };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      // while the page's code loads, its place is held as tall as the viewport: the footer stays
      // below the fold and nothing visible moves when the page arrives (no layout shift, issue 8)
      <Suspense fallback={<div className="error-page" aria-busy="true" style={{ minHeight: '100vh' }} />}>
        <RouteErrorPage error={this.state.error} />
      </Suspense>
    );
  }
}
