/**
 * What recently seen sealed cookie values opened to, so the token cookies a signed-in browser
 * sends with every call are decrypted once rather than on each request
 * (docs/decisions/022-bff-speed-and-public-cache.md). One memo per cookie name, keyed by the whole
 * sealed value: the same bytes always open to the same plaintext under the same keys and name, so
 * a hit is exactly what decrypting would give. Keyed per name rather than by name and value joined,
 * so a lookup hashes the value the cookie parser gave and builds no ~400-character key per request
 * (docs/decisions/044-signed-in-pass-through-profile.md). Only values that opened are kept (garbage
 * cannot churn the memo), at most `maxEntries` per name, the least recently used going first.
 */
import { LRUCache } from 'lru-cache';

export const OPENED_COOKIE_MEMO_ENTRIES = 2048;

export interface OpenedCookieMemo {
  get(name: string, sealed: string): string | undefined;
  set(name: string, sealed: string, plaintext: string): void;
  readonly size: number;
}

export function createOpenedCookieMemo(maxEntries = OPENED_COOKIE_MEMO_ENTRIES): OpenedCookieMemo {
  // the names are the few the BFF seals (the token cookies, with or without `__Host-`)
  const byName = new Map<string, LRUCache<string, string>>();
  return {
    get: (name, sealed) => byName.get(name)?.get(sealed),
    set(name, sealed, plaintext) {
      const opened = byName.get(name) ?? new LRUCache<string, string>({ max: maxEntries });
      if (opened.size === 0) byName.set(name, opened);
      opened.set(sealed, plaintext);
    },
    get size() {
      let size = 0;
      for (const opened of byName.values()) size += opened.size;
      return size;
    },
  };
}
