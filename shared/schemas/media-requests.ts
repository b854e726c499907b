import Type, { type Static } from 'typebox';
import { MEDIA_FORMAT_KEYS } from '../media-formats.ts';
import { CLOSED, IdSchema } from './common.ts';
import { MediaSchema } from './content.ts';

/** `PATCH /api/media/{id}`: the alt text. Uploads are multipart: a `file` part and an optional `alt` field. */
export const MediaUpdateBodySchema = Type.Object({ alt: Type.String({ maxLength: 500 }) }, CLOSED);

export const MEDIA_UPLOAD_FIELD = 'file';
export const MEDIA_ALT_FIELD = 'alt';

/**
 * `GET /api/media`: the site's images, newest first. `search` keeps those whose file name or alt
 * text contains it (case-insensitive), `type` those uploaded in that format (shared/media-formats.ts),
 * `missing_alt=true` those without alt text; without `limit` the answer holds every image (as before
 * paging existed), with it one page. `meta` says how many match in all.
 */
export const MediaListQuerySchema = Type.Object({
  search: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  type: Type.Optional(Type.Enum(MEDIA_FORMAT_KEYS as string[])),
  missing_alt: Type.Optional(Type.Boolean()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
});
export type MediaListQuery = Static<typeof MediaListQuerySchema>;

/** `GET /api/media` answer: the page of images and the paging facts (`limit` null: every image). */
export const MediaListAnswerSchema = Type.Object({
  data: Type.Array(MediaSchema),
  meta: Type.Object({
    total: Type.Integer(),
    limit: Type.Union([Type.Integer(), Type.Null()]),
    offset: Type.Integer(),
  }),
});
export type MediaListAnswer = Static<typeof MediaListAnswerSchema>;

/** One post that shows an image: where (`Poster`, `Hero block`…) and whether it is in the trash. */
export const MediaUsePostSchema = Type.Object({
  id: IdSchema,
  title: Type.String(),
  post_type_id: Type.Integer(),
  deleted: Type.Boolean(),
  places: Type.Array(Type.String()),
});
export type MediaUsePost = Static<typeof MediaUsePostSchema>;

/**
 * `GET /api/media/{id}/usage`: the posts that show the image (media slots and page blocks, trashed
 * ones too: they can come back) and the site options that show it (`Logo`, `Error page image`…).
 * Deleting the image empties those places.
 */
export const MediaUsageAnswerSchema = Type.Object({
  data: Type.Object({
    posts: Type.Array(MediaUsePostSchema),
    options: Type.Array(Type.String()),
  }),
});
export type MediaUsageAnswer = Static<typeof MediaUsageAnswerSchema>;
