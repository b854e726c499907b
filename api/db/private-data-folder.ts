/**
 * DATA_DIR holds the database, the media and the secrets: the folder is made 0700 and the files
 * the API creates in it 0600, whatever the process's umask. An existing folder or file with
 * looser modes (from an older version) is tightened at start; one the process does not own
 * (a volume mounted by someone else) is left as it is, and a warning says so.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

function tighten(path: string, mode: number): void {
  try {
    chmodSync(path, mode);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    if (code === 'EPERM') {
      console.warn(`warning: cannot restrict the permissions of ${path} (not its owner)`);
      return;
    }
    throw error;
  }
}

export function preparePrivateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  tighten(dir, PRIVATE_DIR_MODE);
}

/** creates the file empty when missing (as 0600), or tightens an existing one to 0600 */
export function preparePrivateFile(path: string): void {
  if (!existsSync(path)) closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
  tighten(path, PRIVATE_FILE_MODE);
}

/** tightens files that another library created (SQLite's journal, sharp's output) */
export function restrictFiles(...paths: string[]): void {
  for (const path of paths) tighten(path, PRIVATE_FILE_MODE);
}
