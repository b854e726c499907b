/**
 * docs/product.md#screen-behaviour: on a page change the window scrolls to the top, or to the element of the
 * hash anchor when one is given (waiting briefly for it to render: anchor-follower.ts, loaded then).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { loadModule } from './chunk-reload-guard.ts';

export function hashTarget(hash: string): string | undefined {
  if (hash.length <= 1) return undefined;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const firstPage = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll once per navigation (key)
  useEffect(() => {
    const id = hashTarget(hash);
    const initial = firstPage.current;
    firstPage.current = false;
    if (!id) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      // after an in-app page change, keyboard and screen-reader users start at the new content
      if (!initial) document.getElementById('main')?.focus({ preventScroll: true });
      return;
    }
    let live = true;
    let stop: (() => void) | undefined;
    void loadModule(() => import('./anchor-follower.ts')).then((module) => {
      if (live) stop = module.followAnchor(id);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [pathname, hash, key]);
  return null;
}
