/**
 * TOTP (RFC 6238) for two-factor sign-in, on the `otpauth` library: HMAC-SHA1, 30-second steps,
 * 6 digits, one step of drift either way; base32 secrets and the `otpauth://` link that
 * authenticator apps read from a QR code. What is ours: which step a code matched, so that a
 * code is accepted once only (totp-claim.ts).
 */
import { Secret, TOTP } from 'otpauth';

const STEP_SECONDS = 30;
const DIGITS = 6;
const ALLOWED_DRIFT_STEPS = 1;

function totpOf(secretBase32: string, label = 'account', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: STEP_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits), base32 as authenticator apps expect. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The base32 form of a given secret (tests use fixed secrets). */
export function base32Encode(bytes: Uint8Array): string {
  return new Secret({ buffer: Uint8Array.from(bytes).buffer }).base32;
}

export function totpCode(secretBase32: string, atMs: number = Date.now()): string {
  return totpOf(secretBase32).generate({ timestamp: atMs });
}

/** The step a valid code belongs to (now, or one step either side), or undefined. */
export function matchTotpStep(
  secretBase32: string,
  code: string,
  atMs: number = Date.now(),
): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: atMs, window: ALLOWED_DRIFT_STEPS });
  if (delta === null) return undefined;
  return Math.floor(atMs / 1000 / STEP_SECONDS) + delta;
}

export function verifyTotp(secretBase32: string, code: string, atMs: number = Date.now()): boolean {
  return matchTotpStep(secretBase32, code, atMs) !== undefined;
}

/** The `otpauth://` URI an authenticator app reads from a QR code. */
export function otpauthUri(secretBase32: string, account: string, issuer: string): string {
  return totpOf(secretBase32, account, issuer).toString();
}
