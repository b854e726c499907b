/**
 * How API tests call the app: a site's headers, a sign-in, and requests as one bearer on one site
 * (`client(app, token).put(url, payload)`), answered as status and parsed JSON.
 */

import type { FastifyInstance, InjectOptions } from 'fastify';
import { HOSTS, PASSWORD } from './seeded-staff.ts';

export function siteHeaders(host: string, token?: string): Record<string, string> {
  return token ? { 'x-forwarded-for': host, authorization: `Bearer ${token}` } : { 'x-forwarded-for': host };
}

export async function login(
  app: FastifyInstance,
  email: string,
  host: string = HOSTS.main,
  password: string = PASSWORD,
): Promise<{ access_token: string; refresh_token: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: siteHeaders(host),
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** An inject call on a site with a bearer token; answers status and parsed JSON. */
export async function call(
  app: FastifyInstance,
  options: { method: InjectOptions['method']; url: string; host?: string; token?: string; payload?: unknown },
): Promise<Answer> {
  const res = await app.inject({
    method: options.method,
    url: options.url,
    headers: siteHeaders(options.host ?? HOSTS.main, options.token),
    ...(options.payload === undefined ? {} : { payload: options.payload as InjectOptions['payload'] }),
  });
  return { status: res.statusCode, body: res.body ? res.json() : undefined };
}

/** What `call` answers: the status and the parsed JSON body. */
// biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the API answered
export type Answer = { status: number; body: any };

/** Calls on one site as one bearer (or nobody): `client(app, token).put(url, payload)` is `call` in one line. */
export function client(app: FastifyInstance, token?: string, host: string = HOSTS.main) {
  const send =
    (method: InjectOptions['method']) =>
    (url: string, payload?: unknown): Promise<Answer> =>
      call(app, { method, url, host, token, payload });
  return {
    get: send('GET'),
    post: send('POST'),
    put: send('PUT'),
    patch: send('PATCH'),
    delete: send('DELETE'),
  };
}
