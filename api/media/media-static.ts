/**
 * Serves the stored media files at `/media/{host}/library/…` (docs/product.md#media: storage base, domain
 * host, path, hashed name). Names never change content — an image and its thumbnail have a random
 * hash, its WebP copies the hash of their own bytes (docs/decisions/014) — so the files are
 * immutable for a year. Only files written at upload exist: no request makes an image.
 * Public: the BFF proxies `GET /media/*` here like any API call.
 *
 * From the local storage (DATA_DIR/media) @fastify/static serves the folder, as it always did;
 * @fastify/static takes no route config, so the level is declared for its plugin scope. From
 * object storage (docs/decisions/025) one route streams each object with the same answers:
 * its type, the year-long immutable cache, an ETag (304 on If-None-Match, or If-Modified-Since),
 * one byte range (206, 416), nosniff; a missing object is the API's usual 404.
 */
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MEDIA_STORAGE_BASE } from '#shared/media-url.ts';
import { apiError } from '#shared/schemas/error.ts';
import { declareScopeAccess } from '../auth/route-access.ts';
import { HttpError } from '../errors/http-error.ts';
import {
  type ByteRange,
  isSafeKey,
  type MediaRead,
  type MediaStorage,
  MediaStorageError,
} from './storage/media-storage.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** the types the library stores, by extension; anything else is sent as bytes (with nosniff) */
const TYPE_OF_EXTENSION: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
};

async function mediaStaticPlugin(app: FastifyInstance) {
  const storage = app.mediaStorage;
  if (storage.localFolder !== undefined) {
    mkdirSync(storage.localFolder, { recursive: true });
    await app.register(publicFiles, { root: storage.localFolder });
  } else {
    await app.register(storedObjects, { storage });
  }
}

/** A scope of its own, so that its declared access reaches the static routes and nothing else. */
async function publicFiles(scope: FastifyInstance, { root }: { root: string }) {
  declareScopeAccess(scope, 'public');
  await scope.register(fastifyStatic, {
    root,
    prefix: `${MEDIA_STORAGE_BASE}/`,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    // listed in the OpenAPI document like every other route
    schemaHide: false,
    setHeaders(reply) {
      reply.header('cache-control', IMMUTABLE);
    },
  });
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n`; anything else (several ranges too) is ignored: the whole object. */
export function parseRangeHeader(value: string | undefined): ByteRange | undefined {
  const match = value?.trim().match(/^bytes=(\d{0,15})-(\d{0,15})$/);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') return { suffix: Number(last) };
  const start = Number(first);
  if (last === '') return { start };
  const end = Number(last);
  return end < start ? undefined : { start, end };
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function dateOf(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function typeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPE_OF_EXTENSION[extension] ?? 'application/octet-stream';
}

function answer(reply: FastifyReply, key: string, read: Exclude<MediaRead, { kind: 'missing' }>) {
  reply.header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff');
  if (read.kind === 'not-modified') {
    if (read.etag) reply.header('etag', read.etag);
    if (read.lastModified) reply.header('last-modified', read.lastModified.toUTCString());
    return reply.code(304).send();
  }
  reply.header('accept-ranges', 'bytes');
  if (read.kind === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${read.size}`)
      .send(apiError(416, 'Range Not Satisfiable'));
  }
  const { facts, range, body } = read;
  reply
    .header('content-type', typeOf(key))
    .header('etag', facts.etag)
    .header('last-modified', facts.lastModified.toUTCString())
    .header('content-length', String(range ? range.end - range.start + 1 : facts.size));
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${facts.size}`);
  return reply.send(body);
}

/** Objects of a storage without a folder, streamed through the API. */
async function storedObjects(scope: FastifyInstance, { storage }: { storage: MediaStorage }) {
  // HEAD handled here (not Fastify's HEAD twin, which would send Content-Length: 0)
  scope.route({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_STORAGE_BASE}/*`,
    exposeHeadRoute: false,
    config: { access: 'public' },
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isSafeKey(key)) return reply.callNotFound();
      let read: MediaRead;
      try {
        read = await storage.read(key, {
          ifNoneMatch: headerOf(request, 'if-none-match'),
          ifModifiedSince: dateOf(headerOf(request, 'if-modified-since')),
          // with If-Range the whole object is always right; a range might not be
          range: headerOf(request, 'if-range') ? undefined : parseRangeHeader(headerOf(request, 'range')),
          headOnly: request.method === 'HEAD',
        });
      } catch (error) {
        if (error instanceof MediaStorageError) {
          request.log.error({ err: error }, 'media storage read failed');
          throw new HttpError(503, 'The media storage is not available; try again in a moment');
        }
        throw error;
      }
      if (read.kind === 'missing') return reply.callNotFound();
      return answer(reply, key, read);
    },
  });
}

export default fp(mediaStaticPlugin, { name: 'media-static', dependencies: ['services'] });
