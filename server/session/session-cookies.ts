/**
 * The session held in cookies: the access and refresh tokens, each sealed by the cookie cipher,
 * and the `site` cookie. Token cookies are httpOnly, SameSite=Lax, Path=/, without Domain, and
 * take the `__Host-` prefix whenever they are Secure (docs/architecture.md#bff).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE } from '#shared/api-paths.ts';
import { isLocalHost } from '../sites/local-hosts.ts';
import type { CookieCipher } from './cookie-crypto.ts';
import { jwtExpiryMs } from './token-expiry.ts';

/** Token cookies outlive the access token; the API decides when the refresh token expires. */
export const SESSION_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

export interface AccessToken {
  token: string;
  /** epoch ms of the token's `exp`, when it is a JWT */
  expiresAt: number | undefined;
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
      let accessToken: AccessToken | undefined;
      if (accessJson) {
        try {
          const parsed = JSON.parse(accessJson) as { t?: unknown; e?: unknown };
          if (typeof parsed.t === 'string' && parsed.t) {
            accessToken = { token: parsed.t, expiresAt: typeof parsed.e === 'number' ? parsed.e : undefined };
          }
        } catch {
          accessToken = undefined;
        }
      }
      return { access: accessToken, refresh: cipher.open(refresh, request.cookies[refresh]) || undefined };
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
