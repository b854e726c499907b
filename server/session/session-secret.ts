/**
 * The session secret(s): `SESSION_SECRET` when set, otherwise one generated on first start and
 * kept in `DATA_DIR/session-secret` (mode 0600) so sessions survive a restart.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function loadSessionSecrets(configured: string[] | undefined, dataDir: string): string[] {
  if (configured && configured.length > 0) return configured;
  const file = join(dataDir, 'session-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return [stored];
  } catch {
    // not there yet: generate below
  }
  // the data folder is private (0700), as the content API keeps it
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'w' });
  return [secret];
}
