/**
 * Removes media files that no row owns (docs/decisions/027): the files noted in the journal
 * (media-file-journal-store.ts) by an upload that never got its row — the process was killed
 * between storing the files and committing the row, or the row failed — and by a removal whose
 * files could not be removed at once (a storage down, a crash after the row's deletion); and the
 * staging folder of a domain copy that never published it (media-copy.ts: the process killed
 * while copying, issue 23), named in its note as `.copy-{host}-{hex}/`.
 *
 * A removal's note is due at once; an upload's after UPLOAD_SWEEP_GRACE_MS, which no upload in
 * progress can outlast (its body must arrive within REQUEST_TIMEOUT_MS, its decoding waits
 * behind at most four others), so a process never sweeps another's upload in flight; a copy's
 * after COPY_SWEEP_GRACE_MS, far beyond any copy (seconds for a library of hundreds of images:
 * clones or copies of files already on this disk, no upload, no decoding). At start
 * on SQLite every note is due: the data folder is this process's alone, nothing else can be
 * uploading. Then every SWEEP_EVERY_MS. A storage that fails leaves the notes for the next round.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sqlEngineOf } from '../db/sql-engine.ts';
import { isStagingFolder, removeStagingFolders } from './media-copy.ts';
import { MediaStorageError } from './storage/media-storage.ts';

export const UPLOAD_SWEEP_GRACE_MS = 15 * 60_000;
export const COPY_SWEEP_GRACE_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 5 * 60_000;
/** notes handled per batch: a storage's delete takes up to a thousand keys at once */
const BATCH = 100;

/** Removes the files of every due note and settles them; the number of notes swept. */
export async function sweepMediaFiles(app: FastifyInstance, options: { all?: boolean; now?: Date } = {}) {
  let swept = 0;
  for (;;) {
    const due = await app.stores.mediaFiles.due(options.now ?? new Date(), BATCH, options.all);
    if (due.length === 0) return swept;
    const keys = due.flatMap((note) => note.keys);
    await removeStagingFolders(app.mediaStorage, keys.filter(isStagingFolder));
    await app.mediaStorage.delete(keys.filter((key) => !isStagingFolder(key)));
    await app.stores.mediaFiles.settle(due.map((note) => note.id));
    swept += due.length;
    if (due.length < BATCH) return swept;
  }
}

async function mediaFileSweeperPlugin(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  const sweep = (all: boolean) =>
    sweepMediaFiles(app, { all })
      .then((swept) => {
        if (swept > 0) app.log.warn({ notes: swept }, 'media files left behind were removed');
      })
      .catch((error: unknown) => {
        const log = error instanceof MediaStorageError ? app.log.warn : app.log.error;
        log.call(app.log, { err: error }, 'media files left behind could not be removed yet');
      });
  app.addHook('onReady', async () => {
    await sweep(sqlEngineOf(app.db) === 'sqlite');
    timer = setInterval(() => void sweep(false), SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

export default fp(mediaFileSweeperPlugin, { name: 'media-file-sweeper', dependencies: ['services'] });
