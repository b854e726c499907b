/**
 * A PostgreSQL database for a whole-stack test: a throwaway cluster (api/testing/
 * postgres-cluster.ts) with one empty database, stopped when the test ends. Without the server
 * binaries the test is skipped with a loud message — except under CI=true, where it fails.
 */
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import pg from 'pg';
import {
  type PostgresCluster,
  postgresBinariesPresent,
  startPostgresCluster,
} from '../../api/testing/postgres-cluster.ts';

export interface TestPostgres {
  cluster: PostgresCluster;
  /** the URL of the empty database */
  url: string;
}

/** The cluster and its database `name`; undefined (and the test skipped) without PostgreSQL. */
export async function postgresDatabaseFor(t: TestContext, name: string): Promise<TestPostgres | undefined> {
  if (!postgresBinariesPresent()) {
    const message = `no PostgreSQL server binaries (apt-get install postgresql): "${t.name}" NOT run`;
    if (process.env.CI === 'true') assert.fail(message);
    console.warn(`\n!!! ${message} !!!\n`);
    t.skip(message);
    return undefined;
  }
  const cluster = await startPostgresCluster();
  t.after(() => cluster.stop());
  const admin = new pg.Client({ connectionString: cluster.urlOf('postgres') });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return { cluster, url: cluster.urlOf(name) };
}
