/**
 * The origin a visitor reached this site at, for absolute urls the BFF writes (site map, robots,
 * canonical and Open Graph urls): the scheme of the request (`X-Forwarded-Proto` only from a
 * `TRUST_PROXY` address, as Fastify reads it), its allow-listed host name and its port. Built from
 * checked parts, so a strange Host or proto header can never end up in markup or a header.
 */
import type { FastifyRequest } from 'fastify';
import { normalizeHost } from './host-allow-list.ts';

export function requestOrigin(request: FastifyRequest): string {
  const scheme = request.protocol === 'https' ? 'https' : 'http';
  const host = normalizeHost(request.hostname) ?? request.site;
  const port = /:(\d{1,5})$/.exec(request.host)?.[1];
  const defaultPort = scheme === 'https' ? '443' : '80';
  return `${scheme}://${host}${port && port !== defaultPort ? `:${port}` : ''}`;
}
