/**
 * Test harness: a real database, migrated, with the sites and staff of seeded-staff.ts, and the
 * app built on it; tests call it through api-calls.ts. The engine is SQLite (a file in a temporary
 * folder) unless `TEST_DATABASE=postgres` (a fresh PostgreSQL database, testing/test-database.ts).
 */

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ROLE } from '#shared/ids/roles.ts';
import { buildApiApp } from '../app.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { ApiConfig } from '../config/api-config.ts';
import type { Database } from '../db/tables.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import type { MediaS3Settings } from '../media/storage/media-storage-env.ts';
import { SCHEDULE_TICK_MS } from '../posts/publication-scheduler.ts';
import { client, login } from './api-calls.ts';
import { EMAILS, HOSTS, PASSWORD, TEST_SCRYPT_COST } from './seeded-staff.ts';
import { createTestDatabase } from './test-database.ts';

export interface Harness {
  app: FastifyInstance;
  db: Kysely<Database>;
  dataDir: string;
  /** the PostgreSQL database's URL; undefined on SQLite (the file is in `dataDir`) */
  databaseUrl: string | undefined;
  /** another Kysely on the same database, for restart tests (the caller destroys it) */
  reopenDb(): Kysely<Database>;
  config: ApiConfig;
  domains: { main: number; tacos: number };
  users: Record<keyof typeof EMAILS, number>;
  /** mails the app sent (once its queue has run: `await app.mailQueue.idle()`) */
  mails: Mail[];
  /** closes the app and the database, keeping the folder (for restart tests) */
  close(): Promise<void>;
}

/** the BFF's secret in the tests' API (the calls of access `bff`) */
export const TEST_BFF_API_SECRET = 'test-bff-api-secret-0123456789-abcdefghij';

export function testConfig(dataDir: string, jwtSecret?: Uint8Array): ApiConfig {
  return {
    dataDir,
    jwtSecret: jwtSecret ?? new TextEncoder().encode(randomBytes(32).toString('hex')),
    smtpUrl: undefined,
    mailFrom: 'test@example.test',
    scryptCost: TEST_SCRYPT_COST,
    publicOriginTemplate: undefined,
    bffPort: undefined,
    scheduleTickMs: SCHEDULE_TICK_MS,
    bffApiSecret: TEST_BFF_API_SECRET,
  };
}

async function insertUser(db: Kysely<Database>, email: string, roleId: number, domainIds: number[]) {
  const now = nowTimestamp();
  const { id } = await db
    .insertInto('users')
    .values({
      email,
      firstname: email.split('@')[0] ?? 'user',
      lastname: 'Tester',
      password_hash: await hashPassword(PASSWORD, TEST_SCRYPT_COST),
      role_id: roleId,
      totp_secret: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const domainId of domainIds)
    await db.insertInto('user_domains').values({ user_id: id, domain_id: domainId }).execute();
  return id;
}

export interface HarnessOptions {
  /** replaces the mailer that collects into `mails` (a slow or failing mail server) */
  mailer?: Mailer;
  /** media in this S3-compatible bucket (testing/s3-server.ts) instead of `dataDir`/media */
  mediaS3?: MediaS3Settings;
}

export async function createHarness(
  t: { teardown(fn: () => unknown): void },
  options: HarnessOptions = {},
): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'content-api-test-'));
  const database = await createTestDatabase(dataDir);
  const { db } = database;
  const now = nowTimestamp();
  const insertDomain = async (host: string, name: string) =>
    (
      await db
        .insertInto('domains')
        .values({ host, name, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const domains = {
    main: await insertDomain(HOSTS.main, 'Main Street Trucks'),
    tacos: await insertDomain(HOSTS.tacos, 'Taco Row'),
  };
  const users = {
    owner: await insertUser(db, EMAILS.owner, ROLE.owner, []),
    admin: await insertUser(db, EMAILS.admin, ROLE.admin, [domains.main]),
    editor: await insertUser(db, EMAILS.editor, ROLE.editor, [domains.main]),
    tacosAdmin: await insertUser(db, EMAILS.tacosAdmin, ROLE.admin, [domains.tacos]),
  };
  const config: ApiConfig = { ...testConfig(dataDir), mediaS3: options.mediaS3 };
  const mails: Mail[] = [];
  const app = await buildApiApp({
    db,
    config,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    mailer: options.mailer ?? { send: async (mail) => void mails.push(mail) },
    // an answer its response schema would change fails the test (api/replies/reply-serializer.ts)
    strictAnswers: true,
  });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    await db.destroy();
  };
  t.teardown(async () => {
    await close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    app,
    db,
    dataDir,
    databaseUrl: database.databaseUrl,
    reopenDb: database.reopen,
    config,
    domains,
    users,
    mails,
    close,
  };
}

/** A harness with `who` signed in on their site: its `token`, and `api` calling as them there. */
export async function signedIn(
  t: { teardown(fn: () => unknown): void },
  who: keyof typeof EMAILS,
  options: HarnessOptions & { host?: string } = {},
): Promise<Harness & { token: string; api: ReturnType<typeof client> }> {
  const harness = await createHarness(t, options);
  const host = options.host ?? HOSTS.main;
  const { access_token: token } = await login(harness.app, EMAILS[who], host);
  return { ...harness, token, api: client(harness.app, token, host) };
}

/**
 * A second API process on the harness's database: an app of its own with its own connection(s),
 * closed with the test. For what must hold across processes (limits, locks, schedules).
 */
export async function anotherApiProcess(
  t: { teardown(fn: () => unknown): void },
  harness: Pick<Harness, 'reopenDb' | 'config'>,
): Promise<FastifyInstance> {
  const db = harness.reopenDb();
  const other = await buildApiApp({ db, config: harness.config, logLevel: 'silent' });
  t.teardown(async () => {
    await other.close();
    await db.destroy();
  });
  return other;
}
