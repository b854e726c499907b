/**
 * The one store of the simple content collections (issue 25): rows that belong to a site, with an
 * id, read in a declared order, created, changed and deleted by id, and copied to a new site.
 * What differs between FAQ entries, FAQ categories, blog categories and cuisine tags is data of
 * their declaration (`SiteScopedTable`): the table, its columns, its order, a name unique within
 * the site, a position column, the columns a copy points at other copies. The store owns the
 * declared table (docs/decisions/039); `api/collections/site-scoped-tables.test.ts` checks that
 * each declared table is one of its collection's.
 */
import { type Kysely, sql } from 'kysely';
import { rowChunks } from '../db/row-chunks.ts';
import { isUniqueViolation } from '../db/sql-engine.ts';
import type { Database } from '../db/tables.ts';
import { equalsIgnoringCase } from '../db/text-search.ts';
import { conflict } from '../errors/http-error.ts';

export type IdMap = Map<number, number>;

export interface SiteScopedTable<Row extends { id: number }> {
  /** the table: one of the tables its collection declares (shared/collections) */
  table: keyof Database & string;
  /** the columns a row is read with */
  columns: readonly (keyof Row & string)[];
  /** the list order; the id breaks ties */
  order: readonly (readonly [keyof Row & string, 'asc' | 'desc'])[];
  /**
   * A text column unique within a site ignoring case (a unique index stands behind it): a clash
   * throws a 409 with `errors[column]` and this message.
   */
  unique?: { column: keyof Row & string; message: string };
  /**
   * A unique index over other columns than one name (a stop's one exception per date): the store
   * does not check it first (the collection does, with its own words), but a write that breaks it,
   * two requests racing, answers a 409 with `errors[column]` and these words, not a 500.
   */
  uniqueIndex?: { column: keyof Row & string; message: string; detail: string };
  /** a column that numbers the rows: a new row without it goes after the last */
  position?: keyof Row & string;
  /**
   * A site copy's share: the columns that point at rows of other collections, each with the name
   * of the copy's id map it is rewritten by (an id without a copy becomes null).
   */
  copyRefs?: Partial<Record<keyof Row & string, string>>;
  /**
   * Of `copyRefs`, the columns a row cannot be without: a row whose reference has no copy is left
   * out of the copy (a stop of a member the copy does not take), not copied pointing at nothing.
   */
  copyRequires?: readonly (keyof Row & string)[];
  /** the name of the copy's id map of these rows, when other collections point at them */
  copyIdsAs?: string;
}

export interface SiteScopedStore<Row extends { id: number }> {
  /** the site's rows in the declared order */
  list(domainId: number): Promise<Row[]>;
  find(domainId: number, id: number): Promise<Row | undefined>;
  /** which of these ids are rows of the site */
  existingIds(domainId: number, ids: readonly number[]): Promise<Set<number>>;
  add(domainId: number, values: Omit<Row, 'id'> | Partial<Omit<Row, 'id'>>): Promise<Row>;
  /** the changed row, or undefined when the site has no such row */
  update(domainId: number, id: number, changes: Partial<Omit<Row, 'id'>>): Promise<Row | undefined>;
  /** false when the site has no such row */
  remove(domainId: number, id: number): Promise<boolean>;
  /**
   * A site copy's share: the rows of `from` added to `to` in their order, their references pointed
   * at the copies in `maps`; answers each old id's new one (when declared `copyIdsAs`) and how many.
   */
  copySite(
    from: number,
    to: number,
    maps?: Readonly<Record<string, IdMap>>,
  ): Promise<{ ids: IdMap; count: number }>;
}

type Values = Record<string, unknown>;
/** The store names its table and columns as data, so it reads them through an untyped view. */
type AnyTables = Kysely<Record<string, Values & { id: number; domain_id: number }>>;

export function createSiteScopedStore<Row extends { id: number }>(
  typed: Kysely<Database>,
  declared: SiteScopedTable<Row>,
): SiteScopedStore<Row> {
  const db = typed as unknown as AnyTables;
  const { table, columns } = declared;
  const ofSite = (domainId: number) => db.selectFrom(table).where('domain_id', '=', domainId);
  const ordered = <Q extends { orderBy(column: string, direction: 'asc' | 'desc'): Q }>(query: Q): Q =>
    [...declared.order, ['id', 'asc'] as const].reduce(
      (q, [column, direction]) => q.orderBy(column, direction),
      query,
    );

  const taken = () => {
    const unique = declared.unique as NonNullable<typeof declared.unique>;
    return conflict(unique.message, { [unique.column]: [unique.message] });
  };
  async function assertUnique(domainId: number, values: Values, exceptId?: number) {
    const unique = declared.unique;
    const name = unique ? values[unique.column] : undefined;
    if (!unique || typeof name !== 'string') return;
    let clash = ofSite(domainId)
      .select('id')
      .where(() => equalsIgnoringCase(sql.ref<string>(unique.column), name));
    if (exceptId !== undefined) clash = clash.where('id', '!=', exceptId);
    if (await clash.executeTakeFirst()) throw taken();
  }
  /** a write that a racing request makes break a unique index answers 409 too */
  async function guarded<T>(write: Promise<T>): Promise<T> {
    try {
      return await write;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (declared.unique) throw taken();
      const index = declared.uniqueIndex;
      if (index) throw conflict(index.message, { [index.column]: [index.detail] });
      throw error;
    }
  }
  async function nextPosition(domainId: number, column: string): Promise<number> {
    const last = await ofSite(domainId)
      .select((eb) => eb.fn.max<number | null>(column).as('max'))
      .executeTakeFirst();
    return last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
  }

  return {
    async list(domainId) {
      return (await ordered(ofSite(domainId).select(columns)).execute()) as unknown as Row[];
    },

    async find(domainId, id) {
      return (await ofSite(domainId).select(columns).where('id', '=', id).executeTakeFirst()) as
        | Row
        | undefined;
    },

    async existingIds(domainId, ids) {
      if (ids.length === 0) return new Set();
      const rows = await ofSite(domainId).select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((row) => row.id));
    },

    async add(domainId, values) {
      const row: Values = { ...values };
      await assertUnique(domainId, row);
      const position = declared.position;
      if (position && row[position] === undefined) row[position] = await nextPosition(domainId, position);
      const inserted = db
        .insertInto(table)
        .values({ ...row, domain_id: domainId } as never)
        .returning(columns)
        .executeTakeFirstOrThrow();
      return (await guarded(inserted)) as unknown as Row;
    },

    async update(domainId, id, changes) {
      await assertUnique(domainId, changes, id);
      const updated = db
        .updateTable(table)
        .set(changes as never)
        .where('domain_id', '=', domainId)
        .where('id', '=', id)
        .returning(columns)
        .executeTakeFirst();
      return (await guarded(updated)) as Row | undefined;
    },

    async remove(domainId, id) {
      const result = await db
        .deleteFrom(table)
        .where('domain_id', '=', domainId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async copySite(from, to, maps = {}) {
      const required = declared.copyRequires ?? [];
      const refs = (declared.copyRefs ?? {}) as Record<string, string>;
      const rows = ((await ordered(ofSite(from).selectAll()).execute()) as Values[]).filter((row) =>
        required.every((column) => maps[refs[column] as string]?.has(row[column] as number)),
      );
      const copy = ({ id: _id, domain_id: _site, ...row }: Values): Values => {
        for (const [column, mapName] of Object.entries(declared.copyRefs ?? {}) as [string, string][]) {
          const old = row[column];
          if (typeof old === 'number') row[column] = maps[mapName]?.get(old) ?? null;
        }
        return { ...row, domain_id: to };
      };
      const ids: IdMap = new Map();
      if (declared.copyIdsAs) {
        // one by one: each new id is known for the rows that point at it
        for (const row of rows) {
          const { id } = await db
            .insertInto(table)
            .values(copy(row) as never)
            .returning('id')
            .executeTakeFirstOrThrow();
          ids.set(row.id as number, id);
        }
      } else {
        for (const part of rowChunks(rows))
          await db
            .insertInto(table)
            .values(part.map(copy) as never)
            .execute();
      }
      return { ids, count: rows.length };
    },
  };
}
