import Type, { type Static } from 'typebox';
import { POST_STATUS_IDS } from '../ids/post-status.ts';
import { POST_TYPE_IDS } from '../ids/post-types.ts';
import { CLOSED, IdSchema, UrlPathSchema } from './common.ts';
import { PostAttributesSchema, PostExternalDataSchema, PostMediaSchema, PostSchema } from './content.ts';
import { PageDocumentBodySchema, PageDocumentSchema } from './page-document.ts';

/** Request shapes of the post calls (docs/product.md#api). */

export const PostTypeIdSchema = Type.Enum(POST_TYPE_IDS);
export const PostStatusIdSchema = Type.Enum(POST_STATUS_IDS);
export const PostTitleSchema = Type.String({ minLength: 1, maxLength: 200 });

/** Columns `GET /api/posts/by-type` may sort by. */
export const POST_SORT_COLUMNS = [
  'position',
  'created_at',
  'updated_at',
  'title',
  'url',
  'id',
  'post_status_id',
] as const;
export type PostSortColumn = (typeof POST_SORT_COLUMNS)[number];

/** `y-MM-dd HH:mm:ss` (docs/product.md#lists-and-dates), or a bare `y-MM-dd` day. */
export const DateTimeFilterSchema = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$',
});

/** SEO attributes as written: any of them; the others keep their value. */
export const PostAttributesUpdateSchema = Type.Partial(PostAttributesSchema, CLOSED);

export const PostCreateBodySchema = Type.Object(
  {
    url: UrlPathSchema,
    title: PostTitleSchema,
    post_status_id: PostStatusIdSchema,
    post_type_id: PostTypeIdSchema,
    post_body: Type.Optional(PageDocumentBodySchema),
    attributes: Type.Optional(PostAttributesUpdateSchema),
    media: Type.Optional(PostMediaSchema),
    external_data: Type.Optional(PostExternalDataSchema),
    no_index: Type.Optional(Type.Boolean()),
    no_follow: Type.Optional(Type.Boolean()),
    show_in_sitemap: Type.Optional(Type.Boolean()),
  },
  CLOSED,
);
export type PostCreateBody = Static<typeof PostCreateBodySchema>;

export const PostBodyUpdateSchema = Type.Object(
  {
    post_status_id: Type.Optional(PostStatusIdSchema),
    post_body: PageDocumentBodySchema,
  },
  CLOSED,
);
export type PostBodyUpdate = Static<typeof PostBodyUpdateSchema>;

/** A scheduled time: ISO 8601 in UTC, to the minute or second (`2026-12-01T18:00:00Z`). */
export const ScheduleTimeSchema = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?Z$',
});

/** `PUT /api/posts/{id}/data`: any of the fields; none at all is a 400 "Nothing to change". */
export const PostDataUpdateSchema = Type.Object(
  {
    post_status_id: Type.Optional(PostStatusIdSchema),
    url: Type.Optional(UrlPathSchema),
    title: Type.Optional(PostTitleSchema),
    no_index: Type.Optional(Type.Boolean()),
    no_follow: Type.Optional(Type.Boolean()),
    show_in_sitemap: Type.Optional(Type.Boolean()),
    attributes: Type.Optional(PostAttributesUpdateSchema),
    media: Type.Optional(PostMediaSchema),
    external_data: Type.Optional(PostExternalDataSchema),
    publish_at: Type.Optional(Type.Union([ScheduleTimeSchema, Type.Null()])),
    unpublish_at: Type.Optional(Type.Union([ScheduleTimeSchema, Type.Null()])),
  },
  CLOSED,
);
export type PostDataUpdate = Static<typeof PostDataUpdateSchema>;

/**
 * `PUT /api/posts/{id}`: the edit screen's save, its details and body in one transaction — any of
 * the data fields and the body (into the waiting draft when there is one); none is a 400.
 */
export const PostSaveSchema = Type.Object(
  { ...PostDataUpdateSchema.properties, post_body: Type.Optional(PageDocumentBodySchema) },
  CLOSED,
);
export type PostSave = Static<typeof PostSaveSchema>;

export const PostOrderBodySchema = Type.Object(
  { position: Type.Integer({ minimum: 0, maximum: 100_000 }) },
  CLOSED,
);
export const PostStatusBodySchema = Type.Object({ post_status_id: PostStatusIdSchema }, CLOSED);

/**
 * Fields of a post that `GET /api/posts/by-type` leaves out of its list unless `include` names
 * them (docs/decisions/042): the body and the rest no list screen shows. Without them a list of
 * 500 posts is about a seventh of the whole posts' size.
 */
export const POST_LIST_EXTRA_FIELDS = [
  '_id',
  'post_type_id',
  'attributes',
  'media',
  'external_data',
  'post_body',
  'no_index',
  'no_follow',
  'show_in_sitemap',
  'deleted',
] as const;
export type PostListExtraField = (typeof POST_LIST_EXTRA_FIELDS)[number];

const EXTRA_FIELD = `(${POST_LIST_EXTRA_FIELDS.join('|')})`;
/** `include=post_body` or `include=post_body,attributes`: names of POST_LIST_EXTRA_FIELDS */
export const PostListIncludeSchema = Type.String({
  pattern: `^${EXTRA_FIELD}(,${EXTRA_FIELD})*$`,
  maxLength: 200,
});

const {
  _id,
  post_type_id,
  attributes,
  media,
  external_data,
  post_body,
  no_index,
  no_follow,
  show_in_sitemap,
  deleted,
  ...LIST_FIELDS
} = PostSchema.properties;

/**
 * A post as `GET /api/posts/published` lists it: every field, its body only when the query says
 * `include=post_body`. The public lists (members, blog, cuisines, showcases) show a post's title,
 * url, attributes, media and taxonomy; a post's page reads its body by url. Ten bodies are most of
 * a list's bytes, and the BFF inlines the lists of a page's first screen into the document a phone
 * waits for (issue 26).
 */
const { post_body: listedBody, ...PUBLISHED_FIELDS } = PostSchema.properties;
export const PublishedPostSchema = Type.Object({ ...PUBLISHED_FIELDS, post_body: Type.Optional(listedBody) });
export type PublishedPost = Static<typeof PublishedPostSchema>;

/**
 * A post as `by-type` lists it: what every list screen of the panel shows (title, url, status,
 * order, dates; `publish_at`/`unpublish_at` only when set), and each field `include` names (a
 * list with a cuisines column asks for `external_data`).
 */
export const PostListItemSchema = Type.Object({
  ...LIST_FIELDS,
  _id: Type.Optional(_id),
  post_type_id: Type.Optional(post_type_id),
  attributes: Type.Optional(attributes),
  media: Type.Optional(media),
  external_data: Type.Optional(external_data),
  post_body: Type.Optional(post_body),
  no_index: Type.Optional(no_index),
  no_follow: Type.Optional(no_follow),
  show_in_sitemap: Type.Optional(show_in_sitemap),
  deleted: Type.Optional(deleted),
});
export type PostListItem = Static<typeof PostListItemSchema>;

export const PostsByTypeQuerySchema = Type.Object({
  type: PostTypeIdSchema,
  status: Type.Optional(PostStatusIdSchema),
  deleted: Type.Optional(Type.Boolean()),
  startDate: Type.Optional(DateTimeFilterSchema),
  endDate: Type.Optional(DateTimeFilterSchema),
  sortBy: Type.Optional(Type.Enum(POST_SORT_COLUMNS)),
  sortDir: Type.Optional(Type.Enum(['asc', 'desc'])),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  /** text filter: posts whose title or url contains it (case-insensitive) */
  search: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  /** more fields of each post than the list's own (POST_LIST_EXTRA_FIELDS), comma-separated */
  include: Type.Optional(PostListIncludeSchema),
});
export type PostsByTypeQuery = Static<typeof PostsByTypeQuerySchema>;

export const PostByUrlQuerySchema = Type.Object({ url: UrlPathSchema });

export const PublishedPostsQuerySchema = Type.Object({
  type: Type.Optional(PostTypeIdSchema),
  /** `post_body`: each post with its body (the panel's link pickers list a page's anchors) */
  include: Type.Optional(Type.Literal('post_body')),
  /** only posts that carry this category (`external_data.categories`) */
  category: Type.Optional(IdSchema),
  /** comma-separated post ids */
  ids: Type.Optional(Type.String({ pattern: '^\\d+(,\\d+)*$', maxLength: 2000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
});
export type PublishedPostsQuery = Static<typeof PublishedPostsQuerySchema>;

export const PUBLISHED_DEFAULT_LIMIT = 100;

/** `GET /api/posts/by-type` answer: the page of posts and the paging facts. */
export const PostsByTypeAnswerSchema = Type.Object({
  data: Type.Array(PostListItemSchema),
  meta: Type.Object({ total: Type.Integer(), limit: Type.Integer(), offset: Type.Integer() }),
});

/** `GET /api/posts/{id}/type-group` answer (bare): the post's type and the posts of that type. */
export const PostTypeGroupSchema = Type.Object({
  id: IdSchema,
  post_type_id: Type.Integer(),
  type: Type.Object({
    id: Type.Integer(),
    key: Type.String(),
    label: Type.String(),
    plural: Type.String(),
    panelSegment: Type.String(),
  }),
  posts: Type.Array(
    Type.Object({
      id: IdSchema,
      _id: Type.String(),
      title: Type.String(),
      url: Type.String(),
      post_status_id: Type.Integer(),
      position: Type.Integer(),
    }),
  ),
});

/** `PUT /api/posts/{id}/draft`: the page builder's autosave of the body (published separately). */
export const PostDraftUpdateSchema = Type.Object({ post_body: PageDocumentBodySchema }, CLOSED);
export type PostDraftUpdate = Static<typeof PostDraftUpdateSchema>;

/** A post's draft body: what the builder last autosaved, when and by whom. */
export const PostDraftSchema = Type.Object({
  post_body: PageDocumentSchema,
  saved_at: Type.String(),
  saved_by: Type.Union([Type.Integer(), Type.Null()]),
});
export type PostDraft = Static<typeof PostDraftSchema>;

/** What a save answers: the post, and the draft still waiting (null when there is none). */
export const PostSavedSchema = Type.Object({
  post: PostSchema,
  draft: Type.Union([PostDraftSchema, Type.Null()]),
});
export type PostSaved = Static<typeof PostSavedSchema>;

/** `GET /api/posts/drafts`: only the drafts of posts of this type. */
export const WaitingDraftsQuerySchema = Type.Object({ type: Type.Optional(PostTypeIdSchema) });

/**
 * A draft not live yet (docs/decisions/034), with what the panel shows of its post: it goes live
 * when the post is published (the builder's Publish, the status set to published, `publish_at`).
 */
export const WaitingDraftSchema = Type.Object({
  id: IdSchema,
  post_type_id: Type.Integer(),
  post_status_id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  /** when the scheduler publishes the post, and this draft with it (ISO 8601, UTC), or null */
  publish_at: Type.Union([Type.String(), Type.Null()]),
  saved_at: Type.String(),
  saved_by: Type.Union([Type.Integer(), Type.Null()]),
});
export type WaitingDraft = Static<typeof WaitingDraftSchema>;

/** A revision in a post's history: when, by whom, and what save made it. */
export const RevisionSummarySchema = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  created_by: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  reason: Type.Union([
    Type.Literal('created'),
    Type.Literal('body'),
    Type.Literal('fields'),
    Type.Literal('status'),
    Type.Literal('restored'),
  ]),
});
export type RevisionSummary = Static<typeof RevisionSummarySchema>;

/** A revision with the post as it then stood. */
export const RevisionSchema = Type.Object({
  ...RevisionSummarySchema.properties,
  post: Type.Object({
    title: Type.String(),
    url: Type.String(),
    post_status_id: Type.Integer(),
    attributes: Type.Object({}, { additionalProperties: true }),
    media: Type.Object({}, { additionalProperties: true }),
    external_data: Type.Object({}, { additionalProperties: true }),
    post_body: PageDocumentSchema,
    no_index: Type.Boolean(),
    no_follow: Type.Boolean(),
    show_in_sitemap: Type.Boolean(),
  }),
});
export type Revision = Static<typeof RevisionSchema>;

export const RevisionParamsSchema = Type.Object(
  { id: Type.Integer({ minimum: 1 }), revisionId: Type.Integer({ minimum: 1 }) },
  CLOSED,
);

/** `POST /api/posts/{id}/preview-link`: the link to share, and until when it works. */
export const PreviewLinkSchema = Type.Object({
  token: Type.String(),
  /** the post's public path with the token, e.g. `/about?preview=…` */
  path: Type.String(),
  expires_at: Type.String(),
});
export type PreviewLink = Static<typeof PreviewLinkSchema>;

export const PreviewQuerySchema = Type.Object(
  { token: Type.String({ minLength: 10, maxLength: 300 }) },
  CLOSED,
);
