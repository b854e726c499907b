/**
 * The media library of each site: the rows of its images (the files are media-files.ts's). An
 * image is deleted together with its places in posts and options (media-usage-store.ts).
 */
import type { Insertable, Kysely } from 'kysely';
import { inTransaction } from '../db/in-transaction.ts';
import type { Database, MediaRow, MediaTable } from '../db/tables.ts';
import { containsIgnoringCase } from '../db/text-search.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import { createMediaFileJournalStore } from './media-file-journal-store.ts';

export type NewMedia = Omit<Insertable<MediaTable>, 'id' | 'created_at'>;

export type MediaStore = ReturnType<typeof createMediaStore>;

export interface MediaPageFilter {
  /** file name or alt text contains it, ignoring case */
  search?: string | undefined;
  /** uploaded in this format (shared/media-formats.ts) */
  format?: string | undefined;
  /** true: only images without alt text */
  missingAlt?: boolean | undefined;
  /** at most this many; undefined: all */
  limit?: number | undefined;
  offset?: number | undefined;
}

export function createMediaStore(db: Kysely<Database>) {
  return {
    /** the site's images, oldest first (their files are staged before a site copy) */
    async listOldestFirst(domainId: number): Promise<MediaRow[]> {
      return db.selectFrom('media').selectAll().where('domain_id', '=', domainId).orderBy('id').execute();
    },

    /**
     * A site copy's share (site-setup-store.ts): the media rows of `from` added to `to` (the files
     * are the caller's: media-copy.ts); answers each old id's new one and the new rows.
     */
    async copySite(from: number, to: number): Promise<{ ids: Map<number, number>; rows: MediaRow[] }> {
      const ids = new Map<number, number>();
      const rows: MediaRow[] = [];
      for (const item of await db
        .selectFrom('media')
        .selectAll()
        .where('domain_id', '=', from)
        .orderBy('id')
        .execute()) {
        const { id: oldId, domain_id: _domain, ...columns } = item;
        const row = await db
          .insertInto('media')
          .values({ ...columns, domain_id: to })
          .returningAll()
          .executeTakeFirstOrThrow();
        ids.set(oldId, row.id);
        rows.push(row);
      }
      return { ids, rows };
    },

    /** deletes the site's image row; answers it, or undefined when there is none */
    async remove(domainId: number, id: number): Promise<MediaRow | undefined> {
      return db
        .deleteFrom('media')
        .where('domain_id', '=', domainId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** the site's images, newest first */
    async listOfDomain(domainId: number): Promise<MediaRow[]> {
      return db
        .selectFrom('media')
        .selectAll()
        .where('domain_id', '=', domainId)
        .orderBy('id', 'desc')
        .execute();
    },

    /** one page of the site's images, newest first, with how many match in all */
    async pageOfDomain(
      domainId: number,
      filter: MediaPageFilter,
    ): Promise<{ rows: MediaRow[]; total: number }> {
      const { search, format } = filter;
      const matching = db
        .selectFrom('media')
        .where('domain_id', '=', domainId)
        .$if(format !== undefined, (q) => q.where('format', '=', format ?? ''))
        .$if(filter.missingAlt === true, (q) => q.where((eb) => eb(eb.fn('trim', ['alt']), '=', '')))
        .$if(search !== undefined, (q) =>
          q.where((eb) =>
            eb.or([
              containsIgnoringCase(eb.ref('original_name'), search ?? ''),
              containsIgnoringCase(eb.ref('alt'), search ?? ''),
            ]),
          ),
        );
      const { total } = await matching
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const offset = filter.offset ?? 0;
      const ordered = matching.selectAll().orderBy('id', 'desc');
      // an offset without a limit is not portable SQL (SQLite wants LIMIT -1): the rest is sliced
      const rows =
        filter.limit === undefined
          ? (await ordered.execute()).slice(offset)
          : await ordered.limit(filter.limit).offset(offset).execute();
      return { rows, total: Number(total) };
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

    /** the alt text of each of these ids that is an image of the site */
    async altTexts(domainId: number, ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('media')
        .select(['id', 'alt'])
        .where('domain_id', '=', domainId)
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [row.id, row.alt]));
    },

    /**
     * Adds an image whose files are stored; `journalId` (the note of those files,
     * media-file-journal-store.ts) is settled in the same transaction, so the files are either
     * owned by a row or still noted for sweeping — never neither.
     */
    async add(media: NewMedia, journalId?: number): Promise<MediaRow> {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .insertInto('media')
          .values({ ...media, created_at: nowTimestamp() })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (journalId !== undefined) await createMediaFileJournalStore(trx).settle([journalId]);
        return row;
      });
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
  };
}
