/**
 * Builds the BFF: plugins in passes as in fastify/demo — external (cookies, compression,
 * security headers), then our services (site hook, request log, the page writer and its cache),
 * then routes (`/bff/*`, `/api/*` proxy, `/sitemap.xml` and `/robots.txt`, the SPA).
 */

import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { Agent } from 'undici';
import { API } from '#shared/api-paths.ts';
import { REQUEST_RETRY_DELAY_MS } from '#shared/limits.ts';
import {
  DEFAULT_HTTP_SERVER_LIMITS,
  DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  fastifyServerLimits,
  type HttpServerLimits,
} from '#shared/server-limits.ts';
import type { BffContext } from './bff-context.ts';
import {
  BFF_CACHE_DEFAULTS,
  type BffCache,
  type BffCacheOptions,
  createBffCache,
} from './caching/bff-cache.ts';
import { forgetOnWrites } from './caching/forget-on-writes.ts';
import { calendarRoutes } from './calendar/calendar-routes.ts';
import { bffErrorHandler } from './errors/error-handler.ts';
import type { InsightBatchOptions } from './insights/insight-batches.ts';
import { insights } from './insights/insights.ts';
import { lazyRequestLogger } from './logging/lazy-request-logger.ts';
import { loggerOptions } from './logging/logger-options.ts';
import { registerRequestLog } from './logging/request-log-hook.ts';
import { firstRenderChunks } from './pages/first-render-chunks.ts';
import { crawlerRoutes, createSitePages } from './pages/site-pages.ts';
import { apiProxyPlugin } from './proxy/api-proxy-plugin.ts';
import { createRefreshCoordinator } from './proxy/refresh-coordinator.ts';
import { createPublicCache, type PublicCache } from './public-cache/public-cache.ts';
import { bffRoutes } from './routes/bff-routes.ts';
import { capConnectionsPerAddress } from './security/connection-cap.ts';
import { securityHeaders } from './security/security-headers.ts';
import { createCookieCipher } from './session/cookie-crypto.ts';
import { createSessionCookies } from './session/session-cookies.ts';
import { createHostAllowList } from './sites/host-allow-list.ts';
import { registerSiteHook } from './sites/site-hook.ts';
import { createSiteHostDirectory } from './sites/site-host-directory.ts';
import { defaultSiteOf } from './sites/staff-host.ts';
import { createUpstreamResolver } from './sites/upstream-url.ts';
import { spaStatic } from './static/spa-static.ts';

export interface BffOptions {
  upstreamUrl?: string | undefined;
  upstreamUrlTemplate?: string | undefined;
  siteHosts: string[];
  sessionSecrets: string[];
  cookieSecure: boolean | undefined;
  upstreamTimeoutMs: number;
  trustProxy: string | undefined;
  logLevel: string;
  distDir: string;
  /** where log lines go (tests capture them); stdout by default */
  logStream?: NodeJS.WritableStream;
  /** docs/product.md#sessions-and-retries: 500 ms; tests may shorten it */
  retryDelayMs?: number;
  /** timeouts against slow clients (shared/server-limits.ts) */
  serverLimits?: HttpServerLimits;
  /** open connections per client address; 0: no cap (the default behind TRUST_PROXY) */
  maxConnectionsPerAddress?: number;
  /** also serve the hosts the upstream lists at /api/sites/hosts (needs upstreamUrl) */
  learnSiteHosts?: boolean;
  /** the one cache of public answers and page reads (caching/bff-cache.ts); `maxBytes: 0` turns it off */
  cache?: Partial<BffCacheOptions>;
  /** the staff host (`PANEL_HOST`, sites/staff-host.ts); undefined: staff share the sites' hosts */
  panelHost?: string | undefined;
  /** the secret of the BFF's own calls to the API (visitor insights); undefined: beacons are dropped */
  bffApiSecret?: string | undefined;
  /** the insight batches' timing and bounds (insights/insight-batches.ts); tests shorten them */
  insightBatches?: Partial<InsightBatchOptions>;
}

export async function buildBff(options: BffOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logLevel, options.logStream),
    // one line per request comes from logging/request-log-hook.ts instead of Fastify's two
    logController: new LogController({ disableRequestLogging: true }),
    // a request's pino child is made when the request writes a line, not for every request
    childLoggerFactory: lazyRequestLogger,
    trustProxy: options.trustProxy ?? false,
    return503OnClosing: true,
    requestIdHeader: false,
    ...fastifyServerLimits(options.serverLimits ?? DEFAULT_HTTP_SERVER_LIMITS),
  });
  capConnectionsPerAddress(
    app.server,
    options.maxConnectionsPerAddress ?? (options.trustProxy ? 0 : DEFAULT_MAX_CONNECTIONS_PER_ADDRESS),
  );

  const dispatcher = new Agent({
    keepAliveTimeout: 10_000,
    connections: 256,
    headersTimeout: options.upstreamTimeoutMs,
    bodyTimeout: options.upstreamTimeoutMs,
  });
  app.addHook('onClose', async () => {
    await dispatcher.close();
  });

  const configuredHosts = createHostAllowList(options.siteHosts);
  const hostDirectory =
    options.learnSiteHosts && options.upstreamUrl
      ? createSiteHostDirectory({
          configured: configuredHosts,
          upstreamUrl: options.upstreamUrl,
          dispatcher,
          timeoutMs: options.upstreamTimeoutMs,
          log: app.log,
        })
      : undefined;
  if (hostDirectory) {
    await hostDirectory.refresh();
    app.addHook('onClose', async () => hostDirectory.close());
    // a domain created in the panel is served before its creator is told it exists
    app.addHook('onSend', async (request, reply) => {
      const created = request.method === 'POST' && reply.statusCode < 300;
      if (created && request.url.split('?', 1)[0] === API.options.domains) await hostDirectory.refresh();
    });
  }

  const context: BffContext = {
    allowList: hostDirectory ?? configuredHosts,
    staffHost: options.panelHost
      ? { host: options.panelHost, defaultSite: defaultSiteOf(options.siteHosts) }
      : undefined,
    cookies: createSessionCookies({
      cipher: createCookieCipher(options.sessionSecrets),
      secure: options.cookieSecure,
    }),
    upstreamOf: createUpstreamResolver({ url: options.upstreamUrl, template: options.upstreamUrlTemplate }),
    dispatcher,
    refresher: createRefreshCoordinator({ dispatcher, timeoutMs: options.upstreamTimeoutMs }),
    upstreamTimeoutMs: options.upstreamTimeoutMs,
    retryDelayMs: options.retryDelayMs ?? REQUEST_RETRY_DELAY_MS,
  };

  app.setErrorHandler(bffErrorHandler);

  // graceful shutdown: answers still in flight when close() begins end their connection, so
  // keep-alive sockets do not hold the process open after the last request
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024 });
  securityHeaders(app);

  registerSiteHook(app, context);
  registerRequestLog(app);

  const cacheOptions = { ...BFF_CACHE_DEFAULTS, ...options.cache };
  const cache = createBffCache(cacheOptions);
  // one rule: what a write to what visitors see makes the BFF forget
  forgetOnWrites(app, cache);
  const pages = createSitePages(context, { cache, chunks: firstRenderChunks(options.distDir) });
  const publicCache =
    cacheOptions.maxBytes > 0
      ? createPublicCache(context, { cache, maxBytes: cacheOptions.maxBytes })
      : undefined;
  await app.register(bffRoutes, { context, distDir: options.distDir, siteHosts: options.siteHosts });
  await app.register(apiProxyPlugin, { context, publicCache });
  await app.register(crawlerRoutes, { pages });
  await app.register(calendarRoutes, { context, cache });
  await insights(app, { context, secret: options.bffApiSecret, batches: options.insightBatches });
  await app.register(spaStatic, { distDir: options.distDir, pages });

  app.decorate('bffContext', context);
  app.decorate('bffCache', cache);
  app.decorate('publicCache', publicCache);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    bffContext: BffContext;
    /** the one cache of public answers and page reads */
    bffCache: BffCache;
    /** undefined when turned off */
    publicCache: PublicCache | undefined;
  }
}
