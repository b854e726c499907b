/** What wraps every page: scroll handling, the loading bar and (after first paint) link preloading. */
import { type ReactNode, useEffect } from 'react';
import { LoadingBar } from '../routing/loading-bar.tsx';
import { type ConnectionInfo, preloadingAllowed } from '../routing/preloading-allowed.ts';
import { ScrollManager } from '../routing/scroll-manager.tsx';

/**
 * Whether this page preloads links, as a User Timing mark (`link-preloading`, detail 'off' or
 * 'on'): a journey waits for the decision itself instead of waiting a while and finding nothing
 * preloaded, which cannot tell "not yet" from "never". 'off' is final — nothing is scheduled after
 * it; 'on' comes once the preloader watches the links. Cheap, and standard for any profiler.
 */
const LINK_PRELOADING_MARK = 'link-preloading';

function markLinkPreloading(detail: 'on' | 'off'): void {
  performance.mark(LINK_PRELOADING_MARK, { detail });
}

function afterFirstPaint(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

export function RootRoute({ children }: { children: ReactNode }) {
  useEffect(() => {
    // nothing to start on slow connections or with data-saver (not even the preloader's code)
    if (!preloadingAllowed((navigator as Navigator & { connection?: ConnectionInfo }).connection)) {
      markLinkPreloading('off');
      return;
    }
    let stop: (() => void) | undefined;
    let live = true;
    const cancel = afterFirstPaint(() => {
      void import('./link-preloader.ts').then((module) => {
        if (!live) return;
        stop = module.startLinkPreloading();
        markLinkPreloading('on');
      });
    });
    return () => {
      live = false;
      cancel();
      stop?.();
    };
  }, []);
  return (
    <>
      <LoadingBar />
      <ScrollManager />
      {children}
    </>
  );
}
