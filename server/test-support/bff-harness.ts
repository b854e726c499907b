/**
 * Starts a real BFF listening on a loopback port in front of a recording upstream, with a small
 * client build in a temporary folder and every log line captured for inspection.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { type BffOptions, buildBff } from '../app.ts';
import { createCookieCipher } from '../session/cookie-crypto.ts';
import {
  type RecordingUpstream,
  startRecordingUpstream,
  type UpstreamHandler,
} from './recording-upstream.ts';

export const TEST_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

export interface Harness {
  app: FastifyInstance;
  /** base URL of the listening BFF, e.g. http://127.0.0.1:45123 */
  url: string;
  port: number;
  logs: string[];
  distDir: string;
  close(): Promise<void>;
}

export function makeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bff-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(3000))});`);
  writeFileSync(join(dir, 'build.json'), JSON.stringify({ buildId: 'build-test-1' }));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

export async function startBff(overrides: Partial<BffOptions> & { upstreamUrl?: string }): Promise<Harness> {
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const distDir = overrides.distDir ?? makeDist();
  const app = await buildBff({
    siteHosts: ['localhost', '*.localhost', '127.0.0.1'],
    sessionSecrets: [TEST_SECRET],
    cookieSecure: undefined,
    upstreamTimeoutMs: 2000,
    trustProxy: undefined,
    logLevel: 'info',
    retryDelayMs: 500,
    ...overrides,
    distDir,
    logStream,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return { app, url: `http://127.0.0.1:${port}`, port, logs, distDir, close: () => app.close() };
}

/** Seals a token cookie the way the BFF does, for tests that start with a session. */
export function sealedCookie(name: string, plaintext: string, secret = TEST_SECRET): string {
  return createCookieCipher([secret]).seal(name, plaintext);
}

/** A JWT-shaped access token (unsigned: the BFF only reads `exp`) expiring at `expSeconds`. */
export function fakeJwt(expSeconds: number, subject = 'user-1'): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: subject, exp: expSeconds })}.signature-${subject}`;
}

/** The Cookie header of a signed-in browser on a local (non-Secure) host. */
export function sessionCookieHeader(tokens: {
  access?: string;
  accessExp?: number;
  refresh?: string;
  site?: string;
}): string {
  const parts: string[] = [];
  if (tokens.access) {
    parts.push(
      `access_token=${sealedCookie('access_token', JSON.stringify({ t: tokens.access, e: tokens.accessExp }))}`,
    );
  }
  if (tokens.refresh) parts.push(`refresh_token=${sealedCookie('refresh_token', tokens.refresh)}`);
  if (tokens.site) parts.push(`site=${tokens.site}`);
  return parts.join('; ');
}

/**
 * A recording upstream and a BFF in front of it, both closed when the test ends. Most proxy
 * tests start with exactly this pair.
 */
export async function startProxyPair(
  t: { teardown(fn: () => unknown): void },
  handler?: UpstreamHandler,
  overrides: Partial<BffOptions> = {},
): Promise<{ upstream: RecordingUpstream; bff: Harness }> {
  const upstream = await startRecordingUpstream(handler);
  const bff = await startBff({ upstreamUrl: upstream.url, ...overrides });
  t.teardown(async () => {
    await bff.close();
    await upstream.close();
  });
  return { upstream, bff };
}
