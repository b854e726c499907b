/**
 * The session held in cookies: the access and refresh tokens, each sealed by the cookie cipher,
 * and the `site` cookie. Token cookies are httpOnly, SameSite=Lax, Path=/, without Domain, and
 * take the `__Host-` prefix whenever they are Secure (docs/architecture.md#bff).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { COOKIE } from '#shared/api-paths.ts';
import { isLocalHost } from '../sites/local-hosts.ts';
import type { CookieCipher } from './cookie-crypto.ts';
import { OPENED_COOKIE_MEMO_ENTRIES } from './opened-cookie-memo.ts';
import { jwtExpiryMs } from './token-expiry.ts';

/** Token cookies outlive the access token; the API decides when the refresh token expires. */
export const SESSION_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

export interface AccessToken {
  readonly token: string;
  /** epoch ms of the token's `exp`, when it is a JWT */
  readonly expiresAt: number | undefined;
}

/** The access cookie's opened JSON (`{t, e}`) as a token, or undefined when it holds none. */
function parseAccessToken(json: string): AccessToken | undefined {
  try {
    const parsed = JSON.parse(json) as { t?: unknown; e?: unknown };
    if (typeof parsed.t === 'string' && parsed.t) {
      return { token: parsed.t, expiresAt: typeof parsed.e === 'number' ? parsed.e : undefined };
    }
  } catch {
    // not JSON: no token
  }
  return undefined;
}

export interface SessionTokens {
  access: AccessToken | undefined;
  refresh: string | undefined;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export interface SessionCookies {
  read(request: FastifyRequest): SessionTokens;
  write(request: FastifyRequest, reply: FastifyReply, tokens: TokenPair): SessionTokens;
  clear(request: FastifyRequest, reply: FastifyReply): void;
  setSite(request: FastifyRequest, reply: FastifyReply, host: string): void;
  /** the cookie names used for this request (prefixed when Secure) */
  names(request: FastifyRequest): { access: string; refresh: string };
}

export function createSessionCookies(options: {
  cipher: CookieCipher;
  secure: boolean | undefined;
}): SessionCookies {
  const { cipher } = options;
  // what each opened access cookie parsed to, keyed by the opened text: the cipher's memo hands
  // back the same string for the same cookie, so a signed-in call parses no JSON (decision 044).
  // The tokens are shared between requests, hence read-only.
  const parsedAccess = new LRUCache<string, { token: AccessToken | undefined }>({
    max: OPENED_COOKIE_MEMO_ENTRIES,
  });
  const accessTokenOf = (json: string): AccessToken | undefined => {
    const kept = parsedAccess.get(json);
    if (kept) return kept.token;
    const token = parseAccessToken(json);
    parsedAccess.set(json, { token });
    return token;
  };
  const isSecure = (request: FastifyRequest) =>
    options.secure ?? !isLocalHost(request.hostname.toLowerCase().replace(/:\d+$/, ''));

  const names = (request: FastifyRequest) => {
    const prefix = isSecure(request) ? '__Host-' : '';
    return { access: `${prefix}${COOKIE.accessToken}`, refresh: `${prefix}${COOKIE.refreshToken}` };
  };

  const attributes = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: isSecure(request),
  });

  return {
    names,
    read(request) {
      const { access, refresh } = names(request);
      const accessJson = cipher.open(access, request.cookies[access]);
      return {
        access: accessJson ? accessTokenOf(accessJson) : undefined,
        refresh: cipher.open(refresh, request.cookies[refresh]) || undefined,
      };
    },
    write(request, reply, tokens) {
      const { access, refresh } = names(request);
      const expiresAt = jwtExpiryMs(tokens.access_token);
      const cookie = { ...attributes(request), maxAge: SESSION_COOKIE_MAX_AGE_S };
      reply.setCookie(
        access,
        cipher.seal(access, JSON.stringify({ t: tokens.access_token, e: expiresAt })),
        cookie,
      );
      reply.setCookie(refresh, cipher.seal(refresh, tokens.refresh_token), cookie);
      return { access: { token: tokens.access_token, expiresAt }, refresh: tokens.refresh_token };
    },
    clear(request, reply) {
      const { access, refresh } = names(request);
      reply.clearCookie(access, attributes(request));
      reply.clearCookie(refresh, attributes(request));
    },
    setSite(request, reply, host) {
      reply.setCookie(COOKIE.site, host, { ...attributes(request), maxAge: SESSION_COOKIE_MAX_AGE_S });
    },
  };
}
