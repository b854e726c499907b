/**
 * Reads the `exp` claim of a JWT access token without verifying it (the API verifies). The BFF
 * only uses it to refresh shortly before expiry; a token that is not a JWT has no known expiry.
 */
export function jwtExpiryMs(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}
