/**
 * Security headers, decided by helmet, with a Content-Security-Policy the SPA works under:
 * scripts only from this origin, inline styles allowed (component libraries inject them),
 * images from this origin, data/blob URLs and https media storage, API calls only to this
 * origin. That policy is the same for every response, so helmet runs once at start and each
 * response gets the precomputed headers (@fastify/helmet rebuilds helmet on every request).
 *
 * The one exception is the document (`index.html`) of a public page: its policy also allows the
 * origins of the site's analytics items and, for their inline code, a nonce of that response
 * (`documentCsp`, used by server/pages/; docs/decisions/011-site-of-a-request.md).
 */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { INSIGHTS_BEACON_PATH } from '#shared/public-api-paths.ts';

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

/** What a document's policy adds to the static one; every source is checked by its caller. */
export interface CspAdditions {
  /** exact origins (`https://host[:port]`) the site's analytics scripts load from and talk to */
  scriptOrigins?: readonly string[];
  /** the nonce of this response, for the analytics items with inline code */
  nonce?: string | undefined;
}

const CSP_DIRECTIVES = (HELMET_OPTIONS.contentSecurityPolicy as { directives: Record<string, string[]> })
  .directives;

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The CSP of a document answer: the static policy plus the site's script origins and nonce. */
export function documentCsp(additions: CspAdditions = {}): string {
  const origins = additions.scriptOrigins ?? [];
  const extra: Record<string, readonly string[]> = {
    scriptSrc: [...origins, ...(additions.nonce ? [`'nonce-${additions.nonce}'`] : [])],
    connectSrc: origins,
  };
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => `${kebab(name)} ${[...values, ...(extra[name] ?? [])].join(' ')}`)
    .join(';');
}

/**
 * The headers that mean something on a script or a stylesheet. The rest (the CSP, frame options,
 * opener and agent-cluster policies, the DNS-prefetch, download, cross-domain and XSS switches)
 * are read from a document's answer only: a browser applies none of them to a subresource. On a
 * phone's first load the bundle's six scripts and stylesheets carried them too, ~560 B each over
 * HTTP/1.1, 3.4 KB before the first paint (decision 047).
 */
const SUBRESOURCE_HEADERS = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
  // the referrer of what a stylesheet loads (its url() images)
  'referrer-policy',
]);

/** The build's scripts and stylesheets (client/dist/assets), never a document. */
export function isScriptOrStylesheet(url: string): boolean {
  return url.startsWith('/assets/') && /^\/assets\/[\w.-]+\.(?:js|css)$/.test(url);
}

/**
 * The answers of the BFF's data calls (`/api/…`, `/bff/…`: JSON, a CSV download), the set the
 * OWASP REST Security Cheat Sheet gives for API answers: the subresource headers, and framing and
 * everything else refused. Should one be opened as a page, its policy allows nothing at all (no
 * script, style or frame), stricter than a document's. Not `sandbox`: a sandboxed answer may not
 * be saved as a download (the CSV export's) in Chromium. What the page policy's other
 * switches say (opener, agent cluster, DNS prefetch, downloads, cross-domain, XSS auditor) acts
 * on a document only. ~790 → ~250 bytes an answer: the signed-in pass-through writes one per call
 * (issue 26's bench, decision 044).
 */
const API_ANSWER_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
};

/** The BFF's data calls: the proxied API and its own session, health and metrics routes. */
export function isDataCall(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/bff/');
}

/**
 * Every answer carries the headers; a script or a stylesheet only those that act on it; a data
 * call those of an API answer; a visitor's beacon none: its answer is an empty 204 that no
 * browser shows, reads or keeps (the page's `sendBeacon` never sees it), sent up to 2,000 times a
 * second (issue 27's bench).
 */
export function securityHeaders(app: FastifyInstance) {
  const headers = securityHeaderValues();
  const subresource = Object.fromEntries(
    Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.has(name)),
  );
  const apiAnswer = { ...subresource, ...API_ANSWER_HEADERS };
  // a callback hook: no promise per request for what is a few assignments
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    if (url === INSIGHTS_BEACON_PATH) return done();
    reply.headers(isDataCall(url) ? apiAnswer : isScriptOrStylesheet(url) ? subresource : headers);
    done();
  });
}
