/**
 * A component whose code loads after the document's load (after-load.ts) and which renders
 * nothing until then — for a part of the page that no first screen of a phone shows (below it,
 * or hidden there). `preload()` loads it ahead: what a first screen does show (the wide
 * header's menu on a desktop) is preloaded with the page, and then renders in the first commit.
 */
import { type ComponentType, useEffect, useState } from 'react';
import { afterTheLoad, laterContentIn } from './after-load.ts';
import { type LazyComponent, lazyComponent } from './lazy-component.tsx';

export type LaterComponent<P extends object> = Pick<LazyComponent<P>, 'preload' | 'loaded'> &
  ((props: P) => React.ReactNode);

export function laterComponent<P extends object>(load: () => Promise<ComponentType<P>>): LaterComponent<P> {
  const Lazy = lazyComponent(load);
  function Later(props: P) {
    const [loaded, setLoaded] = useState(() => Lazy.loaded);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      afterTheLoad()
        // with the page's own later content (its later blocks): never shown above a part already shown
        .then(() => Promise.all([Lazy.preload(), laterContentIn()]))
        .then(
          () => {
            if (live) setLoaded(true);
          },
          // a stale chunk reloads the page (chunk-reload-guard.ts); any other failure leaves the part out
          (error: unknown) => console.error(error),
        );
      return () => {
        live = false;
      };
    }, [loaded]);
    return loaded ? <Lazy {...props} /> : null;
  }
  return Object.defineProperties(Object.assign(Later, { preload: Lazy.preload }), {
    loaded: { get: () => Lazy.loaded },
  }) as LaterComponent<P>;
}
