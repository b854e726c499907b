/**
 * The fuzzer's browsers: one cookie jar per identity and site host (the BFF sets host-only
 * cookies), filled by signing in through the BFF like the SPA does, and kept up to date from
 * every answer's Set-Cookie (a refresh rotates the token cookies). Sign-ins come from the
 * loopback address 127.0.0.1, which the fuzz traffic itself never uses, so the login throttle
 * per client address cannot lock the fuzzer out.
 */
import { sendRaw } from './raw-http.ts';

export const SIGN_IN_ADDRESS = '127.0.0.1';

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** `keepExisting`: only take new values, never a deletion (for answers to forged cookies) */
  update(setCookies: readonly string[] | undefined, keepExisting = false) {
    for (const line of setCookies ?? []) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attributes.some((attribute) => {
        const [key = '', val = ''] = attribute.split('=');
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(val) <= Date.now();
        return false;
      });
      if (expired || value === '') {
        if (!keepExisting) this.cookies.delete(name);
      } else this.cookies.set(name, value);
    }
  }

  /** the Cookie header this jar sends, or undefined when empty */
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  hasSession(): boolean {
    return [...this.cookies.keys()].some((name) => /access_token|refresh_token/.test(name));
  }

  clear() {
    this.cookies.clear();
  }
}

export interface Credentials {
  email: string;
  password: string;
}

/** Signs in through the BFF on `host` and answers the jar holding the session. */
export async function signIn(
  port: number,
  host: string,
  credentials: Credentials,
  jar = new CookieJar(),
): Promise<CookieJar> {
  jar.clear();
  const body = Buffer.from(JSON.stringify(credentials));
  // fuzzed re-authentications (a wrong current password) count against the account, so the
  // login throttle may ask the fuzzer to wait: it does, as a person would, up to a minute
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = await sendRaw(
      {
        method: 'POST',
        target: '/api/auth/login',
        headers: [
          ['Host', `${host}:${port}`],
          ['Connection', 'close'],
          ['X-CSRF', '1'],
          ['Content-Type', 'application/json'],
          ['Accept', 'application/json'],
        ],
        body,
      },
      { port, localAddress: SIGN_IN_ADDRESS, timeoutMs: 30_000 },
    );
    const retryAfterS = Number(answer.headers['retry-after']?.[0] ?? Number.NaN);
    if (answer.status === 429 && Number.isFinite(retryAfterS) && Date.now() + retryAfterS * 1000 < deadline) {
      await new Promise((resolve) => setTimeout(resolve, retryAfterS * 1000 + 100));
      continue;
    }
    if (answer.status !== 200) {
      throw new Error(
        `sign-in of ${credentials.email} on ${host} failed: ${answer.status} ${answer.body.toString('utf8').slice(0, 300)}`,
      );
    }
    jar.update(answer.headers['set-cookie']);
    if (!jar.hasSession()) throw new Error(`sign-in on ${host} answered 200 without session cookies`);
    return jar;
  }
}

/** Whether the jar's session still works on `host` (GET /api/account answers 200). */
export async function sessionWorks(port: number, host: string, jar: CookieJar): Promise<boolean> {
  const cookie = jar.header();
  if (!cookie) return false;
  const answer = await sendRaw(
    {
      method: 'GET',
      target: '/api/account',
      headers: [
        ['Host', `${host}:${port}`],
        ['Connection', 'close'],
        ['Accept', 'application/json'],
        ['Cookie', cookie],
      ],
    },
    { port, localAddress: SIGN_IN_ADDRESS, timeoutMs: 30_000 },
  );
  jar.update(answer.headers['set-cookie']);
  return answer.status === 200;
}
