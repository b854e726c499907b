/** One log line per request: method, URL (secrets stripped), status, time, site. No headers. */
import type { FastifyInstance } from 'fastify';
import { loggableUrl } from './logger-options.ts';

export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: loggableUrl(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        site: request.site || undefined,
      },
      'request',
    );
    done();
  });
}
