import Type, { type Static, type TSchema } from 'typebox';

/** `{data: …}`, the success envelope of the API (DESIGN.md). */
export const DataEnvelope = <T extends TSchema>(data: T) => Type.Object({ data });

export const IdSchema = Type.Integer({ minimum: 1 });
export const IdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParams = Static<typeof IdParamsSchema>;

/** A site path with a leading slash: `/`, `/about`, `/members/taco-loco`. */
export const UrlPathSchema = Type.String({
  minLength: 1,
  maxLength: 300,
  pattern: '^/([a-z0-9][a-z0-9\\-_]*(/[a-z0-9][a-z0-9\\-_]*)*)?$',
});

/** A host name without port, as in `SITE_HOSTS` and the `site` cookie. */
export const HostSchema = Type.String({
  minLength: 1,
  maxLength: 253,
  pattern: '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$',
});
