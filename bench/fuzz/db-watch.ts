/**
 * The fuzzer's read-only view of the stack's data folder (a second, read-only better-sqlite3
 * connection to DATA_DIR/content.sqlite; the API stays the only writer):
 * - `dataVersion()` changes whenever the API commits anything (SQLite's `PRAGMA data_version`),
 *   so a refused request that left the database alone is proven so at the cost of one pragma;
 * - `fingerprint()` hashes every table's rows (and lists the stored media files), to name what
 *   a refused request changed;
 * - `pools()` reads the ids of each site (own ids, the other site's ids, unknown ids), the
 *   owner's id, and real JSON documents of the database to start mutations from.
 */
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import SqliteDriver from 'better-sqlite3';

export interface TableFingerprint {
  rows: number;
  hash: string;
}

/** table name (or `files:media`) → its fingerprint */
export type Fingerprint = Map<string, TableFingerprint>;

export interface IdPools {
  /** domain id by host */
  domains: Map<string, number>;
  /** table → domain id → ids; ids of rows that belong to no single site are under 0 */
  ids: Map<string, Map<number, number[]>>;
  tables: string[];
  ownerId: number | undefined;
  ownerPendingTotpSecret: string | null;
  /** real JSON documents: by column name (`post_body`, `icon_data`) and by setting name (`menus`) */
  corpus: Map<string, unknown[]>;
  /** real short text values by column name (`url`, `title`, `host`, `email`): duplicates, existing urls */
  strings: Map<string, string[]>;
}

const MEDIA_FILES = 'files:media';

/** the embedded API's database in DATA_DIR (README, "The data folder") */
const SQLITE_FILE_NAME = 'content.sqlite';

/** columns never read into the value pools */
const SECRET_COLUMN = /hash|secret|token|password/i;

/**
 * Bookkeeping a call writes whether or not it is accepted, left out of fingerprints: a session
 * notes where and when it was last used on every signed-in call (docs/decisions/016).
 */
const ACTIVITY_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  session_families: ['last_used_at', 'address', 'user_agent'],
};

export interface DbWatch {
  dataVersion(): number;
  fingerprint(): Fingerprint;
  /** the stored media files (names and sizes), as one string */
  mediaListing(): string;
  /** why the sessions of a user were revoked, newest first (`reason ×count`), for the notes */
  revocations(userId: number | undefined): string;
  pools(ownerEmail: string): IdPools;
  close(): void;
}

function listFiles(dir: string, root: string, out: string[]) {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of entries.sort()) {
    const path = join(dir, name);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) continue;
    if (stat.isDirectory()) listFiles(path, root, out);
    else out.push(`${relative(root, path)}:${stat.size}`);
  }
}

export function openDbWatch(dataDir: string): DbWatch {
  const db = new SqliteDriver(join(dataDir, SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  const tableNames = () =>
    (
      db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all() as {
        name: string;
      }[]
    ).map((row) => row.name);
  const columnsOf = (table: string) =>
    (db.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map((c) => c.name);

  return {
    dataVersion: () => Number(db.pragma('data_version', { simple: true })),

    fingerprint() {
      const result: Fingerprint = new Map();
      for (const table of tableNames()) {
        const hash = createHash('sha1');
        let rows = 0;
        const skipped = ACTIVITY_COLUMNS[table] ?? [];
        const columns = (db.prepare(`SELECT * FROM "${table}" LIMIT 0`).columns() as { name: string }[])
          .map((c) => c.name)
          .filter((name) => !skipped.includes(name))
          .map((name) => `"${name}"`)
          .join(', ');
        let statement: SqliteDriver.Statement;
        try {
          statement = db.prepare(`SELECT ${columns} FROM "${table}" ORDER BY rowid`);
        } catch {
          statement = db.prepare(`SELECT ${columns} FROM "${table}"`);
        }
        for (const row of statement.raw().iterate()) {
          rows++;
          hash.update(
            JSON.stringify(row, (_key, value) => (typeof value === 'bigint' ? String(value) : value)),
          );
          hash.update('\n');
        }
        result.set(table, { rows, hash: hash.digest('hex') });
      }
      const files: string[] = [];
      listFiles(join(dataDir, 'media'), join(dataDir, 'media'), files);
      result.set(MEDIA_FILES, {
        rows: files.length,
        hash: createHash('sha1').update(files.join('\n')).digest('hex'),
      });
      return result;
    },

    mediaListing() {
      const files: string[] = [];
      listFiles(join(dataDir, 'media'), join(dataDir, 'media'), files);
      return files.join('\n');
    },

    revocations(userId) {
      try {
        const rows = db
          .prepare(
            `SELECT revoked_reason AS reason, count(*) AS n, max(revoked_at) AS last FROM session_families
             WHERE user_id = ? AND revoked_at IS NOT NULL GROUP BY revoked_reason ORDER BY last DESC`,
          )
          .all(userId ?? -1) as { reason: string; n: number }[];
        return rows.map((row) => `${row.reason} ×${row.n}`).join(', ') || 'none revoked';
      } catch {
        return 'unknown';
      }
    },

    pools(ownerEmail) {
      const domains = new Map<string, number>();
      for (const row of db.prepare('SELECT id, host FROM domains').all() as { id: number; host: string }[]) {
        domains.set(row.host, row.id);
      }
      const tables = tableNames();
      const ids = new Map<string, Map<number, number[]>>();
      const corpus = new Map<string, unknown[]>();
      const addCorpus = (name: string, text: unknown) => {
        if (typeof text !== 'string' || !/^[[{]/.test(text)) return;
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch {
          return;
        }
        const list = corpus.get(name) ?? [];
        if (list.length < 40) list.push(value);
        corpus.set(name, list);
      };
      const strings = new Map<string, string[]>();
      const addString = (name: string, text: unknown) => {
        if (typeof text !== 'string' || text.length === 0 || text.length > 300 || /^[[{]/.test(text)) return;
        const list = strings.get(name) ?? [];
        if (list.length < 60 && !list.includes(text)) list.push(text);
        strings.set(name, list);
      };
      for (const table of tables) {
        const columns = columnsOf(table);
        if (columns.includes('id')) {
          const byDomain = new Map<number, number[]>();
          const push = (domainId: number, id: number) => {
            const list = byDomain.get(domainId) ?? [];
            list.push(id);
            byDomain.set(domainId, list);
          };
          if (columns.includes('domain_id')) {
            for (const row of db.prepare(`SELECT id, domain_id FROM "${table}"`).all() as {
              id: number;
              domain_id: number;
            }[]) {
              push(row.domain_id, row.id);
            }
          } else {
            // rows linked to sites through a `<singular>_domains` table (users → user_domains)
            const singular = table.replace(/s$/, '');
            const link = `${singular}_domains`;
            const linked = tables.includes(link) && columnsOf(link).includes(`${singular}_id`);
            const links = linked
              ? (db.prepare(`SELECT "${singular}_id" AS id, domain_id FROM "${link}"`).all() as {
                  id: number;
                  domain_id: number;
                }[])
              : [];
            const withSite = new Set(links.map((l) => l.id));
            for (const l of links) push(l.domain_id, l.id);
            for (const row of db.prepare(`SELECT id FROM "${table}"`).all() as { id: number }[]) {
              if (!withSite.has(row.id)) push(0, row.id);
            }
          }
          ids.set(table, byDomain);
        }
        // JSON documents kept as text, to start valid-looking inputs from real data
        const jsonColumns = columns.filter((c) => !SECRET_COLUMN.test(c) && c !== 'id' && c !== 'domain_id');
        if (columns.includes('setting') && columns.includes('value')) {
          for (const row of db.prepare(`SELECT setting, value FROM "${table}" LIMIT 400`).all() as {
            setting: string;
            value: string;
          }[]) {
            addCorpus(row.setting, row.value);
          }
        } else {
          for (const row of db
            .prepare(`SELECT * FROM "${table}" ORDER BY rowid DESC LIMIT 40`)
            .all() as Record<string, unknown>[]) {
            for (const column of jsonColumns) {
              addCorpus(column, row[column]);
              addString(column, row[column]);
            }
          }
        }
      }
      const owner = db.prepare('SELECT id, totp_pending_secret FROM users WHERE email = ?').get(ownerEmail) as
        | { id: number; totp_pending_secret: string | null }
        | undefined;
      return {
        domains,
        ids,
        tables,
        ownerId: owner?.id,
        ownerPendingTotpSecret: owner?.totp_pending_secret ?? null,
        corpus,
        strings,
      };
    },

    close: () => db.close(),
  };
}

/** What differs between two fingerprints, as `table (rows a → b)`; tables in `ignore` are left out. */
export function fingerprintDiff(
  before: Fingerprint,
  after: Fingerprint,
  ignore: ReadonlySet<string>,
): string[] {
  const changed: string[] = [];
  for (const [table, now] of after) {
    if (ignore.has(table)) continue;
    const then = before.get(table);
    if (!then) changed.push(`${table} (new table)`);
    else if (then.hash !== now.hash)
      changed.push(
        then.rows === now.rows ? `${table} (rows changed)` : `${table} (rows ${then.rows} → ${now.rows})`,
      );
  }
  return changed;
}
