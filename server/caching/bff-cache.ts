/**
 * The BFF's one cache (docs/decisions/037-one-bff-cache.md): what it reads from the content API
 * for visitors — the public answers it relays (public-cache/) and the reads pages are written from
 * (pages/site-pages.ts) — kept per site in one lru-cache, under one lifetime and one invalidation.
 *
 * - Keys: a site and what was read; one site's entry is never read under another.
 * - Lifetime: fresh for `freshMs`, answered as kept. Then, for `staleMs` more, still answered at
 *   once while one background load refreshes it (lru-cache's `allowStale`); a refresh that fails
 *   leaves the stale value until its window ends (`allowStaleOnFetchRejection`). Older values are
 *   never answered: writes made past this BFF show within `freshMs + staleMs`.
 * - Single flight: concurrent reads of one key share one load (lru-cache's `fetchMethod`).
 * - Failures are answered, never kept: a load says whether its value may be kept.
 * - `invalidate(site)` (caching/forget-on-writes.ts): every value of the site goes, loads under
 *   way are answered to those who asked but not kept, and later reads never wait on them.
 * - Bounded: least recently used first out beyond `maxBytes` (each value weighs what its load
 *   says) or `maxEntries`. `maxBytes: 0` keeps nothing: every read loads.
 */
import { LRUCache } from 'lru-cache';

export interface BffCacheOptions {
  /** byte budget of the kept values; 0 turns the cache off */
  maxBytes: number;
  maxEntries: number;
  freshMs: number;
  /** how long after `freshMs` a value is still answered while it is refreshed */
  staleMs: number;
  /** the cache's clock (tests move it) */
  now?: () => number;
}

export const BFF_CACHE_DEFAULTS: BffCacheOptions = {
  maxBytes: 32 * 1024 * 1024,
  maxEntries: 10_000,
  freshMs: 5_000,
  staleMs: 30_000,
};

/**
 * What a load gives: a value to keep (with its weight), a failure answered but not kept (a stale
 * value stays), or a value that is gone (answered, and a stale value is forgotten too).
 */
export type Loaded<V> = { kept: true; value: V; size: number } | { kept: false; value: V; gone?: true };

/** `hit`: kept and fresh; `stale`: kept, refreshing behind it; `miss`: loaded for this read */
export type CacheState = 'hit' | 'stale' | 'miss';

export interface CacheRead<V> {
  value: V;
  state: CacheState;
}

/** loads a value; `stale` is the value being refreshed, undefined on a miss */
export type Load<V> = (stale: V | undefined) => Promise<Loaded<V>>;

export interface BffCache {
  read<V>(site: string, key: string, load: Load<V>): Promise<CacheRead<V>>;
  /** forgets every value of a site: something visitors see was written to it */
  invalidate(site: string): void;
  readonly entries: number;
  /** bytes held, as weighed */
  readonly bytes: number;
}

interface Entry {
  value: unknown;
  /** the site's generation when its load began: one begun before a write is never answered after it */
  generation: number;
  storedAt: number;
  /** its weight in the byte budget */
  size: number;
}

interface LoadContext {
  generation: number;
  load: Load<unknown>;
}

/** a load's value that must not be kept, carried to every reader of the load */
class Unkept extends Error {
  readonly value: unknown;
  constructor(value: unknown) {
    super('not kept');
    this.value = value;
  }
}

const SEPARATOR = '\u0000';
/** a fixed cost per entry beyond what its load weighs: key, objects */
export const ENTRY_OVERHEAD_BYTES = 512;

/** what a value read from JSON weighs in memory, about: its text twice over */
export function weightOfJson(value: unknown): number {
  return ENTRY_OVERHEAD_BYTES + 2 * Buffer.byteLength(JSON.stringify(value) ?? '');
}

export function createBffCache(options: BffCacheOptions): BffCache {
  const now = options.now ?? (() => performance.now());
  const generations = new Map<string, number>();
  const generationOf = (site: string) => generations.get(site) ?? 0;
  /** ids whose load is under way (lru-cache's key listing leaves them out) */
  const loading = new Set<string>();
  const lifetimeMs = options.freshMs + options.staleMs;

  const cache = new LRUCache<string, Entry, LoadContext>({
    max: Math.max(1, options.maxEntries),
    maxSize: Math.max(1, options.maxBytes),
    maxEntrySize: Math.max(1, options.maxBytes),
    sizeCalculation: (entry) => entry.size,
    ttl: Math.max(1, options.freshMs),
    ttlResolution: 0,
    perf: { now },
    allowStale: true,
    allowStaleOnFetchRejection: true,
    // a load whose entry was forgotten meanwhile still answers those who asked, and is not kept
    ignoreFetchAbort: true,
    async fetchMethod(id, stale, { context }) {
      loading.add(id);
      try {
        const loaded = await context.load(stale?.value);
        const current = loaded.kept && generationOf(siteOf(id)) === context.generation;
        if (!current) {
          if (!loaded.kept && loaded.gone && cache.peek(id, { allowStale: true }) === stale) cache.delete(id);
          throw new Unkept(loaded.value);
        }
        return {
          value: loaded.value,
          generation: context.generation,
          storedAt: now(),
          size: Math.max(1, Math.ceil(loaded.size)),
        };
      } finally {
        loading.delete(id);
      }
    },
  });

  const siteOf = (id: string) => id.slice(0, id.indexOf(SEPARATOR));

  async function read<V>(site: string, key: string, load: Load<V>): Promise<CacheRead<V>> {
    if (options.maxBytes === 0) return { value: (await load(undefined)).value, state: 'miss' };
    const id = `${site}${SEPARATOR}${key}`;
    const generation = generationOf(site);
    const found = cache.peek(id, { allowStale: true });
    // past its whole lifetime, or kept by a load that ended just as a write forgot its site
    if (found && (found.generation !== generation || now() - found.storedAt >= lifetimeMs)) cache.delete(id);
    const hasStale = cache.peek(id, { allowStale: true }) !== undefined;
    const status: LRUCache.Status<string, Entry, LoadContext> = {};
    try {
      const entry = await cache.fetch(id, {
        context: { generation, load: load as Load<unknown> },
        status,
        // a miss that fails rejects for every reader, who each get the failure's value
        allowStaleOnFetchRejection: hasStale,
      });
      if (entry === undefined) return { value: (await load(undefined)).value, state: 'miss' };
      const state: CacheState = status.returnedStale ? 'stale' : status.fetch === 'miss' ? 'miss' : 'hit';
      return { value: entry.value as V, state };
    } catch (error) {
      if (error instanceof Unkept) return { value: error.value as V, state: 'miss' };
      throw error;
    }
  }

  return {
    read,
    invalidate(site) {
      generations.set(site, generationOf(site) + 1);
      const prefix = `${site}${SEPARATOR}`;
      for (const id of [...cache.keys(), ...loading]) if (id.startsWith(prefix)) cache.delete(id);
    },
    get entries() {
      return cache.size;
    },
    get bytes() {
      return cache.calculatedSize;
    },
  };
}
