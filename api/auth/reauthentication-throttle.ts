/**
 * The password (and code) asked again inside a session, throttled like sign-in
 * (login-throttle.ts, `beginReauthentication`): a stolen session cannot try passwords or codes
 * without limit on the password or email change, new recovery codes, or turning two-factor off or
 * enrolling it anew. The attempt is counted before `check` runs; a check that throws (a wrong or
 * missing answer) stays counted as a failure, one that returns forgets the account's failures.
 * A throttled call is sign-in's 429 with `Retry-After`, whatever its password.
 */
import type { FastifyReply } from 'fastify';
import type { LoginStore } from './login-store.ts';
import { beginReauthentication } from './login-throttle.ts';
import { tooManyAttempts } from './too-many-attempts.ts';

export async function throttledReauthentication<T>(
  logins: LoginStore,
  reply: FastifyReply,
  userId: number,
  check: () => Promise<T>,
): Promise<T> {
  const attempt = await beginReauthentication(logins, userId);
  if (attempt.throttled) throw tooManyAttempts(reply, attempt.retryAfterSeconds);
  const result = await check();
  await attempt.succeeded();
  return result;
}
