/**
 * The files of a media library copied to another host (a new domain made as a copy, issue 8),
 * without ever leaving half a copy behind:
 * 1. `stageLibraryCopy` copies the files into a staging folder of DATA_DIR/media (a dot folder:
 *    never served, and on the same file system, so step 3 is a rename) — before the database
 *    transaction, so the slow part holds no lock;
 * 2. inside the transaction, `settle` makes the staged files exactly those of the media rows the
 *    transaction copies (a row added meanwhile gets its files, a removed one loses them);
 * 3. still inside it, as its last step, `publish` moves them to DATA_DIR/media/{host}/;
 * 4. on any failure (of the transaction or of its commit) `discard` removes what this copy put on
 *    disk, staged or published.
 * A process killed before step 3 would leave the staging folder behind, so the caller notes it in
 * the media file journal before anything is copied (`beforeStage`, as an upload notes its keys,
 * docs/decisions/027) and settles the note once the folder is gone — published or discarded; a
 * note settled late names a folder that is no longer there, which is harmless. The sweeper
 * removes the folders of the notes left (`removeStagingFolders`).
 * Copies use copy-on-write clones where the file system has them (COPYFILE_FICLONE), real copies
 * elsewhere. A file missing from the source (a library damaged by hand) is skipped, not fatal.
 * The files of a row are media-files.ts's `mediaFilesOf`: the image, its thumbnail and its smaller
 * WebP copies, so a copied site serves the same `srcset` as its source.
 *
 * That is the local storage. Object storage (docs/decisions/025) has no rename: there each object
 * is copied by the service itself (CopyObject) straight to its final key in step 1, `settle` copies
 * and removes as above, `publish` has nothing left to do, and `discard` removes every copied
 * object. Until the transaction commits those objects are reachable at `/media/{new host}/…` only
 * by someone who already knows their random names — copies of images the source site shows.
 */
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { MEDIA_THUMBNAIL_DIR } from '#shared/media-url.ts';
import { PRIVATE_DIR_MODE } from '../db/private-data-folder.ts';
import { type MediaFileRow, mediaFilesOf } from './media-files.ts';
import type { MediaStorage } from './storage/media-storage.ts';
import { type MediaStorageOrDataDir, storageOf } from './storage/media-storage-choice.ts';

/** files copied at once: quick, without opening hundreds of files or requests at once */
const COPY_BATCH = 16;

/**
 * A staging folder as the journal names it: `.copy-{host}-{12 hex}/` below the media root. Never
 * a storage key (a dot segment, a trailing slash), so a note of one cannot be taken for a file.
 */
const STAGING_FOLDER = /^\.copy-[a-z0-9.-]+-[0-9a-f]{12}\/$/;

/** Whether a key of the journal names a domain copy's staging folder rather than a stored file. */
export function isStagingFolder(key: string): boolean {
  return STAGING_FOLDER.test(key);
}

/**
 * Removes staging folders left by copies that never finished (the sweeper's share of a copy's
 * note). Only the local storage stages; on object storage there is nothing to remove.
 */
export async function removeStagingFolders(storage: MediaStorage, folders: readonly string[]): Promise<void> {
  const root = storage.localFolder;
  if (root === undefined) return;
  for (const folder of folders.filter(isStagingFolder))
    await rm(join(root, folder), { recursive: true, force: true });
}

export interface StageOptions {
  /**
   * Called with the staging folder (as the journal names it) before it is made and before any
   * file is copied: the caller notes it, so a copy that dies midway leaves nothing unnamed.
   * Not called on object storage, where nothing is staged.
   */
  beforeStage?: (folder: string) => Promise<void>;
}

/** Runs `work` a batch at a time; a failure is thrown once its whole batch has settled. */
async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += COPY_BATCH) {
    const results = await Promise.allSettled(items.slice(start, start + COPY_BATCH).map(work));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }
}

export interface LibraryCopy {
  /** Makes the staged files exactly those of `rows`: copies the missing, removes the others. */
  settle(rows: readonly MediaFileRow[]): Promise<void>;
  /** Moves the staged files to the new host's folder. */
  publish(): Promise<void>;
  /** Removes everything this copy put on disk (staged or published); never throws. */
  discard(): Promise<void>;
  /** how many files are staged */
  readonly fileCount: number;
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

export async function stageLibraryCopy(
  target: MediaStorageOrDataDir,
  fromHost: string,
  toHost: string,
  rows: readonly MediaFileRow[],
  options: StageOptions = {},
): Promise<LibraryCopy> {
  const storage = storageOf(target);
  if (storage.localFolder === undefined) return copyObjects(storage, fromHost, toHost, rows);
  const mediaRoot = storage.localFolder;
  const sourceDir = join(mediaRoot, fromHost);
  const targetDir = join(mediaRoot, toHost);
  const stagingName = `.copy-${toHost}-${randomBytes(6).toString('hex')}`;
  const stagingDir = join(mediaRoot, stagingName);
  await options.beforeStage?.(`${stagingName}/`);
  await mkdir(stagingDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const staged = new Set<string>();
  /** what `publish` put in place: the whole folder, or single files into a folder that was there */
  let published: { folder: true } | { files: string[] } | undefined;

  async function stage(file: string): Promise<void> {
    const to = join(stagingDir, file);
    await mkdir(dirname(to), { recursive: true, mode: PRIVATE_DIR_MODE });
    try {
      await copyFile(join(sourceDir, file), to, constants.COPYFILE_FICLONE);
      staged.add(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  async function stageAll(files: Iterable<string>): Promise<void> {
    await inBatches([...files], stage);
  }

  const copy: LibraryCopy = {
    get fileCount() {
      return staged.size;
    },

    async settle(current) {
      const wanted = new Set(current.flatMap(mediaFilesOf));
      await stageAll([...wanted].filter((file) => !staged.has(file)));
      for (const file of [...staged]) {
        if (wanted.has(file)) continue;
        await rm(join(stagingDir, file), { force: true });
        staged.delete(file);
      }
    },

    async publish() {
      if (!(await exists(targetDir))) {
        await rename(stagingDir, targetDir);
        published = { folder: true };
        return;
      }
      // files of an older site of the same host are still there: move ours in beside them
      const moved: string[] = [];
      published = { files: moved };
      for (const file of await filesUnder(stagingDir)) {
        const to = join(targetDir, file);
        await mkdir(dirname(to), { recursive: true, mode: PRIVATE_DIR_MODE });
        await rename(join(stagingDir, file), to);
        moved.push(file);
      }
      await rm(stagingDir, { recursive: true, force: true });
    },

    async discard() {
      try {
        await rm(stagingDir, { recursive: true, force: true });
        if (published && 'folder' in published) await rm(targetDir, { recursive: true, force: true });
        else if (published) {
          for (const file of published.files) await rm(join(targetDir, file), { force: true });
          await rmdir(join(targetDir, 'library', MEDIA_THUMBNAIL_DIR)).catch(() => {});
        }
      } catch {
        // best effort: a leftover file is harmless (no row points at it)
      }
    },
  };

  try {
    await stageAll(new Set(rows.flatMap(mediaFilesOf)));
  } catch (error) {
    await copy.discard();
    throw error;
  }
  return copy;
}

/** The copy on object storage: each object copied by the service to its final key at once. */
async function copyObjects(
  storage: MediaStorage,
  fromHost: string,
  toHost: string,
  rows: readonly MediaFileRow[],
): Promise<LibraryCopy> {
  const copied = new Set<string>();

  async function copyAll(files: readonly string[]): Promise<void> {
    await inBatches(files, async (file) => {
      // a file missing from the source is skipped, as on disk
      if (await storage.copy(`${fromHost}/${file}`, `${toHost}/${file}`)) copied.add(file);
    });
  }

  const copy: LibraryCopy = {
    get fileCount() {
      return copied.size;
    },

    async settle(current) {
      const wanted = new Set(current.flatMap(mediaFilesOf));
      await copyAll([...wanted].filter((file) => !copied.has(file)));
      const unwanted = [...copied].filter((file) => !wanted.has(file));
      await storage.delete(unwanted.map((file) => `${toHost}/${file}`));
      for (const file of unwanted) copied.delete(file);
    },

    async publish() {
      // the objects are at their keys already
    },

    async discard() {
      try {
        await storage.delete([...copied].map((file) => `${toHost}/${file}`));
      } catch {
        // best effort: a leftover object is harmless (no row points at it)
      }
    },
  };

  try {
    await copyAll([...new Set(rows.flatMap(mediaFilesOf))]);
  } catch (error) {
    await copy.discard();
    throw error;
  }
  return copy;
}
