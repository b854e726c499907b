/**
 * Serves the stored media files at `/media/{host}/library/…` (spec §7: storage base, domain host,
 * path, hashed name). Names never change content — an image and its thumbnail have a random
 * hash, its WebP copies the hash of their own bytes (docs/decisions/014) — so the files are
 * immutable for a year. Only files written at upload exist: no request makes an image.
 * Public: the BFF proxies `GET /media/*` here like any API call.
 * @fastify/static takes no route config, so the level is declared for its plugin scope.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MEDIA_STORAGE_BASE } from '#shared/media-url.ts';
import { declareScopeAccess } from '../auth/route-access.ts';

async function mediaStaticPlugin(app: FastifyInstance) {
  const root = join(app.apiConfig.dataDir, 'media');
  mkdirSync(root, { recursive: true });
  await app.register(publicFiles, { root });
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
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}

export default fp(mediaStaticPlugin, { name: 'media-static', dependencies: ['services'] });
