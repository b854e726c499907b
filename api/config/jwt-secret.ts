/**
 * The API's JWT secret: `API_JWT_SECRET` when set, otherwise generated once into
 * DATA_DIR/api-jwt-secret (mode 0600) so tokens survive a restart.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { preparePrivateFolder } from '../db/private-data-folder.ts';
import { MIN_JWT_SECRET_LENGTH as MIN_SECRET_LENGTH } from './api-env.ts';

export const JWT_SECRET_FILE = 'api-jwt-secret';

export function loadJwtSecret(dataDir: string, fromEnv: string | undefined): Uint8Array {
  if (fromEnv) {
    if (fromEnv.length < MIN_SECRET_LENGTH) {
      throw new Error(`API_JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    }
    return new TextEncoder().encode(fromEnv);
  }
  const file = join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return new TextEncoder().encode(stored);
  }
  preparePrivateFolder(dataDir);
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return new TextEncoder().encode(secret);
}
