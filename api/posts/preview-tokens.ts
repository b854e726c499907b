/**
 * Preview links (issue 10): a token naming one post of one site until a time, signed with the
 * API's secret (HMAC-SHA256), so someone without an account can see a draft on its public url.
 * Nothing else is in it: it opens that post's preview, read-only, and nothing more.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a preview link works. */
export const PREVIEW_LINK_HOURS = 72;

interface PreviewClaims {
  postId: number;
  domainId: number;
  /** seconds since the epoch */
  expiresAt: number;
}

const sign = (secret: Uint8Array, payload: string) =>
  createHmac('sha256', secret).update(`preview:${payload}`).digest('base64url');

export function createPreviewToken(secret: Uint8Array, claims: PreviewClaims): string {
  const payload = Buffer.from(`${claims.postId}.${claims.domainId}.${claims.expiresAt}`).toString(
    'base64url',
  );
  return `${payload}.${sign(secret, payload)}`;
}

/** The claims of a genuine, unexpired token; undefined for anything else. */
export function readPreviewToken(
  secret: Uint8Array,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): PreviewClaims | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const parts = Buffer.from(payload, 'base64url').toString().split('.').map(Number);
  const [postId, domainId, expiresAt] = parts;
  if (parts.length !== 3 || !parts.every(Number.isSafeInteger)) return undefined;
  if ((expiresAt as number) <= nowSeconds) return undefined;
  return { postId: postId as number, domainId: domainId as number, expiresAt: expiresAt as number };
}
