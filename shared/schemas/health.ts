import Type, { type Static } from 'typebox';

/** `GET /api/health` (and the BFF's `/bff/health`): the service answers. */
export const HealthSchema = Type.Object({ status: Type.Literal('ok') });
export type Health = Static<typeof HealthSchema>;
