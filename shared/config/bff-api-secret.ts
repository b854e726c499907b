/**
 * The secret the BFF shows the content API on the calls only it may make (access level `bff`:
 * the visitor insights' batches and the day's salt, docs/decisions/048). `BFF_API_SECRET` when
 * set, in both processes; otherwise generated once into `DATA_DIR/bff-api-secret` (mode 0600),
 * as the session secret is, so the embedded API of `npm start` and its BFF read the same one. A
 * BFF in front of a separate API needs the variable set on both.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const BFF_API_SECRET_FILE = 'bff-api-secret';
export const MIN_BFF_API_SECRET_LENGTH = 32;
/** the header the BFF sends it in */
export const BFF_API_SECRET_HEADER = 'x-bff-secret';

export function loadBffApiSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, BFF_API_SECRET_FILE);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_BFF_API_SECRET_LENGTH) return stored;
  } catch {
    // not there yet: generated below
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  // `wx`: when the other process wrote it first, read that one
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}
