/**
 * The BFF's error handler: the real message below 500 (validation errors mapped per field), a
 * plain one for 5xx, always in the error shape. Never a stack or a secret in the body.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-reply.ts';

export function bffErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (error.validation) {
    const errors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const field =
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
      errors[field] = [...(errors[field] ?? []), issue.message ?? 'is invalid'];
    }
    return sendError(reply, 400, 'Validation failed', errors);
  }
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, status, status === 503 ? 'Service Unavailable' : 'Internal Server Error');
  }
  return sendError(reply, status, error.message);
}
