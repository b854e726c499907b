import Type, { type Static } from 'typebox';

/** The error shape of every 4xx/5xx answer of the BFF and the API (spec §3, DESIGN.md). */
export const ApiErrorSchema = Type.Object({
  statusCode: Type.Integer(),
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});
export type ApiError = Static<typeof ApiErrorSchema>;

export function apiError(statusCode: number, message: string, errors?: Record<string, string[]>): ApiError {
  return errors ? { statusCode, message, errors } : { statusCode, message };
}
