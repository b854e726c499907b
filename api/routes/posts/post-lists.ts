/**
 * Post lists: `GET /api/posts/by-type` for the panel (every query parameter of spec §7,
 * default limit 500, offset 0, by position ascending), and for the public site
 * `GET /api/posts/by-url` and `GET /api/posts/published` (published, not deleted posts only;
 * with `ids`, in the order of `ids`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { API } from '#shared/api-paths.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import {
  BY_TYPE_DEFAULT_LIMIT,
  BY_TYPE_DEFAULT_OFFSET,
  BY_TYPE_DEFAULT_SORT_BY,
  BY_TYPE_DEFAULT_SORT_DIR,
} from '#shared/limits.ts';
import {
  PostByUrlQuerySchema,
  type PostSortColumn,
  PostsByTypeQuerySchema,
  PUBLISHED_DEFAULT_LIMIT,
  PublishedPostsQuerySchema,
} from '#shared/schemas/posts.ts';
import { badRequest, notFound } from '../../errors/http-error.ts';
import { isRealDateTime, rangeEnd, rangeStart } from '../../posts/date-range.ts';
import { rowToPost } from '../../posts/post-rows.ts';

const postListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API.posts.byType,
    { config: { access: 'editor' }, schema: { querystring: PostsByTypeQuerySchema } },
    async (request) => {
      const q = request.query;
      for (const [field, value] of [
        ['startDate', q.startDate],
        ['endDate', q.endDate],
      ] as const) {
        if (value !== undefined && !isRealDateTime(value)) {
          throw badRequest('The date is not valid', { [field]: ['must be a real date, y-MM-dd HH:mm:ss'] });
        }
      }
      const start = q.startDate === undefined ? undefined : rangeStart(q.startDate);
      const end = q.endDate === undefined ? undefined : rangeEnd(q.endDate);
      if (start !== undefined && end !== undefined && start > end) {
        throw badRequest('The start date is after the end date', {
          startDate: ['must not be after endDate'],
        });
      }
      let query = app.db
        .selectFrom('posts')
        .where('domain_id', '=', request.apiSite.id)
        .where('post_type_id', '=', q.type)
        .where('deleted_at', q.deleted ? 'is not' : 'is', null);
      if (q.status !== undefined) query = query.where('post_status_id', '=', q.status);
      if (start !== undefined) query = query.where('created_at', '>=', start);
      if (end !== undefined) query = query.where('created_at', '<=', end);
      if (q.search !== undefined) {
        const pattern = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) =>
          eb.or([
            eb('title', 'like', sql<string>`${pattern} escape '\\'`),
            eb('url', 'like', sql<string>`${pattern} escape '\\'`),
          ]),
        );
      }

      const limit = q.limit ?? BY_TYPE_DEFAULT_LIMIT;
      const offset = q.offset ?? BY_TYPE_DEFAULT_OFFSET;
      const sortBy: PostSortColumn = q.sortBy ?? BY_TYPE_DEFAULT_SORT_BY;
      const sortDir = q.sortDir ?? BY_TYPE_DEFAULT_SORT_DIR;
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy(sortBy, sortDir)
          .orderBy('id', sortDir)
          .limit(limit)
          .offset(offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
      ]);
      return { data: rows.map(rowToPost), meta: { total: Number(count?.total ?? 0), limit, offset } };
    },
  );

  app.get(
    API.posts.byUrl,
    { config: { access: 'public' }, schema: { querystring: PostByUrlQuerySchema } },
    async (request) => {
      const row = await app.db
        .selectFrom('posts')
        .selectAll()
        .where('domain_id', '=', request.apiSite.id)
        .where('url', '=', request.query.url)
        .where('post_status_id', '=', POST_STATUS.published)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!row) throw notFound(`No page at ${request.query.url}`);
      return { data: rowToPost(row) };
    },
  );

  app.get(
    API.posts.published,
    { config: { access: 'public' }, schema: { querystring: PublishedPostsQuerySchema } },
    async (request) => {
      const q = request.query;
      let query = app.db
        .selectFrom('posts')
        .selectAll()
        .where('domain_id', '=', request.apiSite.id)
        .where('post_status_id', '=', POST_STATUS.published)
        .where('deleted_at', 'is', null);
      if (q.type !== undefined) query = query.where('post_type_id', '=', q.type);
      const ids = q.ids?.split(',').map(Number);
      if (ids !== undefined) query = query.where('id', 'in', ids);
      const rows = await query.orderBy('position').orderBy('id').execute();
      // with `ids` the answer keeps the order asked for (a members grid lists members in its order)
      if (ids !== undefined) rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
      const offset = q.offset ?? 0;
      return { data: rows.slice(offset, offset + (q.limit ?? PUBLISHED_DEFAULT_LIMIT)).map(rowToPost) };
    },
  );
};

export default postListRoutes;
