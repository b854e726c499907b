/**
 * The panel's submissions inbox (editors, `{data}` answers): the list (newest first, filtered by
 * form, status and created-between days, paged, with the site's count of new ones and of posts
 * refused over its hourly cap), the CSV export of the same filters (`?format=csv`), one
 * submission (reading it marks it read), its state (`PATCH`: handled, or new again) and its
 * deletion.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { API } from '#shared/api-paths.ts';
import { collectionNamed } from '#shared/collections/content-collections.ts';
import { SUBMISSIONS_PER_SITE_PER_HOUR } from '#shared/limits.ts';
import { DataEnvelope, IdParamsSchema } from '#shared/schemas/common.ts';
import {
  SUBMISSIONS_DEFAULT_LIMIT,
  SubmissionListAnswerSchema,
  type SubmissionsQuery,
} from '#shared/schemas/forms.ts';
import { requireSession } from '../../auth/access-guard.ts';
import { badRequest, notFound } from '../../errors/http-error.ts';
import { rowToSubmission } from '../../forms/submission-rows.ts';
import type { SubmissionFilter } from '../../forms/submission-store.ts';
import { submissionsToCsv } from '../../forms/submissions-csv.ts';
import { isRealDateTime, rangeEnd, rangeStart } from '../../posts/date-range.ts';
import { ANSWER_DELETED, replies } from '../../replies/reply-schemas.ts';

/** this collection's declared schemas (shared/collections/collection-schemas.ts) */
const SUBMISSIONS = collectionNamed('submissions').schemas;

/** The list answers JSON, or a CSV file with `?format=csv`. */
const SUBMISSION_LIST = replies({
  200: {
    content: {
      'application/json': { schema: SubmissionListAnswerSchema },
      'text/csv': { schema: Type.String() },
    },
  },
});
const ONE = replies({ 200: DataEnvelope(SUBMISSIONS.item) });
const BY_ID_READ = { params: IdParamsSchema, response: ONE };
const BY_ID_UPDATE = { params: IdParamsSchema, body: SUBMISSIONS.update, response: ONE };
const BY_ID_DELETE = { params: IdParamsSchema, response: ANSWER_DELETED };

/** At most this many rows in one CSV file. */
const CSV_MAX_ROWS = 100_000;
const NOT_FOUND = 'Submission not found';

/** The store's filter of a query: real dates only, a range that does not end before it starts. */
function filterOf(q: SubmissionsQuery): SubmissionFilter {
  for (const [field, value] of [
    ['startDate', q.startDate],
    ['endDate', q.endDate],
  ] as const) {
    if (value !== undefined && !isRealDateTime(value)) {
      throw badRequest('The date is not valid', { [field]: ['must be a real date, y-MM-dd HH:mm:ss'] });
    }
  }
  const createdFrom = q.startDate === undefined ? undefined : rangeStart(q.startDate);
  const createdTo = q.endDate === undefined ? undefined : rangeEnd(q.endDate);
  if (createdFrom !== undefined && createdTo !== undefined && createdFrom > createdTo) {
    throw badRequest('The start date is after the end date', { startDate: ['must not be after endDate'] });
  }
  return { form: q.form, status: q.status, createdFrom, createdTo };
}

const submissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'editor' as const };
  const store = app.stores.submissions;

  app.get(
    API.submissions,
    { config, schema: { querystring: SUBMISSIONS.listQuery, response: SUBMISSION_LIST } },
    async (request, reply) => {
      const q = request.query;
      const site = request.apiSite;
      const filter = filterOf(q);
      if (q.format === 'csv') {
        const rows = await store.list(site.id, filter, { limit: CSV_MAX_ROWS, offset: 0 });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="submissions-${site.host}.csv"`)
          .header('cache-control', 'no-store')
          .send(submissionsToCsv(rows.map(rowToSubmission)));
      }
      const limit = q.limit ?? SUBMISSIONS_DEFAULT_LIMIT;
      const offset = q.offset ?? 0;
      const [rows, total, unread, refusals] = await Promise.all([
        store.list(site.id, filter, { limit, offset }),
        store.count(site.id, filter),
        store.count(site.id, { status: 'new' }),
        store.refusals(site.id),
      ]);
      const refused = refusals && { ...refusals, hourly_limit: SUBMISSIONS_PER_SITE_PER_HOUR };
      return {
        data: rows.map(rowToSubmission),
        meta: { total, limit, offset, unread, ...(refused ? { refused } : {}) },
      };
    },
  );

  app.get(API.submission(':id'), { config, schema: BY_ID_READ }, async (request) => {
    const row = await store.open(request.apiSite.id, request.params.id);
    if (!row) throw notFound(NOT_FOUND);
    return { data: rowToSubmission(row) };
  });

  app.patch(API.submission(':id'), { config, schema: BY_ID_UPDATE }, async (request) => {
    const { handled, read } = request.body;
    if (handled === undefined && read === undefined) {
      throw badRequest('Nothing to change', { handled: ['give handled or read'] });
    }
    if (handled === true && read === false) {
      throw badRequest('A handled submission cannot be unread', {
        read: ['cannot be false while handled is true'],
      });
    }
    const row = await store.changeState(request.apiSite.id, request.params.id, {
      handled,
      read,
      userId: requireSession(request).userId,
    });
    if (!row) throw notFound(NOT_FOUND);
    return { data: rowToSubmission(row) };
  });

  app.delete(API.submission(':id'), { config, schema: BY_ID_DELETE }, async (request) => {
    if (!(await store.remove(request.apiSite.id, request.params.id))) throw notFound(NOT_FOUND);
    return { data: { id: request.params.id } };
  });
};

export default submissionRoutes;
