/**
 * The sites by host name, kept in memory: every request of the API looks its site up by the
 * host the BFF names (site-resolver.ts), and the answer changes only when a domain is written.
 * The domain store forgets them all on every domain write of this process (`forgetAll`), and
 * each entry expires after SITE_CACHE_TTL_MS, which bounds what another API process sharing the
 * database can leave stale. Only found sites are kept: an unknown host is asked again each time,
 * so a site created elsewhere is served at once. A lookup that began before a write does not
 * store its (older) answer after it (`generation`). Rows are frozen: every request shares them.
 */
import type { DomainRow } from '../db/tables.ts';

export const SITE_CACHE_TTL_MS = 10_000;

export interface SiteCache {
  /** the kept site of this host, while fresh */
  get(host: string): DomainRow | undefined;
  /** where a lookup stands; a `set` with an older one is dropped */
  readonly generation: number;
  set(host: string, site: DomainRow, generation: number): DomainRow;
  forgetAll(): void;
}

export function createSiteCache(ttlMs: number = SITE_CACHE_TTL_MS, now: () => number = Date.now): SiteCache {
  const sites = new Map<string, { site: DomainRow; expires: number }>();
  let generation = 0;
  return {
    get(host) {
      const entry = sites.get(host);
      if (entry === undefined) return undefined;
      if (entry.expires <= now()) {
        sites.delete(host);
        return undefined;
      }
      return entry.site;
    },
    get generation() {
      return generation;
    },
    set(host, site, seenGeneration) {
      const frozen = Object.freeze({ ...site });
      if (seenGeneration === generation) sites.set(host, { site: frozen, expires: now() + ttlMs });
      return frozen;
    },
    forgetAll() {
      generation += 1;
      sites.clear();
    },
  };
}
