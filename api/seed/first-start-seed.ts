/**
 * What an empty database gets at the first start: the demo collective and the first owner.
 * Several API processes may start at once on one PostgreSQL database (a scaled-out deployment
 * rolling out); each would see it empty and seed it, and all but one would stop on a unique
 * key. So the check and the writes are one transaction under one named lock: the first process
 * seeds, the others wait for it, then find the rows and seed nothing.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { lockForTransaction } from '../db/transaction-locks.ts';
import { type OwnerSeedOptions, type OwnerSeedResult, seedOwnerIfNone } from './owner-account.ts';
import { seedDemoSitesIfEmpty } from './seed-demo-sites.ts';

const FIRST_START_LOCK = 'seed:first-start';

export interface FirstStartSeed {
  demoSeeded: boolean;
  /** the owner created now, if one was */
  owner: OwnerSeedResult | undefined;
}

export async function seedFirstStart(db: Kysely<Database>, owner: OwnerSeedOptions): Promise<FirstStartSeed> {
  return db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, [FIRST_START_LOCK]);
    const demoSeeded = await seedDemoSitesIfEmpty(trx);
    return { demoSeeded, owner: await seedOwnerIfNone(trx, owner) };
  });
}
