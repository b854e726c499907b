/**
 * Copies the content of a SQLite database into an empty PostgreSQL one of the same schema (both
 * migrated to the latest migration first): every table in foreign-key order, in one PostgreSQL
 * transaction, ids kept, then each identity column's sequence moved past the highest id so new
 * rows do not collide. Nothing is written unless every table copied and its row count matches.
 * Used by `npm run db:copy` (db-copy.ts).
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from './tables.ts';

export interface TableCopy {
  table: string;
  rows: number;
}

/** PostgreSQL takes at most 65535 parameters per statement */
const MAX_PARAMETERS = 60_000;
const READ_PAGE_ROWS = 2_000;

// the tables are named at run time, so the copy works on an untyped view of both databases
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyDb = Kysely<any>;

/** The source's content tables, each after the tables it references. */
async function tablesInForeignKeyOrder(source: AnyDb): Promise<{ table: string; columns: string[] }[]> {
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'table' and name not like 'sqlite\\_%' escape '\\' and name not like 'kysely\\_%' escape '\\'
    order by name`.execute(source);
  const references = new Map<string, Set<string>>();
  for (const { name } of tables) {
    const { rows } = await sql<{
      table: string;
    }>`select "table" from pragma_foreign_key_list(${name})`.execute(source);
    references.set(name, new Set(rows.map((r) => r.table).filter((t) => t !== name)));
  }
  const ordered: string[] = [];
  const remaining = new Set(references.keys());
  while (remaining.size > 0) {
    const ready = [...remaining].filter((t) =>
      [...(references.get(t) ?? [])].every((r) => !remaining.has(r)),
    );
    if (ready.length === 0) throw new Error(`foreign keys form a cycle among ${[...remaining].join(', ')}`);
    for (const t of ready) {
      ordered.push(t);
      remaining.delete(t);
    }
  }
  const result = [];
  for (const table of ordered) {
    const { rows } = await sql<{
      name: string;
    }>`select name from pragma_table_info(${table}) order by cid`.execute(source);
    result.push({ table, columns: rows.map((r) => r.name) });
  }
  return result;
}

async function countRows(db: AnyDb, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Copies `sourceDb` (SQLite) into `targetDb` (PostgreSQL, empty); answers the rows per table. */
export async function copySqliteToPostgres(
  sourceDb: Kysely<Database>,
  targetDb: Kysely<Database>,
  onTable: (copy: TableCopy) => void = () => {},
): Promise<TableCopy[]> {
  const source = sourceDb as AnyDb;
  const target = targetDb as AnyDb;
  const tables = await tablesInForeignKeyOrder(source);
  for (const { table } of tables) {
    if ((await countRows(target, table)) > 0)
      throw new Error(`the target database is not empty: table ${table} has rows (copy into a new database)`);
  }
  return target.transaction().execute(async (trx) => {
    const copies: TableCopy[] = [];
    for (const { table, columns } of tables) {
      const { rows: targetColumns } = await sql<{ column_name: string; is_identity: string }>`
        select column_name, is_identity from information_schema.columns
        where table_schema = current_schema() and table_name = ${table}`.execute(trx);
      const missing = columns.filter((c) => !targetColumns.some((t) => t.column_name === c));
      if (targetColumns.length === 0 || missing.length > 0)
        throw new Error(
          `table ${table} differs between the databases (missing in the target: ${missing.join(', ') || 'the table'})`,
        );
      const batch = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
      let copied = 0;
      for (let offset = 0; ; offset += READ_PAGE_ROWS) {
        const page = await source
          .selectFrom(table)
          .select(columns)
          .orderBy(sql`rowid`)
          .limit(READ_PAGE_ROWS)
          .offset(offset)
          .execute();
        for (let i = 0; i < page.length; i += batch)
          await trx
            .insertInto(table)
            .values(page.slice(i, i + batch))
            .execute();
        copied += page.length;
        if (page.length < READ_PAGE_ROWS) break;
      }
      const stored = await countRows(trx, table);
      if (stored !== copied) throw new Error(`table ${table}: ${copied} rows read but ${stored} stored`);
      for (const { column_name: column } of targetColumns.filter((c) => c.is_identity === 'YES')) {
        // the next generated id follows the highest copied one
        await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce(max(${sql.ref(column)}), 0) + 1, false)
          from ${sql.table(table)}`.execute(trx);
      }
      const copy = { table, rows: copied };
      copies.push(copy);
      onTable(copy);
    }
    return copies;
  });
}
