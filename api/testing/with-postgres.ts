/**
 * Runs a command (the API's tap suite) against one throwaway PostgreSQL cluster:
 * `node api/testing/with-postgres.ts tap api/`. Starts the cluster, hands it to every test
 * process through `TEST_DATABASE=postgres` and `TEST_POSTGRES_URL`, and stops it when the command
 * ends (or this process is interrupted), exiting with the command's status. Without the server
 * binaries the pass is skipped with a loud message, except under CI=true, where it fails.
 */
import { spawn } from 'node:child_process';
import { POSTGRES_BIN_DIR, postgresBinariesPresent, startPostgresCluster } from './postgres-cluster.ts';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node api/testing/with-postgres.ts <command> [args…]');
  process.exit(2);
}

if (!postgresBinariesPresent()) {
  const message = `with-postgres: no PostgreSQL server binaries in ${POSTGRES_BIN_DIR} (apt-get install postgresql, or set POSTGRES_BIN_DIR)`;
  // as the browser journeys do without Chromium: skipped loudly on a workstation, a failure in CI
  if (process.env.CI === 'true') {
    console.error(message);
    process.exit(1);
  }
  console.warn(`\n!!! ${message}: the PostgreSQL pass is SKIPPED !!!\n`);
  process.exit(0);
}

const started = Date.now();
const cluster = await startPostgresCluster();
process.once('exit', () => cluster.stop());
console.log(`with-postgres: PostgreSQL cluster on port ${cluster.port} (${Date.now() - started} ms)`);

const child = spawn(command, args, {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, TEST_DATABASE: 'postgres', TEST_POSTGRES_URL: cluster.urlOf('postgres') },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  console.log(`with-postgres: done in ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(code ?? (signal ? 1 : 0));
});
