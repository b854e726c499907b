/** The 429 of a throttled attempt: a `Retry-After` header and the wait in words. */
import type { FastifyReply } from 'fastify';
import { type HttpError, tooManyRequests } from '../errors/http-error.ts';

function waitInWords(seconds: number): string {
  if (seconds < 90) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** Sets the header on the reply and answers the error to throw. */
export function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number): HttpError {
  reply.header('retry-after', String(retryAfterSeconds));
  return tooManyRequests(`Too many attempts: try again in ${waitInWords(retryAfterSeconds)}`);
}
