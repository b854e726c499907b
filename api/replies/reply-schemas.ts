/**
 * The `schema.response` of a route: its success answers (schemas from shared/schemas) and the
 * API's error shape for every 4xx and 5xx (docs/product.md#errors). Fastify serialises each answer with its
 * schema (api/replies/reply-serializer.ts): faster than JSON.stringify, and a field the schema
 * does not declare never leaves the API.
 */
import type { TSchema } from 'typebox';
import { DataEnvelope, DeletedSchema, EmptySchema } from '#shared/schemas/common.ts';
import { ApiErrorSchema } from '#shared/schemas/error.ts';

/** The error answers every route may give. */
export const ERROR_REPLIES = { '4xx': ApiErrorSchema, '5xx': ApiErrorSchema } as const;

/** An answer that depends on the content type asked for (JSON or a CSV file). */
export interface ContentReplies {
  content: Record<string, { schema: TSchema }>;
}

/** Success answers by status code, plus the error shape. */
export function replies<const Success extends Record<number, TSchema | ContentReplies>>(
  success: Success,
): Success & typeof ERROR_REPLIES {
  return { ...success, ...ERROR_REPLIES };
}

/** `{data: {id}}`: the answer of most deletes. */
export const ANSWER_DELETED = replies({ 200: DataEnvelope(DeletedSchema) });

/** `{data: {}}`: done, nothing to tell. */
export const ANSWER_DONE = replies({ 200: DataEnvelope(EmptySchema) });
