/**
 * Serves the stored media files at `/media/{host}/library/…` (spec §7: storage base, domain host,
 * path, hashed name). Names are random hashes that never change content, so the files are
 * immutable for a year. Public: the BFF proxies `GET /media/*` here like any API call.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MEDIA_STORAGE_BASE } from '#shared/media-url.ts';

async function mediaStaticPlugin(app: FastifyInstance) {
  const root = join(app.apiConfig.dataDir, 'media');
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: `${MEDIA_STORAGE_BASE}/`,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}

export default fp(mediaStaticPlugin, { name: 'media-static', dependencies: ['services'] });
