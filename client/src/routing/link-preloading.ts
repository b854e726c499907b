/**
 * Link preloading (docs/product.md#client-timings): internal links that come into view are preloaded (route
 * code and page data), at most 5 at once, each once; nothing on slow connections or with data-saver.
 */
import { LINK_PRELOAD_MAX_CONCURRENT } from '#shared/limits.ts';
import { type ConnectionInfo, preloadingAllowed } from './preloading-allowed.ts';

export type { ConnectionInfo };
export { preloadingAllowed };

export interface PreloadQueue {
  request(path: string): void;
  readonly active: number;
  readonly waiting: number;
}

export function createPreloadQueue(
  load: (path: string) => Promise<unknown>,
  maxConcurrent = LINK_PRELOAD_MAX_CONCURRENT,
): PreloadQueue {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let active = 0;
  const pump = () => {
    while (active < maxConcurrent && waiting.length > 0) {
      const path = waiting.shift() as string;
      active += 1;
      load(path)
        .catch(() => {})
        .finally(() => {
          active -= 1;
          pump();
        });
    }
  };
  return {
    request(path) {
      if (seen.has(path)) return;
      seen.add(path);
      waiting.push(path);
      pump();
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** Watches internal links inside `root` and preloads those that become visible. */
export function observeVisibleLinks(
  root: HTMLElement,
  queue: PreloadQueue,
  connection: ConnectionInfo | undefined,
): () => void {
  if (!preloadingAllowed(connection) || typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const href = (entry.target as HTMLAnchorElement).getAttribute('href');
      if (href?.startsWith('/') && !href.startsWith('//')) queue.request(href.split('#')[0] ?? href);
    }
  });
  const watched = new WeakSet<Element>();
  const scan = () => {
    for (const link of root.querySelectorAll('a[href^="/"]')) {
      if (watched.has(link) || link.hasAttribute('data-no-preload')) continue;
      watched.add(link);
      observer.observe(link);
    }
  };
  scan();
  const mutations = new MutationObserver(scan);
  mutations.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    mutations.disconnect();
  };
}
