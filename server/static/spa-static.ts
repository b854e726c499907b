/**
 * The built SPA. Hashed files under `/assets/` are immutable for a year; `index.html` is served
 * with `no-cache` for `/` and for every client route (SPA fallback), written for the page by
 * pages/site-pages.ts (head, inlined options, analytics, its CSP; 404 for a url without a page).
 * A missing asset, or any path that looks like a file, is a real 404 — never `index.html` — so
 * the chunk-reload guard of docs/product.md#states can tell a stale chunk from a page. A page's
 * `Link` header names the files its head preloads (pages/preload-link-header.ts).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_PATH_PREFIXES } from '#shared/routes.ts';
import { sendError } from '../errors/error-reply.ts';
import { preloadLinkHeader } from '../pages/preload-link-header.ts';
import type { DocumentAnswer, SitePages } from '../pages/site-pages.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const SHORT = 'public, max-age=3600';

function looksLikeFile(path: string): boolean {
  const last = path.split('/').pop() ?? '';
  return last.includes('.');
}

export async function spaStatic(app: FastifyInstance, opts: { distDir: string; pages: SitePages }) {
  const indexFile = join(opts.distDir, 'index.html');
  const hasBuild = existsSync(indexFile);

  if (hasBuild) {
    // the build writes .br and .gz beside each asset (client/build-plugins/precompressed-assets.ts)
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: '/',
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply) {
        reply.header('cache-control', SHORT);
      },
    });
    // the hashed files: a browser never asks for one again, so no validator (ETag, Last-Modified)
    // nor range header rides along — ~100 bytes less on each of a first load's ten answers
    await app.register(fastifyStatic, {
      root: join(opts.distDir, 'assets'),
      prefix: '/assets/',
      index: false,
      preCompressed: true,
      cacheControl: false,
      etag: false,
      lastModified: false,
      acceptRanges: false,
      decorateReply: false,
      setHeaders(reply) {
        reply.header('cache-control', IMMUTABLE);
      },
    });
  }

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasBuild) return sendError(reply, 503, 'The client has not been built: run npm run build');
    const index = await readFile(indexFile, 'utf8');
    let answer: DocumentAnswer;
    try {
      answer = await opts.pages.document(request, index);
    } catch (error) {
      // the page is still served as built; the SPA reads what it needs itself
      request.log.error({ err: error }, 'could not write the page');
      answer = { status: 200, html: index, csp: undefined };
    }
    if (answer.csp) reply.header('content-security-policy', answer.csp);
    if (answer.robots) reply.header('x-robots-tag', answer.robots);
    // the head's first-render files, for the browser to ask for before it parses the head
    const preloads = preloadLinkHeader(answer.html);
    if (preloads) reply.header('link', preloads);
    return reply
      .code(answer.status)
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(answer.html);
  };

  app.get('/', sendIndex);

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const isClientRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !SERVER_PATH_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1)) &&
      !looksLikeFile(path);
    if (isClientRoute) return sendIndex(request, reply);
    return sendError(reply, 404, `Not found: ${path}`);
  });
}
