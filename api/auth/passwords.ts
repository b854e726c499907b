/**
 * Password hashing with scrypt (node:crypto), memory-hard: N=2^15, r=8, p=1 (32 MiB) by default.
 * The parameters are stored with each hash, so raising them later keeps old hashes verifiable.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { passwordWork } from './password-work.ts';

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

/** scrypt through the process's gate (password-work.ts): a burst of sign-ins cannot take every core. */
function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return passwordWork.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

function memoryFor(cost: number, blockSize: number): number {
  return 128 * cost * blockSize * 2;
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, {
    N: cost,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: memoryFor(cost, BLOCK_SIZE),
  });
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: memoryFor(Number(n), Number(r)),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of nothing, verified against when an email is unknown so both answers take as long. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(cost: number): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(12).toString('hex'), cost);
  return decoyHash;
}
