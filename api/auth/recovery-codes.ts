/**
 * Two-factor recovery codes: ten per account, each 12 symbols of Crockford's base32 (60 random
 * bits), shown as `xxxx-xxxx-xxxx`. Only a sha256 of the user id and the normalised code is
 * stored: the codes are random and long enough that a plain hash cannot be reversed (the TOTP
 * secret beside them is a stronger target anyway), and an exact hash lets a code be consumed
 * with one conditional update (two-factor-store.ts). What a person types is forgiven: case,
 * spaces and dashes, and the letters Crockford reads as digits (O→0, I/L→1).
 */
import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '#shared/two-factor.ts';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const SYMBOLS = 12;
const GROUP = 4;

function newCode(): string {
  // 32 symbols: each byte's low five bits pick one with equal chance
  const symbols = [...randomBytes(SYMBOLS)].map((byte) => ALPHABET[byte & 31]).join('');
  return symbols.match(new RegExp(`.{${GROUP}}`, 'g'))?.join('-') ?? symbols;
}

/** Ten new codes, all different. */
export function generateRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode());
  return [...codes];
}

/** The code as stored: lower case, without separators, O→0 and I/L→1; undefined when it cannot be one. */
export function normalizeRecoveryCode(typed: string): string | undefined {
  const code = typed.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  if (code.length !== SYMBOLS) return undefined;
  for (const symbol of code) if (!ALPHABET.includes(symbol)) return undefined;
  return code;
}

/** The stored form of a user's code; undefined when the text cannot be a code. */
export function recoveryCodeHash(userId: number, typed: string): string | undefined {
  const code = normalizeRecoveryCode(typed);
  if (code === undefined) return undefined;
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}
