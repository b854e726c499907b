/**
 * The loading bar (docs/product.md#screen-behaviour and #client-timings): shown when a navigation has taken
 * longer than 100 ms, at the top of the page in the accent colour.
 */
import { use, useEffect, useState } from 'react';
import { LOADING_BAR_MS } from '#shared/limits.ts';
import { NavigationPending } from './navigation-state.ts';

export function LoadingBar() {
  const busy = use(NavigationPending);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), LOADING_BAR_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return (
    <div
      className={visible ? 'loading-bar loading-bar--active' : 'loading-bar'}
      role="progressbar"
      aria-label="Loading page"
      aria-hidden={!visible}
      hidden={!visible}
    />
  );
}
