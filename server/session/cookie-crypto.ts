/**
 * Encryption of the token cookies: AES-256-GCM with a key derived from each `SESSION_SECRET`.
 * The first secret encrypts; every secret decrypts, so keys rotate by prepending a new one.
 * The cookie name is authenticated as associated data, so a value cannot be moved between
 * cookies. Anything that does not decrypt is treated as absent. What a value opened to is
 * remembered for the next request that sends it (session/opened-cookie-memo.ts).
 */
import {
  createCipheriv,
  createDecipheriv,
  createSecretKey,
  hkdfSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import { createOpenedCookieMemo } from './opened-cookie-memo.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 1;

export interface CookieCipher {
  seal(name: string, plaintext: string): string;
  open(name: string, sealed: string | undefined): string | undefined;
}

function deriveKey(secret: string): KeyObject {
  return createSecretKey(
    Buffer.from(hkdfSync('sha256', secret, 'bff-session-cookie', 'aes-256-gcm key v1', 32)),
  );
}

export function createCookieCipher(secrets: readonly string[]): CookieCipher {
  if (secrets.length === 0) throw new Error('at least one session secret is required');
  const keys = secrets.map(deriveKey);
  const current = keys[0] as KeyObject;
  const memo = createOpenedCookieMemo();

  function decrypt(name: string, sealed: string): string | undefined {
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length < 1 + IV_BYTES + TAG_BYTES || raw[0] !== VERSION) return undefined;
    const iv = raw.subarray(1, 1 + IV_BYTES);
    const tag = raw.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
    const body = raw.subarray(1 + IV_BYTES + TAG_BYTES);
    for (const key of keys) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAAD(Buffer.from(name));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        // wrong key or tampered value: try the next key
      }
    }
    return undefined;
  }

  return {
    seal(name, plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(name));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(name, sealed) {
      if (!sealed) return undefined;
      const remembered = memo.get(name, sealed);
      if (remembered !== undefined) return remembered;
      const plaintext = decrypt(name, sealed);
      if (plaintext !== undefined) memo.set(name, sealed, plaintext);
      return plaintext;
    },
  };
}
