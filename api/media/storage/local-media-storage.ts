/**
 * Media files in the local folder DATA_DIR/media, as before there was a choice (the default):
 * a key is a path below that folder, folders are made 0700 and files 0600 like all of DATA_DIR.
 * `/media/…` is served from this folder by @fastify/static (media-static.ts); `read` gives the
 * same answers (its ETag is the one @fastify/static sends) for code that reads through the interface.
 */
import { constants, createReadStream, type Dirent } from 'node:fs';
import { copyFile, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../db/private-data-folder.ts';
import {
  assertFolder,
  assertKey,
  etagMatches,
  type MediaObjectFacts,
  type MediaRead,
  type MediaStorage,
  rangeBounds,
} from './media-storage.ts';

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

/** The local storage of a data folder: its files under DATA_DIR/media. */
export function localMediaStorage(dataDir: string): MediaStorage {
  const folder = join(dataDir, 'media');
  const pathOf = (key: string) => {
    assertKey(key);
    return join(folder, key);
  };

  async function factsOf(path: string): Promise<MediaObjectFacts | undefined> {
    try {
      const info = await stat(path);
      if (!info.isFile()) return undefined;
      return {
        size: info.size,
        // as @fastify/static (send) makes it, so both ways of reading agree
        etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
        lastModified: info.mtime,
        contentType: undefined,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    kind: 'local',
    localFolder: folder,

    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE });
      await writeFile(path, bytes, { mode: PRIVATE_FILE_MODE });
    },

    async read(key, conditions = {}): Promise<MediaRead> {
      const path = pathOf(key);
      const facts = await factsOf(path);
      if (!facts) return { kind: 'missing' };
      const notModified =
        conditions.ifNoneMatch !== undefined
          ? etagMatches(conditions.ifNoneMatch, facts.etag)
          : conditions.ifModifiedSince !== undefined &&
            Math.floor(facts.lastModified.getTime() / 1000) <=
              Math.floor(conditions.ifModifiedSince.getTime() / 1000);
      if (notModified) return { kind: 'not-modified', etag: facts.etag, lastModified: facts.lastModified };
      let range: { start: number; end: number } | undefined;
      if (conditions.range && !conditions.headOnly) {
        range = rangeBounds(conditions.range, facts.size);
        if (!range) return { kind: 'unsatisfiable', size: facts.size };
      }
      const body = conditions.headOnly ? undefined : createReadStream(path, range);
      return { kind: 'object', facts, range, body };
    },

    async exists(key) {
      return (await factsOf(pathOf(key))) !== undefined;
    },

    async delete(keys) {
      const paths = keys.map(pathOf);
      await Promise.all(paths.map((path) => rm(path, { force: true })));
    },

    async list(prefix) {
      assertFolder(prefix);
      const dir = join(folder, prefix);
      let entries: Dirent[];
      try {
        entries = await readdir(dir, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      return (
        entries
          .filter((entry) => entry.isFile())
          .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
          // a domain copy's staging folder (media-copy.ts) holds no key of its own
          .filter((key) => !key.split('/').some((segment) => segment.startsWith('.')))
          .sort()
      );
    },

    async copy(fromKey, toKey) {
      const from = pathOf(fromKey);
      const to = pathOf(toKey);
      await mkdir(dirname(to), { recursive: true, mode: PRIVATE_DIR_MODE });
      try {
        // a copy-on-write clone where the file system has them, a real copy elsewhere
        await copyFile(from, to, constants.COPYFILE_FICLONE);
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async close() {},
  };
}
