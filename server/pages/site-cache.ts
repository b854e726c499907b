/**
 * A small in-memory cache of what the BFF reads from the content API to write pages, keyed by
 * site and by what was read: least recently used entries go first beyond `maxEntries`, every
 * entry expires after `ttlMs` (writes made elsewhere — another BFF, the API directly — show
 * after that at the latest), and `invalidate(site)` forgets one site's entries at once (a write
 * through this BFF). Concurrent misses of one key share one load; a load that began before an
 * invalidation of its site is answered but not kept, so an old answer never outlives the write.
 */
export interface SiteCache<V> {
  /** the cached value, or the one `load` gives (kept when `keep(value)` says so) */
  get(site: string, key: string, load: () => Promise<V>): Promise<V>;
  invalidate(site: string): void;
  readonly size: number;
}

export interface SiteCacheOptions<V> {
  maxEntries: number;
  ttlMs: number;
  /** whether an answer may be kept (failures are not) */
  keep?: (value: V) => boolean;
  now?: () => number;
}

const SEPARATOR = '\u0000';

export function createSiteCache<V>(options: SiteCacheOptions<V>): SiteCache<V> {
  const now = options.now ?? Date.now;
  const keep = options.keep ?? (() => true);
  const entries = new Map<string, { value: V; expiresAt: number }>();
  const loading = new Map<string, Promise<V>>();
  const generations = new Map<string, number>();

  const generationOf = (site: string) => generations.get(site) ?? 0;

  return {
    get size() {
      return entries.size;
    },
    get(site, key, load) {
      const id = `${site}${SEPARATOR}${key}`;
      const hit = entries.get(id);
      if (hit && hit.expiresAt > now()) {
        // most recently used goes last
        entries.delete(id);
        entries.set(id, hit);
        return Promise.resolve(hit.value);
      }
      if (hit) entries.delete(id);
      const pending = loading.get(id);
      if (pending) return pending;
      const generation = generationOf(site);
      const promise = load().then(
        (value) => {
          if (loading.get(id) === promise) loading.delete(id);
          if (generationOf(site) === generation && keep(value)) {
            entries.set(id, { value, expiresAt: now() + options.ttlMs });
            while (entries.size > options.maxEntries) {
              const oldest = entries.keys().next().value as string;
              entries.delete(oldest);
            }
          }
          return value;
        },
        (error: unknown) => {
          if (loading.get(id) === promise) loading.delete(id);
          throw error;
        },
      );
      loading.set(id, promise);
      return promise;
    },
    invalidate(site) {
      generations.set(site, generationOf(site) + 1);
      const prefix = `${site}${SEPARATOR}`;
      for (const id of [...entries.keys()]) if (id.startsWith(prefix)) entries.delete(id);
      for (const id of [...loading.keys()]) if (id.startsWith(prefix)) loading.delete(id);
    },
  };
}
