/**
 * Post lists: `GET /api/posts/by-type` for the panel (every query parameter of docs/product.md#api,
 * default limit 500, offset 0, by position ascending; each post without its body and the other
 * fields no list shows unless `include` names them, posts/post-list-items.ts), and for the public site
 * `GET /api/posts/by-url` and `GET /api/posts/published` (published, not deleted posts only;
 * with `ids`, in the order of `ids`; with `category`, only the posts carrying that category).
 * Their answers are written from each post's kept JSON (posts/post-json.ts), the same bytes as
 * the response schemas' serializer writes (post-json.test.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { API } from '#shared/api-paths.ts';
import { collectionNamed } from '#shared/collections/content-collections.ts';
import {
  BY_TYPE_DEFAULT_LIMIT,
  BY_TYPE_DEFAULT_OFFSET,
  BY_TYPE_DEFAULT_SORT_BY,
  BY_TYPE_DEFAULT_SORT_DIR,
} from '#shared/limits.ts';
import { DataEnvelope } from '#shared/schemas/common.ts';
import type { Post } from '#shared/schemas/content.ts';
import {
  PostByUrlQuerySchema,
  type PostListItem,
  PostListItemSchema,
  type PostSortColumn,
  PostsByTypeAnswerSchema,
  PUBLISHED_DEFAULT_LIMIT,
  type PublishedPost,
  PublishedPostSchema,
  PublishedPostsQuerySchema,
} from '#shared/schemas/posts.ts';
import type { PostRow } from '../../db/tables.ts';
import { notFound } from '../../errors/http-error.ts';
import { checkedDateRange } from '../../posts/date-range.ts';
import { createPostJsonCache, type PostSerializer, type PostShape } from '../../posts/post-json.ts';
import { includedFields, type ListRow, postListShape } from '../../posts/post-list-items.ts';
import { type PublishedRow, rowToPost, rowToPublishedPost } from '../../posts/post-rows.ts';
import { replies } from '../../replies/reply-schemas.ts';
import { sendJson } from '../../replies/send-json.ts';

const { item: PostSchema, listQuery: PostsByTypeQuerySchema } = collectionNamed('posts').schemas;

const BY_TYPE = replies({ 200: PostsByTypeAnswerSchema });
const ONE_POST_ANSWER = DataEnvelope(PostSchema);
const ONE_POST = replies({ 200: ONE_POST_ANSWER });

/**
 * by-url's whole answer, `{"data":post}`, kept per post as one piece: the busiest public read
 * sends it without building or copying anything around it.
 */
const BY_URL_ANSWER: PostShape<PostRow, { data: Post }> = {
  key: 'by-url',
  of: (row) => ({ data: rowToPost(row) }),
};
const byUrlSerializer = (reply: FastifyReply): PostSerializer<{ data: Post }> =>
  reply.compileSerializationSchema(
    ONE_POST_ANSWER as unknown as Record<string, unknown>,
    '200',
  ) as PostSerializer<{
    data: Post;
  }>;
const PUBLISHED_POSTS = replies({ 200: DataEnvelope(Type.Array(PublishedPostSchema)) });

/** a post as the published lists answer it: without its body, unless asked */
const PUBLISHED_POST: PostShape<PublishedRow, PublishedPost> = { key: 'published', of: rowToPublishedPost };
const PUBLISHED_POST_WITH_BODY: PostShape<PostRow, PublishedPost> = {
  key: 'published:post_body',
  of: rowToPost,
};

/** the published route's serializer of one listed post (compiled once per route; strict in tests) */
const publishedSerializer = (reply: FastifyReply): PostSerializer<PublishedPost> =>
  reply.compileSerializationSchema(
    PublishedPostSchema as unknown as Record<string, unknown>,
    '200',
  ) as PostSerializer<PublishedPost>;

/** the by-type route's serializer of one listed post */
const listItemSerializer = (reply: FastifyReply): PostSerializer<PostListItem> =>
  reply.compileSerializationSchema(
    PostListItemSchema as unknown as Record<string, unknown>,
    '200',
  ) as PostSerializer<PostListItem>;

const postListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const postJson = createPostJsonCache();

  app.get(
    API.posts.byType,
    { config: { access: 'editor' }, schema: { querystring: PostsByTypeQuerySchema, response: BY_TYPE } },
    async (request, reply) => {
      const q = request.query;
      const { start, end } = checkedDateRange(q);
      const limit = q.limit ?? BY_TYPE_DEFAULT_LIMIT;
      const offset = q.offset ?? BY_TYPE_DEFAULT_OFFSET;
      const sortBy: PostSortColumn = q.sortBy ?? BY_TYPE_DEFAULT_SORT_BY;
      const shape = postListShape(includedFields(q.include));
      const { rows, total } = await app.stores.posts.listByType<ListRow>(request.apiSite.id, {
        typeId: q.type,
        deleted: q.deleted ?? false,
        statusId: q.status,
        createdFrom: start,
        createdTo: end,
        search: q.search,
        sortBy,
        sortDir: q.sortDir ?? BY_TYPE_DEFAULT_SORT_DIR,
        limit,
        offset,
        columns: shape.columns,
      });
      const meta = `,"meta":{"total":${total},"limit":${limit},"offset":${offset}}}`;
      return sendJson(reply, postJson.listOf(rows, listItemSerializer(reply), shape, '{"data":', meta));
    },
  );

  app.get(
    API.posts.byUrl,
    { config: { access: 'public' }, schema: { querystring: PostByUrlQuerySchema, response: ONE_POST } },
    async (request, reply) => {
      const row = await app.stores.posts.findPublishedByUrl(request.apiSite.id, request.query.url);
      if (!row) throw notFound(`No page at ${request.query.url}`);
      return sendJson(reply, postJson.of(row, byUrlSerializer(reply), BY_URL_ANSWER));
    },
  );

  app.get(
    API.posts.published,
    {
      config: { access: 'public' },
      schema: { querystring: PublishedPostsQuerySchema, response: PUBLISHED_POSTS },
    },
    async (request, reply) => {
      const q = request.query;
      const ids = q.ids?.split(',').map(Number);
      const rows = await app.stores.posts.listPublished(request.apiSite.id, {
        typeId: q.type,
        ids,
        categoryId: q.category,
        withBodies: q.include === 'post_body',
      });
      // with `ids` the answer keeps the order asked for (a members grid lists members in its order)
      if (ids !== undefined) rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
      const offset = q.offset ?? 0;
      const page = rows.slice(offset, offset + (q.limit ?? PUBLISHED_DEFAULT_LIMIT));
      const serializer = publishedSerializer(reply);
      return sendJson(
        reply,
        q.include === 'post_body'
          ? postJson.listOf(page as PostRow[], serializer, PUBLISHED_POST_WITH_BODY, '{"data":', '}')
          : postJson.listOf(page, serializer, PUBLISHED_POST, '{"data":', '}'),
      );
    },
  );
};

export default postListRoutes;
