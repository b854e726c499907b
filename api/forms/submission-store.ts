/**
 * Form submissions of each site (the fields as JSON text), newest first, with their inbox state:
 * read (`read_at`), handled (`handled_at`, `handled_by`). The list filters by form, state and a
 * created-between range, and pages.
 */
import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { SubmissionStatus } from '#shared/form-fields.ts';
import type { Database } from '../db/tables.ts';
import { nowTimestamp } from '../db/timestamps.ts';

export interface SubmissionRow {
  id: number;
  form: string;
  /** JSON text */
  fields: string;
  created_at: string;
  read_at: string | null;
  handled_at: string | null;
  handled_by: number | null;
  /** the handler's first and last name, when the account still exists */
  handler_firstname: string | null;
  handler_lastname: string | null;
}

export interface SubmissionFilter {
  form?: string | undefined;
  status?: SubmissionStatus | undefined;
  /** `y-MM-dd HH:mm:ss`, inclusive */
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
}

/** The change of `PATCH /api/submissions/{id}`, already checked for contradictions. */
export interface SubmissionStateChange {
  read?: boolean | undefined;
  handled?: boolean | undefined;
  /** who marks it handled */
  userId: number;
}

export type SubmissionStore = ReturnType<typeof createSubmissionStore>;

function whereStatus(eb: ExpressionBuilder<Database, 'form_submissions'>, status: SubmissionStatus) {
  if (status === 'handled') return eb('form_submissions.handled_at', 'is not', null);
  const unhandled = eb('form_submissions.handled_at', 'is', null);
  const read =
    status === 'new'
      ? eb('form_submissions.read_at', 'is', null)
      : eb('form_submissions.read_at', 'is not', null);
  return eb.and([unhandled, read]);
}

export function createSubmissionStore(db: Kysely<Database>) {
  /** the site's submissions matching the filter, as a query to select from */
  const matching = (domainId: number, filter: SubmissionFilter) => {
    let query = db.selectFrom('form_submissions').where('form_submissions.domain_id', '=', domainId);
    if (filter.form !== undefined) query = query.where('form_submissions.form', '=', filter.form);
    if (filter.status !== undefined) {
      const status = filter.status;
      query = query.where((eb) => whereStatus(eb, status));
    }
    if (filter.createdFrom !== undefined)
      query = query.where('form_submissions.created_at', '>=', filter.createdFrom);
    if (filter.createdTo !== undefined)
      query = query.where('form_submissions.created_at', '<=', filter.createdTo);
    return query;
  };

  const withHandler = <O>(query: SelectQueryBuilder<Database, 'form_submissions', O>) =>
    query
      .leftJoin('users as handler', 'handler.id', 'form_submissions.handled_by')
      .select([
        'form_submissions.id',
        'form_submissions.form',
        'form_submissions.fields',
        'form_submissions.created_at',
        'form_submissions.read_at',
        'form_submissions.handled_at',
        'form_submissions.handled_by',
        'handler.firstname as handler_firstname',
        'handler.lastname as handler_lastname',
      ]);

  const find = async (domainId: number, id: number): Promise<SubmissionRow | undefined> =>
    withHandler(
      db
        .selectFrom('form_submissions')
        .where('form_submissions.domain_id', '=', domainId)
        .where('form_submissions.id', '=', id),
    ).executeTakeFirst();

  return {
    /** stores a submission received now, new (unread); answers its id and time */
    async add(
      domainId: number,
      form: string,
      fieldsJson: string,
    ): Promise<{ id: number; created_at: string }> {
      return db
        .insertInto('form_submissions')
        .values({ domain_id: domainId, form, fields: fieldsJson, created_at: nowTimestamp() })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
    },

    /** one page of the site's submissions matching the filter, newest first */
    async list(
      domainId: number,
      filter: SubmissionFilter,
      page: { limit: number; offset: number },
    ): Promise<SubmissionRow[]> {
      return withHandler(matching(domainId, filter))
        .orderBy('form_submissions.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
    },

    /** how many of the site's submissions match the filter */
    async count(domainId: number, filter: SubmissionFilter): Promise<number> {
      const row = await matching(domainId, filter)
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    find,

    /** marks it read now when it is new; answers the row as it is then */
    async open(domainId: number, id: number): Promise<SubmissionRow | undefined> {
      await db
        .updateTable('form_submissions')
        .set({ read_at: nowTimestamp() })
        .where('domain_id', '=', domainId)
        .where('id', '=', id)
        .where('read_at', 'is', null)
        .execute();
      return find(domainId, id);
    },

    /** applies a state change; undefined when the site has no such submission */
    async changeState(
      domainId: number,
      id: number,
      change: SubmissionStateChange,
    ): Promise<SubmissionRow | undefined> {
      const row = await find(domainId, id);
      if (!row) return undefined;
      const now = nowTimestamp();
      const next: { read_at?: string | null; handled_at?: string | null; handled_by?: number | null } = {};
      if (change.read === false) Object.assign(next, { read_at: null, handled_at: null, handled_by: null });
      if (change.read === true && row.read_at === null) next.read_at = now;
      if (change.handled === true) {
        if (row.read_at === null) next.read_at = now;
        if (row.handled_at === null) Object.assign(next, { handled_at: now, handled_by: change.userId });
      }
      if (change.handled === false) Object.assign(next, { handled_at: null, handled_by: null });
      if (Object.keys(next).length > 0) {
        await db
          .updateTable('form_submissions')
          .set(next)
          .where('domain_id', '=', domainId)
          .where('id', '=', id)
          .execute();
      }
      return find(domainId, id);
    },

    /** false when the site has no such submission */
    async remove(domainId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('form_submissions')
        .where('domain_id', '=', domainId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
