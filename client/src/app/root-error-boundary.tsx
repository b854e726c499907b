/**
 * Last-resort error screen, for failures outside a page (a layout chunk that cannot load).
 * A stale chunk reloads the page first (guarded, docs/product.md#states).
 */
import { Component, type ReactNode } from 'react';
import { isStaleChunkError, reloadForStaleChunk } from '../routing/chunk-reload-guard.ts';
import { PageError } from '../routing/page-error.ts';

export function FatalErrorScreen({ error }: { error: unknown }) {
  if (isStaleChunkError(error) && reloadForStaleChunk()) return null;
  const notFound =
    (error instanceof PageError && error.status === 404) ||
    (typeof error === 'object' && error !== null && 'status' in error && error.status === 404);
  return (
    <main id="main" className="fatal-error">
      <h1>{notFound ? 'Page not found' : 'SOMETHING WENT WRONG.'}</h1>
      <a href="/">Take me home</a>
    </main>
  );
}

/** Catches what the page's own boundary could not (the public site's router). */
export class RootErrorBoundary extends Component<
  { children: ReactNode },
  { failed: boolean; error: unknown }
> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <FatalErrorScreen error={this.state.error} /> : this.props.children;
  }
}
