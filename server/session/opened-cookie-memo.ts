/**
 * What recently seen sealed cookie values opened to, so the token cookies a signed-in browser
 * sends with every call are decrypted once rather than on each request
 * (docs/decisions/022-bff-speed-and-public-cache.md). The key is the cookie name with the whole
 * sealed value: the same bytes always open to the same plaintext under the same keys, so a hit is
 * exactly what decrypting would give. Only values that opened are kept (garbage cannot churn the
 * memo), at most `maxEntries`, the least recently used going first.
 */
import { LRUCache } from 'lru-cache';

export const OPENED_COOKIE_MEMO_ENTRIES = 2048;

export interface OpenedCookieMemo {
  get(name: string, sealed: string): string | undefined;
  set(name: string, sealed: string, plaintext: string): void;
  readonly size: number;
}

export function createOpenedCookieMemo(maxEntries = OPENED_COOKIE_MEMO_ENTRIES): OpenedCookieMemo {
  const opened = new LRUCache<string, string>({ max: maxEntries });
  return {
    get: (name, sealed) => opened.get(`${name}\u0000${sealed}`),
    set(name, sealed, plaintext) {
      opened.set(`${name}\u0000${sealed}`, plaintext);
    },
    get size() {
      return opened.size;
    },
  };
}
