/**
 * A component whose code loads on demand, like React.lazy, with a `preload()` that starts the
 * load ahead and, once loaded, renders it at once: the entry preloads the first page's code
 * before React renders, so the first commit holds the whole page (no skeleton shown and then
 * replaced, which would shift what follows it).
 */
import { type ComponentType, lazy, type ReactNode } from 'react';

export interface LazyComponent<P extends object> {
  (props: P): ReactNode;
  preload(): Promise<ComponentType<P>>;
  /** whether its code is in (it renders at once) */
  readonly loaded: boolean;
}

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  // until the code is in, React.lazy's own suspending
  const Later = lazy(() => preload().then((component) => ({ default: component })));
  function Lazy(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Later {...(props as P & React.JSX.IntrinsicAttributes)} />;
  }
  return Object.defineProperties(Object.assign(Lazy, { preload }), {
    loaded: { get: () => loaded !== undefined },
  }) as LazyComponent<P>;
}
