/**
 * The whole stack on loopback for the server tests that need the real content API behind the
 * BFF: the embedded API on a fresh data folder (its demo sites, one owner) and a BFF in front of
 * it, both closed when the test ends.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBffApiSecret } from '#shared/config/bff-api-secret.ts';
import { type EmbeddedApi, startEmbeddedApi } from '../../api/embedded.ts';
import type { BffOptions } from '../app.ts';
import { type Harness, startBff } from './bff-harness.ts';

/** the owner the embedded API creates */
export const OWNER = { email: 'owner@collective.test', password: 'correct-horse-battery' } as const;

export interface Stack {
  api: EmbeddedApi;
  bff: Harness;
  /** the API's data folder (its SQLite file, its generated secrets) */
  dataDir: string;
}

/** Starts the API (data in a temporary folder named after `name`) and the BFF with `bffOptions`. */
export async function startStack(
  t: { teardown(fn: () => unknown): void },
  name: string,
  bffOptions: Partial<BffOptions> = {},
): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const api = await startEmbeddedApi({
    dataDir,
    adminEmail: OWNER.email,
    adminPassword: OWNER.password,
    logLevel: 'warn',
  });
  // sign-ins hash with the real cost: give them time on a busy machine
  const bff = await startBff({
    upstreamUrl: api.url,
    upstreamTimeoutMs: 30_000,
    // the secret the embedded API generated into its data folder, as `npm start` shares it
    bffApiSecret: loadBffApiSecret(undefined, dataDir),
    ...bffOptions,
  });
  t.teardown(async () => {
    await bff.close();
    await api.close();
  });
  return { api, bff, dataDir };
}
