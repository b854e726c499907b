/** `GET /api/sites/hosts`: the host names of every site the content API serves. */
import Type, { type Static } from 'typebox';

export const SiteHostsResponseSchema = Type.Object(
  { data: Type.Object({ hosts: Type.Array(Type.String()) }, { additionalProperties: false }) },
  { additionalProperties: false },
);
export type SiteHostsResponse = Static<typeof SiteHostsResponseSchema>;
