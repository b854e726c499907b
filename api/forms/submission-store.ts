/** Form submissions of each site (the fields as JSON text), newest first. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { nowTimestamp } from '../db/timestamps.ts';

export interface SubmissionRow {
  id: number;
  form: string;
  /** JSON text */
  fields: string;
  created_at: string;
}

const COLUMNS = ['id', 'form', 'fields', 'created_at'] as const;

export type SubmissionStore = ReturnType<typeof createSubmissionStore>;

export function createSubmissionStore(db: Kysely<Database>) {
  return {
    /** stores a submission received now; answers its id */
    async add(domainId: number, form: string, fieldsJson: string): Promise<number> {
      const row = await db
        .insertInto('form_submissions')
        .values({ domain_id: domainId, form, fields: fieldsJson, created_at: nowTimestamp() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** the site's submissions (of one form, when given), newest first */
    async list(
      domainId: number,
      page: { form?: string | undefined; limit: number; offset: number },
    ): Promise<SubmissionRow[]> {
      let query = db.selectFrom('form_submissions').select(COLUMNS).where('domain_id', '=', domainId);
      if (page.form !== undefined) query = query.where('form', '=', page.form);
      return query.orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
    },

    async find(domainId: number, id: number): Promise<SubmissionRow | undefined> {
      return db
        .selectFrom('form_submissions')
        .select(COLUMNS)
        .where('domain_id', '=', domainId)
        .where('id', '=', id)
        .executeTakeFirst();
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
