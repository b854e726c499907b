/**
 * Signed-in sessions for the bench: the cookies a browser holds after signing in at `localhost`,
 * sealed with the bench BFF's secret, around a JWT-shaped access token (./bench-jwt.ts).
 */
import { createCookieCipher } from '../../server/session/cookie-crypto.ts';
import { benchJwt } from './bench-jwt.ts';

export const BENCH_SESSION_SECRET = 'bench-secret-0123456789-abcdefghijklmnop';
const cipher = createCookieCipher([BENCH_SESSION_SECRET]);

/** The Cookie header of a session whose access token expires at `accessExpMs` (epoch ms). */
export function sessionCookie(options: { access: string; accessExpMs: number; refresh: string }): string {
  return [
    `access_token=${cipher.seal('access_token', JSON.stringify({ t: options.access, e: options.accessExpMs }))}`,
    `refresh_token=${cipher.seal('refresh_token', options.refresh)}`,
    'site=localhost',
  ].join('; ');
}

/** A session valid for the next hour. */
export function signedInCookie(subject = 'bench-user'): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return sessionCookie({
    access: benchJwt(exp, subject),
    accessExpMs: exp * 1000,
    refresh: `${subject}-refresh`,
  });
}
