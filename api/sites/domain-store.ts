/**
 * The sites (domains) of the API: found by host, listed (new ones: site-setup-store.ts, which
 * calls `forgetCachedSites` after each). The site of a host is kept in memory (site-cache.ts).
 */
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/sql-engine.ts';
import type { Database, DomainRow } from '../db/tables.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import { createSiteCache, type SiteCache } from './site-cache.ts';

export interface DomainSummary {
  id: number;
  host: string;
  name: string;
}

export type DomainStore = ReturnType<typeof createDomainStore>;

export function createDomainStore(db: Kysely<Database>, sites: SiteCache = createSiteCache()) {
  return {
    /** the site served at this host name (lower case, no port), from memory while fresh (frozen) */
    async findByHost(host: string): Promise<DomainRow | undefined> {
      const kept = sites.get(host);
      if (kept !== undefined) return kept;
      const generation = sites.generation;
      const row = await db.selectFrom('domains').selectAll().where('host', '=', host).executeTakeFirst();
      return row === undefined ? undefined : sites.set(host, row, generation);
    },

    /** after a domain is created, renamed or removed: the next lookups read the database */
    forgetCachedSites(): void {
      sites.forgetAll();
    },

    /** A new domain; undefined when its host is taken (the caller answers the 409). */
    async insert(site: { host: string; name: string }): Promise<DomainSummary | undefined> {
      try {
        return await db
          .insertInto('domains')
          .values({ host: site.host, name: site.name, created_at: nowTimestamp() })
          .returning(['id', 'host', 'name'])
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    /** whether the database holds any site (the first start seeds an empty one) */
    async hasAny(): Promise<boolean> {
      return (await db.selectFrom('domains').select('id').limit(1).executeTakeFirst()) !== undefined;
    },

    async findById(id: number): Promise<DomainRow | undefined> {
      return db.selectFrom('domains').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async isHostTaken(host: string): Promise<boolean> {
      const row = await db.selectFrom('domains').select('id').where('host', '=', host).executeTakeFirst();
      return row !== undefined;
    },

    /** every site's id, in id order (an owner works on all of them) */
    async listAllIds(): Promise<number[]> {
      const rows = await db.selectFrom('domains').select('id').orderBy('id').execute();
      return rows.map((row) => row.id);
    },

    /** every site's host name, in alphabetical order */
    async listHosts(): Promise<string[]> {
      const rows = await db.selectFrom('domains').select('host').orderBy('host').execute();
      return rows.map((row) => row.host);
    },

    /** these sites with their names, in id order */
    async listByIds(ids: readonly number[]): Promise<DomainSummary[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('domains')
        .select(['id', 'host', 'name'])
        .where('id', 'in', ids)
        .orderBy('id')
        .execute();
    },

    /** these sites' hosts, in id order */
    async listHostsByIds(ids: readonly number[]): Promise<{ id: number; host: string }[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('domains').select(['id', 'host']).where('id', 'in', ids).orderBy('id').execute();
    },
  };
}
