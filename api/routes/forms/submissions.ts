/**
 * The panel's submissions inbox (editors, `{data}` answers): list (newest first, `?form=`),
 * CSV export (`?format=csv`), read one, delete one.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import { type Submission, SubmissionsQuerySchema } from '#shared/schemas/forms.ts';
import { notFound } from '../../errors/http-error.ts';
import { submissionsToCsv } from '../../forms/submissions-csv.ts';

function toSubmission(row: { id: number; form: string; fields: string; created_at: string }): Submission {
  return {
    id: row.id,
    form: row.form,
    fields: JSON.parse(row.fields) as Record<string, string>,
    created_at: row.created_at,
  };
}

const submissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'editor' as const };

  app.get(
    API.submissions,
    { config, schema: { querystring: SubmissionsQuerySchema } },
    async (request, reply) => {
      const q = request.query;
      let query = app.db
        .selectFrom('form_submissions')
        .select(['id', 'form', 'fields', 'created_at'])
        .where('domain_id', '=', request.apiSite.id);
      if (q.form !== undefined) query = query.where('form', '=', q.form);
      const csv = q.format === 'csv';
      const rows = await query
        .orderBy('id', 'desc')
        .limit(csv ? 100_000 : (q.limit ?? 500))
        .offset(csv ? 0 : (q.offset ?? 0))
        .execute();
      const submissions = rows.map(toSubmission);
      if (csv) {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="submissions-${request.apiSite.host}.csv"`)
          .send(submissionsToCsv(submissions));
      }
      return { data: submissions };
    },
  );

  app.get(API.submission(':id'), { config, schema: { params: IdParamsSchema } }, async (request) => {
    const row = await app.db
      .selectFrom('form_submissions')
      .select(['id', 'form', 'fields', 'created_at'])
      .where('domain_id', '=', request.apiSite.id)
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (!row) throw notFound('Submission not found');
    return { data: toSubmission(row) };
  });

  app.delete(API.submission(':id'), { config, schema: { params: IdParamsSchema } }, async (request) => {
    const result = await app.db
      .deleteFrom('form_submissions')
      .where('domain_id', '=', request.apiSite.id)
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound('Submission not found');
    return { data: { id: request.params.id } };
  });
};

export default submissionRoutes;
