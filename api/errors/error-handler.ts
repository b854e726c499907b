/**
 * One error handler and one not-found handler for the whole API: the real message below 500, a
 * plain one for 5xx; validation failures become `errors` per field. Always the error shape.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiError } from '#shared/schemas/error.ts';
import { HttpError } from './http-error.ts';
import { type SchemaIssue, validationErrorsToFields } from './validation-errors.ts';

function statusOf(error: FastifyError): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** A unique-constraint failure of SQLite (better-sqlite3) or PostgreSQL (23505). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const part = error.validationContext ?? 'body';
      const errors = validationErrorsToFields(error.validation as SchemaIssue[], part);
      return reply.code(400).send(apiError(400, 'The given data was invalid', errors));
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(apiError(error.statusCode, error.message, error.errors));
    }
    if (isUniqueViolation(error)) {
      // two writers raced past the same uniqueness check (url, email, host): the loser gets a 409
      return reply.code(409).send(apiError(409, 'This already exists'));
    }
    const status = statusOf(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(apiError(status, 'Internal Server Error'));
    }
    return reply.code(status).send(apiError(status, error.message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(apiError(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
