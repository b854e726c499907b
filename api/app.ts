/**
 * Builds the content API as a Fastify app, in passes as in fastify/demo: external plugins,
 * then our services and hooks (errors, site, access guard), then the routes.
 */
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { MAX_UPLOAD_BYTES } from '#shared/limits.ts';
import {
  DEFAULT_HTTP_SERVER_LIMITS,
  fastifyServerLimits,
  type HttpServerLimits,
} from '#shared/server-limits.ts';
import './app-types.ts';
import auditLog from './audit/audit-log.ts';
import auditPruning from './audit/audit-pruning.ts';
import accessGuard from './auth/access-guard.ts';
import sessionPruning from './auth/session-pruning.ts';
import type { ApiConfig } from './config/api-config.ts';
import type { Database } from './db/tables.ts';
import errorHandler from './errors/error-handler.ts';
import jsonBodyParser from './errors/json-body-parser.ts';
import { requestValidatorCompiler } from './errors/request-validator-compiler.ts';
import type { Mailer } from './mail/mailer.ts';
import mediaFileSweeper from './media/media-file-sweeper.ts';
import mediaStatic from './media/media-static.ts';
import openApiDocument from './openapi/openapi-document.ts';
import publicationScheduler from './posts/publication-scheduler.ts';
import { databaseRateLimitStore } from './rate-limits/database-rate-limit.ts';
import { createRateLimitStore } from './rate-limits/rate-limit-store.ts';
import { replySerializerCompiler } from './replies/reply-serializer.ts';
import { apiRoutes } from './routes/api-routes.ts';
import services from './services.ts';
import siteResolver from './sites/site-resolver.ts';

export interface ApiAppOptions {
  db: Kysely<Database>;
  config: ApiConfig;
  logLevel?: string;
  /** replaces the SMTP/log mailer behind the mail queue (tests capture mails with it) */
  mailer?: Mailer;
  /** timeouts against slow clients (shared/server-limits.ts) */
  serverLimits?: HttpServerLimits;
  /** tests: refuse an answer that its response schema would change (api/replies/reply-serializer.ts) */
  strictAnswers?: boolean;
  /** tests: routes registered beside the real ones, under the same guard (api/auth/route-access.test.ts) */
  extraRoutes?: (app: FastifyInstance) => void;
}

export const MAX_JSON_BODY_BYTES = 2 * 1024 * 1024;

export async function buildApiApp(options: ApiAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: MAX_JSON_BODY_BYTES,
    // the site comes from X-Forwarded-For; the client address from X-Real-IP (set by the BFF)
    trustProxy: false,
    ...fastifyServerLimits(options.serverLimits ?? DEFAULT_HTTP_SERVER_LIMITS),
  })
    .setValidatorCompiler(requestValidatorCompiler)
    .setSerializerCompiler(replySerializerCompiler({ strict: options.strictAnswers ?? false }));

  await app.register(jsonBodyParser);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  // only routes that ask for it (config.rateLimit) are limited, counted in the database so every
  // API process shares the counts (api/rate-limits/); login has its own DB-backed limit
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(createRateLimitStore(options.db)),
  });

  await app.register(services, { db: options.db, config: options.config, mailer: options.mailer });
  await app.register(errorHandler);
  await app.register(siteResolver);
  await app.register(accessGuard);
  // after the guard (its onRoute check completes each route's config) and before every route
  await app.register(openApiDocument);
  await app.register(sessionPruning);
  await app.register(publicationScheduler);
  await app.register(mediaFileSweeper);
  // records every staff write, sign-in and sign-out after its answer (docs/decisions/015)
  await app.register(auditLog);
  await app.register(auditPruning);

  await app.register(apiRoutes);
  if (options.extraRoutes) await app.register(async (scope) => options.extraRoutes?.(scope));
  await app.register(mediaStatic);
  return app;
}
