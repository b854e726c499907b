import Type, { type Static, type TSchema } from 'typebox';
import { SAFE_IMAGE_URL_PATTERN, SAFE_LINK_URL_PATTERN } from '../safe-url.ts';
import { URL_PATTERN } from '../url-rule.ts';

/** `{data: …}`, the success envelope of the API (docs/product.md#conventions). */
export const DataEnvelope = <T extends TSchema>(data: T) => Type.Object({ data });

export const IdSchema = Type.Integer({ minimum: 1 });
export const IdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParams = Static<typeof IdParamsSchema>;

/** A site path with a leading slash: `/`, `/about`, `/members/taco-loco`. */
export const UrlPathSchema = Type.String({
  minLength: 1,
  maxLength: 300,
  pattern: URL_PATTERN,
});

/**
 * A host name as in `SITE_HOSTS` and the `site` cookie: lower-case labels of letters, digits and
 * inner hyphens, at most 63 characters each, joined by dots; no port, no scheme, no trailing dot.
 */
export const HostSchema = Type.String({
  minLength: 1,
  maxLength: 253,
  pattern: '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$',
});

/** An image url: `https://…` or a path of this site (shared/safe-url.ts). */
export const SafeImageUrlSchema = Type.String({
  minLength: 1,
  maxLength: 500,
  pattern: SAFE_IMAGE_URL_PATTERN,
});

/** A link url: `http(s)://…`, `mailto:…`, `tel:…` or a path of this site (shared/safe-url.ts). */
export const SafeLinkUrlSchema = Type.String({
  minLength: 1,
  maxLength: 500,
  pattern: SAFE_LINK_URL_PATTERN,
});

/**
 * What an image option takes when written: a safe image url, a media id of the site's library
 * (the API stores its url path) or null (no image).
 */
export const ImageRefSchema = Type.Union([SafeImageUrlSchema, IdSchema, Type.Null()]);

/** The options of every object a request body holds: its declared fields and no other (400). */
export const CLOSED = { additionalProperties: false } as const;

/** The answer of a delete: the id of what is gone. */
export const DeletedSchema = Type.Object({ id: IdSchema });
export type Deleted = Static<typeof DeletedSchema>;

/** An answer with nothing to tell (`{data: {}}`): the call was done. */
export const EmptySchema = Type.Object({}, CLOSED);
