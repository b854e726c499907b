/**
 * Token-bearing answers of `/api/auth/*` (login, switch-domain): the tokens move into the
 * session cookies and out of the body, so the browser's JavaScript never holds one.
 */
import type { TokenPair } from '../session/session-cookies.ts';

export const AUTH_PATH_PREFIX = '/api/auth/';

export interface ExtractedTokens {
  tokens: TokenPair | undefined;
  /** the switch-domain answer's domain host */
  domainHost: string | undefined;
  /** the body the browser gets, without any token */
  body: unknown;
}

export function extractTokens(parsed: unknown): ExtractedTokens {
  if (!parsed || typeof parsed !== 'object' || !('data' in parsed)) {
    return { tokens: undefined, domainHost: undefined, body: parsed };
  }
  const envelope = parsed as { data: unknown };
  if (!envelope.data || typeof envelope.data !== 'object')
    return { tokens: undefined, domainHost: undefined, body: parsed };
  const { access_token, refresh_token, ...rest } = envelope.data as Record<string, unknown>;
  const tokens =
    typeof access_token === 'string' && typeof refresh_token === 'string'
      ? { access_token, refresh_token }
      : undefined;
  const domain = rest.domain as { host?: unknown } | undefined;
  return {
    tokens,
    domainHost: typeof domain?.host === 'string' ? domain.host : undefined,
    body: { ...envelope, data: rest },
  };
}
