/** Sends the error shape of docs/product.md#errors (`{statusCode, message, errors?}`). */
import type { FastifyReply } from 'fastify';
import { apiError } from '#shared/schemas/error.ts';

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  errors?: Record<string, string[]>,
): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(apiError(statusCode, message, errors));
}
