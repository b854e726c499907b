/**
 * `/api/*`: everything the browser sends to the content API. Buffered requests go through the
 * replaying handler; streamed uploads (`POST /api/media`, multipart) through @fastify/http-proxy
 * after a proactive refresh (docs/decisions/001-bff-proxy-paths.md). Two auth calls are the
 * BFF's own: the browser may ask for a refresh or a logout, but never holds a token.
 */
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { MAX_UPLOAD_BYTES, PROACTIVE_REFRESH_MARGIN_MS } from '#shared/limits.ts';
import { MEDIA_STORAGE_BASE } from '#shared/media-url.ts';
import type { BffContext } from '../bff-context.ts';
import { sendError } from '../errors/error-reply.ts';
import type { PublicCache } from '../public-cache/public-cache.ts';
import { endSession } from '../session/end-session.ts';
import { discardBody } from './discard-body.ts';
import { proxyReplaying, SESSION_EXPIRED_MESSAGE } from './replaying-proxy.ts';
import { needsProactiveRefresh, refreshSession } from './session-refresh.ts';
import { buildUpstreamHeaders, filterResponseHeaders } from './upstream-headers.ts';

/** Largest buffered request body the proxy accepts (page-builder documents can be large). */
export const PROXY_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

export async function apiProxyPlugin(
  app: FastifyInstance,
  opts: { context: BffContext; publicCache?: PublicCache | undefined },
) {
  const { context, publicCache } = opts;

  await app.register(async function bufferedRequests(scope) {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: PROXY_BODY_LIMIT_BYTES },
      (_req, body, done) => done(null, body),
    );

    scope.post(API.auth.refreshTokens, async (request, reply) => {
      const { refresh } = context.cookies.read(request);
      if (!refresh) return sendError(reply, 401, SESSION_EXPIRED_MESSAGE);
      const outcome = await refreshSession(context, request, reply, refresh);
      if (outcome.result === 'rejected') return sendError(reply, 401, SESSION_EXPIRED_MESSAGE);
      if (outcome.result === 'unavailable')
        return sendError(reply, 502, 'The content service is unreachable');
      return reply.send({ data: {} });
    });

    scope.post(API.auth.logout, async (request, reply) => {
      await endSession(context, request, reply);
      return reply.send({ data: {} });
    });

    // the public reads of visitors may be answered from the public cache (public-cache/)
    scope.all('/api/*', (request, reply) =>
      publicCache
        ? publicCache.serve(request, reply, (options) => proxyReplaying(context, request, reply, options))
        : proxyReplaying(context, request, reply),
    );
    // stored media (`/media/{host}/library/…`) are served by the content API; they are public
    // and cacheable, so no token goes up and no refreshed cookie comes down with them
    scope.get(`${MEDIA_STORAGE_BASE}/*`, (request, reply) =>
      proxyReplaying(context, request, reply, { withSession: false }),
    );
  });

  await app.register(async function streamedUploads(scope) {
    // the API reads uploads as they are: a compressed body would be cut off mid-stream. Checked
    // before anything (request decompression included) touches the body.
    scope.addHook('onRequest', async (request, reply) => {
      const encoding = request.headers['content-encoding'];
      if (encoding && encoding.toLowerCase() !== 'identity') {
        await discardBody(request.raw, MAX_UPLOAD_BYTES + 64 * 1024);
        return sendError(reply, 415, 'Uploads must not be compressed (Content-Encoding)');
      }
    });
    await scope.register(httpProxy, {
      upstream: '',
      prefix: API.media,
      rewritePrefix: API.media,
      routes: ['/'],
      httpMethods: ['POST'],
      undici: { headersTimeout: context.upstreamTimeoutMs, bodyTimeout: context.upstreamTimeoutMs },
      retryMethods: [],
      disableRequestLogging: true,
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        const session = context.cookies.read(request);
        if (needsProactiveRefresh(session, Date.now(), PROACTIVE_REFRESH_MARGIN_MS) && session.refresh) {
          const outcome = await refreshSession(context, request, reply, session.refresh);
          if (outcome.result === 'rejected') return sendError(reply, 401, SESSION_EXPIRED_MESSAGE);
          if (outcome.session) request.uploadAccessToken = outcome.session.access?.token;
          return;
        }
        request.uploadAccessToken = session.access?.token;
      },
      replyOptions: {
        getUpstream: (request) => context.upstreamOf((request as FastifyRequest).site),
        rewriteRequestHeaders: (raw) => {
          const request = raw as FastifyRequest;
          const built: Record<string, string> = buildUpstreamHeaders({
            incoming: request.headers,
            site: request.site,
            accessToken: request.uploadAccessToken,
            clientIp: request.ip,
            requestId: String(request.id),
          });
          const length = request.headers['content-length'];
          if (typeof length === 'string') built['content-length'] = length;
          return built;
        },
        rewriteHeaders: (headers: Record<string, string | string[] | undefined>) =>
          filterResponseHeaders(headers),
        onError: (reply, { error }) => {
          // the upload body was not read to its end: the connection cannot be reused
          if (!reply.request.raw.complete) reply.header('connection', 'close');
          const status = (error as { statusCode?: number }).statusCode === 504 ? 504 : 502;
          sendError(
            reply as FastifyReply,
            status,
            status === 504
              ? 'The content service did not answer in time'
              : 'The content service is unreachable',
          );
        },
      },
    });
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the access token a streamed upload is sent with (after a proactive refresh) */
    uploadAccessToken?: string | undefined;
  }
}
