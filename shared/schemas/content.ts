import Type, { type Static } from 'typebox';
import { CLOSED, IdSchema, UrlPathSchema } from './common.ts';
import { PageDocumentSchema } from './page-document.ts';

export const PostAttributesSchema = Type.Object(
  {
    title: Type.String({ maxLength: 200 }),
    url: Type.String({ maxLength: 300 }),
    description: Type.String({ maxLength: 1000 }),
  },
  CLOSED,
);
export type PostAttributes = Static<typeof PostAttributesSchema>;

/** Media slots of a post hold media ids only (docs/product.md#rules). */
export const PostMediaSchema = Type.Record(Type.String(), Type.Union([IdSchema, Type.Null()]), {
  maxProperties: 20,
});

/**
 * Links of a post to the site's taxonomy: cuisine tag ids and category ids (a type takes the ones
 * its collection declares a field for, shared/collections/post-types.ts).
 */
export const PostExternalDataSchema = Type.Object(
  {
    cuisines: Type.Optional(Type.Array(IdSchema, { maxItems: 200 })),
    categories: Type.Optional(Type.Array(IdSchema, { maxItems: 50 })),
  },
  CLOSED,
);
export type PostExternalData = Static<typeof PostExternalDataSchema>;

/** Post (docs/product.md#entities). `_id` is the post's stable public id (a string), `id` its row id. */
export const PostSchema = Type.Object({
  id: IdSchema,
  _id: Type.String(),
  post_status_id: Type.Integer(),
  post_type_id: Type.Integer(),
  url: UrlPathSchema,
  title: Type.String(),
  attributes: PostAttributesSchema,
  media: PostMediaSchema,
  external_data: PostExternalDataSchema,
  post_body: PageDocumentSchema,
  no_index: Type.Boolean(),
  no_follow: Type.Boolean(),
  show_in_sitemap: Type.Boolean(),
  position: Type.Integer(),
  deleted: Type.Boolean(),
  created_at: Type.String(),
  updated_at: Type.String(),
  /** when the scheduler publishes it (ISO 8601, UTC), or null */
  publish_at: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** when the scheduler takes it back to draft, or null */
  unpublish_at: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type Post = Static<typeof PostSchema>;

export const CategorySchema = Type.Object({ id: IdSchema, name: Type.String() });
export type Category = Static<typeof CategorySchema>;

export const CuisineTagSchema = Type.Object({
  id: IdSchema,
  title: Type.String(),
  icon_data: Type.Object({
    id: Type.Union([Type.Integer(), Type.String()]),
    name: Type.Optional(Type.String()),
    set: Type.Optional(Type.String()),
  }),
});
export type CuisineTag = Static<typeof CuisineTagSchema>;

export const FaqCategorySchema = Type.Object({ id: IdSchema, name: Type.String() });
export type FaqCategory = Static<typeof FaqCategorySchema>;

export const FaqSchema = Type.Object({
  id: IdSchema,
  question: Type.String(),
  answer: Type.String(),
  category: Type.Union([IdSchema, Type.Null()]),
  position: Type.Integer(),
});
export type Faq = Static<typeof FaqSchema>;

export const MediaSchema = Type.Object({
  id: IdSchema,
  hashed_name: Type.String(),
  path: Type.String(),
  extensions: Type.Array(Type.String()),
  extension: Type.String(),
  alt: Type.String(),
  /** the uploaded file's name (set by the content API; staff screens show and search it) */
  name: Type.Optional(Type.String()),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  /** URL path of the full image, `/media/{host}/library/{hashed_name}.webp` (set by the content API) */
  url: Type.Optional(Type.String()),
  /** URL path of the PNG thumbnail, `/media/{host}/library/thumbnails/{hashed_name}.png` */
  thumbnail_url: Type.Optional(Type.String()),
  /**
   * Smaller WebP copies, ascending by width: each a file of the image's folder (shared/media-url.ts).
   * Empty for images uploaded before copies were made: the full image serves every slot.
   */
  variants: Type.Optional(
    Type.Array(Type.Object({ width: Type.Integer({ minimum: 1 }), file: Type.String() }), { maxItems: 20 }),
  ),
  /** the format of the uploaded file (shared/media-formats.ts; '' when not known) */
  format: Type.Optional(Type.String()),
  /** the size of the uploaded file in bytes (null when not known) */
  bytes: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  /** how many posts show it (staff answers only: the library list and the alt text change) */
  used_by: Type.Optional(Type.Integer()),
  /** when it was uploaded (the API's date format) */
  created_at: Type.Optional(Type.String()),
});
export type Media = Static<typeof MediaSchema>;

export const AccountSchema = Type.Object({
  user: Type.Object({
    id: IdSchema,
    firstname: Type.String(),
    lastname: Type.String(),
    email: Type.String(),
  }),
  domains: Type.Array(Type.Object({ id: IdSchema, host: Type.Optional(Type.String()) })),
  roles: Type.Array(Type.Object({ id: IdSchema })),
  /** whether two-factor sign-in is on (set by the content API) */
  two_factor: Type.Optional(Type.Boolean()),
  /** the domain this session works on (switch-domain changes it) */
  domain: Type.Optional(Type.Object({ id: IdSchema, host: Type.String() })),
});
export type Account = Static<typeof AccountSchema>;
