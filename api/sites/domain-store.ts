/** The sites (domains) of the API: found by host, listed (new ones: site-setup-store.ts). */
import type { Kysely } from 'kysely';
import type { Database, DomainRow } from '../db/tables.ts';

export interface DomainSummary {
  id: number;
  host: string;
  name: string;
}

export type DomainStore = ReturnType<typeof createDomainStore>;

export function createDomainStore(db: Kysely<Database>) {
  return {
    /** the site served at this host name (lower case, no port) */
    async findByHost(host: string): Promise<DomainRow | undefined> {
      return db.selectFrom('domains').selectAll().where('host', '=', host).executeTakeFirst();
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
