/**
 * Answers for tests that stub `fetch`, checked against the API's own schemas (shared/schemas) so a
 * stub cannot drift from what the API sends: an answer that does not match throws, naming the
 * fields. Test code only: TypeBox never reaches the bundle.
 */
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { type ApiError, ApiErrorSchema } from '#shared/schemas/error.ts';

/** `body` as a JSON `Response`, after checking it against `schema`. */
export function apiAnswer<S extends TSchema>(schema: S, body: Static<S>, init: ResponseInit = {}): Response {
  if (!Value.Check(schema, body)) {
    const problems = Value.Errors(schema, body)
      .slice(0, 5)
      .map((e) => `${e.instancePath || '/'} ${e.message}`);
    throw new Error(`a stubbed answer does not match its API schema: ${problems.join('; ')}`);
  }
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

/** An error answer of the API's error shape (docs/product.md#errors). */
export function apiErrorAnswer(body: ApiError): Response {
  return apiAnswer(ApiErrorSchema, body, { status: body.statusCode });
}

/** A refusal of what was sent, the API's messages on the fields at fault (`errors`). */
export function apiFieldErrorsAnswer(
  statusCode: number,
  message: string,
  errors: Record<string, string[]>,
): Response {
  return apiErrorAnswer({ statusCode, message, errors });
}
