/**
 * The built SPA. Hashed files under `/assets/` are immutable for a year; `index.html` is served
 * with `no-cache` for `/` and for every client route (SPA fallback). A missing asset, or any
 * path that looks like a file, is a real 404 — never `index.html` — so the chunk-reload guard
 * of spec §4 can tell a stale chunk from a page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_PATH_PREFIXES } from '#shared/routes.ts';
import { sendError } from '../errors/error-reply.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const SHORT = 'public, max-age=3600';

function looksLikeFile(path: string): boolean {
  const last = path.split('/').pop() ?? '';
  return last.includes('.');
}

export async function spaStatic(app: FastifyInstance, opts: { distDir: string }) {
  const indexFile = join(opts.distDir, 'index.html');
  const hasBuild = existsSync(indexFile);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: '/',
      index: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes(`${join(opts.distDir, 'assets')}/`) ? IMMUTABLE : SHORT,
        );
      },
    });
  }

  const sendIndex = (reply: FastifyReply) => {
    if (!hasBuild) return sendError(reply, 503, 'The client has not been built: run npm run build');
    return reply
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(readFileSync(indexFile));
  };

  app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const isClientRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !SERVER_PATH_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1)) &&
      !looksLikeFile(path);
    if (isClientRoute) return sendIndex(reply);
    return sendError(reply, 404, `Not found: ${path}`);
  });
}
