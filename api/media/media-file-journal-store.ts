/**
 * The journal of media files in motion (migration 016, docs/decisions/027). An upload notes the
 * keys it is about to store (`note`), and the media row that owns them settles that note in
 * its own transaction (media-store.ts `add`); a removal notes the keys of the row it deletes in
 * the deleting transaction (media-usage-store.ts) and settles it once the files are gone; a
 * domain copy notes its staging folder (`.copy-{host}-{hex}/`, media-copy.ts) and settles it once
 * the folder is gone. What is still noted after its `sweep_after` is left behind — by a process
 * killed in between, or a storage that failed — and media-file-sweeper.ts removes those files.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { nowTimestamp, toTimestamp } from '../db/timestamps.ts';

export interface JournalEntry {
  id: number;
  keys: string[];
}

function keysOf(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

export function createMediaFileJournalStore(db: Kysely<Database>) {
  return {
    /** Notes files about to be written or removed; they are swept from `sweepAfter` on unless settled. */
    async note(keys: readonly string[], sweepAfter: Date): Promise<number> {
      const { id } = await db
        .insertInto('media_file_journal')
        .values({
          keys: JSON.stringify(keys),
          sweep_after: toTimestamp(sweepAfter),
          created_at: nowTimestamp(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** The files are where they belong (or gone, for a removal): forget the notes. */
    async settle(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.deleteFrom('media_file_journal').where('id', 'in', ids).execute();
    },

    /**
     * Notes due for sweeping, oldest first: those past their time, or every one (`all`: no other
     * process can be writing — a SQLite data folder at its start).
     */
    async due(now: Date, limit: number, all = false): Promise<JournalEntry[]> {
      const rows = await db
        .selectFrom('media_file_journal')
        .select(['id', 'keys'])
        .$if(!all, (q) => q.where('sweep_after', '<=', toTimestamp(now)))
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: row.id, keys: keysOf(row.keys) }));
    },
  };
}

export type MediaFileJournalStore = ReturnType<typeof createMediaFileJournalStore>;
