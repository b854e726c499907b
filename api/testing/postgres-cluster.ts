/**
 * A throwaway PostgreSQL cluster for tests, from the machine's own server binaries (PostgreSQL 15
 * under /usr/lib/postgresql/15/bin, `apt-get install postgresql` where missing): `initdb` into a
 * temporary folder, `pg_ctl start` on a free loopback port, `pg_ctl stop` and the folder removed
 * afterwards. The server refuses to run as root, so under root it runs as the `postgres` user
 * (or `nobody`). Durability is switched off: the data is thrown away anyway.
 */
import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const POSTGRES_BIN_DIR = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export interface PostgresCluster {
  port: number;
  /** URL of a database of the cluster, as superuser `postgres` (no password: trust on loopback) */
  urlOf(database: string): string;
  /** stops the server at once and removes its folder; synchronous, so an exit handler can call it */
  stop(): void;
}

interface RunAs {
  uid: number;
  gid: number;
}

/** Under root: the account the server runs as (`postgres`, else `nobody`). */
function serverAccount(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const accounts = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .filter((fields) => fields.length >= 4);
  for (const name of ['postgres', 'nobody']) {
    const fields = accounts.find((f) => f[0] === name);
    if (fields) return { uid: Number(fields[2]), gid: Number(fields[3]) };
  }
  throw new Error('running as root and there is no postgres or nobody account to run PostgreSQL as');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export function postgresBinariesPresent(): boolean {
  return existsSync(join(POSTGRES_BIN_DIR, 'initdb')) && existsSync(join(POSTGRES_BIN_DIR, 'pg_ctl'));
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  if (!postgresBinariesPresent())
    throw new Error(
      `PostgreSQL server binaries not found in ${POSTGRES_BIN_DIR} (apt-get install postgresql, or set POSTGRES_BIN_DIR)`,
    );
  const account = serverAccount();
  const folder = mkdtempSync(join(tmpdir(), 'pg-cluster-'));
  if (account) chownSync(folder, account.uid, account.gid);
  const dataDir = join(folder, 'data');
  const as = { cwd: folder, ...(account ?? {}) };
  const binary = (name: string) => join(POSTGRES_BIN_DIR, name);
  const stop = () => {
    if (existsSync(join(dataDir, 'postmaster.pid')))
      spawnSync(binary('pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], {
        ...as,
        stdio: 'ignore',
      });
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await run(
      binary('initdb'),
      ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'],
      as,
    );
    // a port found free may be taken before the server binds it: try a few
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const settings = [
        `-p ${port}`,
        `-k ${folder}`,
        '-c listen_addresses=127.0.0.1',
        '-c max_connections=300',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c shared_buffers=64MB',
      ].join(' ');
      try {
        await run(
          binary('pg_ctl'),
          ['-D', dataDir, '-o', settings, '-l', join(folder, 'server.log'), '-w', 'start'],
          as,
        );
        return { port, urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`, stop };
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  } catch (error) {
    const log = existsSync(join(folder, 'server.log'))
      ? readFileSync(join(folder, 'server.log'), 'utf8')
      : '';
    stop();
    throw new Error(`could not start a PostgreSQL cluster: ${(error as Error).message}\n${log}`, {
      cause: error,
    });
  }
}
