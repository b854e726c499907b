/**
 * Security headers, decided by helmet, with a Content-Security-Policy the SPA works under:
 * scripts only from this origin, inline styles allowed (component libraries inject them),
 * images from this origin, data/blob URLs and https media storage, API calls only to this
 * origin. The policy is the same for every response, so helmet runs once at start and each
 * response gets the precomputed headers (@fastify/helmet rebuilds helmet on every request).
 */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'https:'],
      frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: { maxAge: 31536000, includeSubDomains: false },
};

/** The headers helmet sets with these options, collected once. */
export function securityHeaderValues(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export function securityHeaders(app: FastifyInstance) {
  const headers = securityHeaderValues();
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
