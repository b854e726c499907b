/**
 * Several API processes starting at once on one empty database (a scaled-out deployment's first
 * rollout) migrate and seed it exactly once: one demo collective, one owner, and none stops on a
 * unique key. On PostgreSQL each start has a pool of its own, as separate processes would;
 * SQLite's one connection serialises the starts anyway (one data folder belongs to one process).
 */
import type { Kysely } from 'kysely';
import t from 'tap';
import { migrateToLatest } from '../db/migrations.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import type { Database } from '../db/tables.ts';
import { createEmptyTestDatabase, openEmptyTestDatabase } from '../testing/test-database.ts';
import { DEMO_SITES } from './demo-sites.ts';
import { seedFirstStart } from './first-start-seed.ts';

const OWNER = { email: 'owner@collective.test', password: 'correct-horse-battery', scryptCost: 1024 };
const STARTS = 4;

t.test('four processes starting at once migrate once and seed one collective and one owner', async (t) => {
  const url = await createEmptyTestDatabase(t);
  let starts: Kysely<Database>[];
  if (url) {
    starts = Array.from({ length: STARTS }, () => openPostgresDatabase({ url, poolSize: 1 }));
    t.teardown(() => Promise.all(starts.map((db) => db.destroy())));
  } else {
    const db = await openEmptyTestDatabase(t);
    starts = Array.from({ length: STARTS }, () => db);
  }
  const results = await Promise.all(
    starts.map(async (db) => {
      await migrateToLatest(db);
      return seedFirstStart(db, OWNER);
    }),
  );
  t.equal(results.filter((r) => r.demoSeeded).length, 1, 'one of them seeded the demo');
  t.equal(results.filter((r) => r.owner).length, 1, 'one of them created the owner');
  const db = starts[0] as Kysely<Database>;
  const hosts = await db.selectFrom('domains').select('host').orderBy('id').execute();
  t.same(
    hosts.map((d) => d.host),
    DEMO_SITES.map((s) => s.host),
    'each demo site once',
  );
  t.same(await db.selectFrom('users').select('email').execute(), [{ email: OWNER.email }], 'one owner');

  t.same(
    await seedFirstStart(db, OWNER),
    { demoSeeded: false, owner: undefined },
    'a later start seeds nothing',
  );
});
