/**
 * Access tokens: JWT HS256 signed with jose, valid 15 minutes. Claims: `sub` (user id), `dom`
 * (the domain the session works on), `fam` (session family), `roles`. Signing the same claims
 * with the same `iat` gives the same token, which the refresh grace window relies on.
 */
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';

/**
 * The HMAC key of each secret, imported once. Given the secret's bytes, jose imports a WebCrypto
 * key on every call: ~9 % of a by-type request's CPU (issue 26 profile, decision 042).
 */
const hmacKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();
function hmacKeyOf(secret: Uint8Array): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', Uint8Array.from(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
}

export interface AccessClaims {
  userId: number;
  domainId: number;
  familyId: string;
  roles: number[];
}

export async function signAccessToken(
  secret: Uint8Array,
  claims: AccessClaims,
  issuedAt: number,
): Promise<string> {
  return new SignJWT({ dom: claims.domainId, fam: claims.familyId, roles: claims.roles })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(await hmacKeyOf(secret));
}

/** The claims of a valid, unexpired token, or undefined. */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, await hmacKeyOf(secret), { algorithms: [ALGORITHM] });
    const userId = Number(payload.sub);
    const { dom, fam, roles } = payload as { dom?: unknown; fam?: unknown; roles?: unknown };
    if (
      !Number.isInteger(userId) ||
      typeof dom !== 'number' ||
      typeof fam !== 'string' ||
      !Array.isArray(roles)
    ) {
      return undefined;
    }
    return { userId, domainId: dom, familyId: fam, roles: roles.filter((r) => typeof r === 'number') };
  } catch {
    return undefined;
  }
}

/** True when the string has the three-part shape of a JWT (refresh tokens never do). */
export function looksLikeJwt(token: string): boolean {
  return token.split('.').length === 3;
}
