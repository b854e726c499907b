import type { FastifyRequest } from 'fastify';

/** The visitor's address: `X-Real-IP` as set by the BFF, else the socket's address. */
export function clientAddressOf(request: FastifyRequest): string {
  const header = request.headers['x-real-ip'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value || request.socket.remoteAddress || 'unknown';
}
