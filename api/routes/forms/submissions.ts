/**
 * The panel's submissions inbox (editors, `{data}` answers): list (newest first, `?form=`),
 * CSV export (`?format=csv`), read one, delete one.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { API } from '#shared/api-paths.ts';
import { DataEnvelope, IdParamsSchema } from '#shared/schemas/common.ts';
import { type Submission, SubmissionSchema, SubmissionsQuerySchema } from '#shared/schemas/forms.ts';
import { notFound } from '../../errors/http-error.ts';
import type { SubmissionRow } from '../../forms/submission-store.ts';
import { submissionsToCsv } from '../../forms/submissions-csv.ts';
import { ANSWER_DELETED, replies } from '../../replies/reply-schemas.ts';

/** The list answers JSON, or a CSV file with `?format=csv`. */
const SUBMISSION_LIST = replies({
  200: {
    content: {
      'application/json': { schema: DataEnvelope(Type.Array(SubmissionSchema)) },
      'text/csv': { schema: Type.String() },
    },
  },
});
const BY_ID_READ = { params: IdParamsSchema, response: replies({ 200: DataEnvelope(SubmissionSchema) }) };
const BY_ID_DELETE = { params: IdParamsSchema, response: ANSWER_DELETED };

function toSubmission(row: SubmissionRow): Submission {
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
    { config, schema: { querystring: SubmissionsQuerySchema, response: SUBMISSION_LIST } },
    async (request, reply) => {
      const q = request.query;
      const csv = q.format === 'csv';
      const rows = await app.stores.submissions.list(request.apiSite.id, {
        form: q.form,
        limit: csv ? 100_000 : (q.limit ?? 500),
        offset: csv ? 0 : (q.offset ?? 0),
      });
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

  app.get(API.submission(':id'), { config, schema: BY_ID_READ }, async (request) => {
    const row = await app.stores.submissions.find(request.apiSite.id, request.params.id);
    if (!row) throw notFound('Submission not found');
    return { data: toSubmission(row) };
  });

  app.delete(API.submission(':id'), { config, schema: BY_ID_DELETE }, async (request) => {
    if (!(await app.stores.submissions.remove(request.apiSite.id, request.params.id)))
      throw notFound('Submission not found');
    return { data: { id: request.params.id } };
  });
};

export default submissionRoutes;
