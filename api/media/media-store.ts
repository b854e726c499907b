/** The media library of each site: the rows of its images (the files are media-files.ts's). */
import type { Insertable, Kysely } from 'kysely';
import type { Database, MediaRow, MediaTable } from '../db/tables.ts';
import { nowTimestamp } from '../db/timestamps.ts';

export type NewMedia = Omit<Insertable<MediaTable>, 'id' | 'created_at'>;

export type MediaStore = ReturnType<typeof createMediaStore>;

export function createMediaStore(db: Kysely<Database>) {
  return {
    /** the site's images, newest first */
    async listOfDomain(domainId: number): Promise<MediaRow[]> {
      return db
        .selectFrom('media')
        .selectAll()
        .where('domain_id', '=', domainId)
        .orderBy('id', 'desc')
        .execute();
    },

    async find(domainId: number, id: number): Promise<MediaRow | undefined> {
      return db
        .selectFrom('media')
        .selectAll()
        .where('domain_id', '=', domainId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** which of these ids are images of the site */
    async existingIds(domainId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('media')
        .select('id')
        .where('domain_id', '=', domainId)
        .where('id', 'in', ids)
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    async add(media: NewMedia): Promise<MediaRow> {
      return db
        .insertInto('media')
        .values({ ...media, created_at: nowTimestamp() })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** the changed row, or undefined when the site has no such image */
    async setAlt(domainId: number, id: number, alt: string): Promise<MediaRow | undefined> {
      return db
        .updateTable('media')
        .set({ alt })
        .where('domain_id', '=', domainId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** the deleted row (its files are still to be removed), or undefined when there was none */
    async remove(domainId: number, id: number): Promise<MediaRow | undefined> {
      return db
        .deleteFrom('media')
        .where('domain_id', '=', domainId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
  };
}
