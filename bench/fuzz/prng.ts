/**
 * The fuzzer's only source of randomness: a small seeded generator (sfc32), so that a run is
 * replayed by giving the same seed (`FUZZ_SEED`). Every case gets its own generator forked from
 * the run seed and the case number, so one case's choices do not shift the next one's.
 */

export interface Rng {
  /** a float in [0, 1) */
  next(): number;
  /** an integer in [min, max], both included */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** picks by weight: `[[value, weight], …]` */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** a string of `length` characters from `alphabet` */
  text(length: number, alphabet?: string): string;
  /** `length` pseudo-random bytes */
  bytes(length: number): Buffer;
  /** a new generator derived from this one's seed and a label */
  fork(label: string | number): Rng;
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';

function hash32(text: string): number {
  // FNV-1a, enough to spread labels over the seed space
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRng(seed: number): Rng {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();

  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return (entries[entries.length - 1] as readonly [T, number])[0];
    },
    text(length, alphabet = ALNUM) {
      let out = '';
      for (let i = 0; i < length; i++) out += alphabet[Math.floor(next() * alphabet.length)];
      return out;
    },
    bytes(length) {
      const out = Buffer.alloc(length);
      for (let i = 0; i < length; i += 4) {
        const word = Math.floor(next() * 4294967296);
        out[i] = word & 0xff;
        if (i + 1 < length) out[i + 1] = (word >>> 8) & 0xff;
        if (i + 2 < length) out[i + 2] = (word >>> 16) & 0xff;
        if (i + 3 < length) out[i + 3] = word >>> 24;
      }
      return out;
    },
    fork: (label) => createRng(hash32(`${seed}:${label}`)),
  };
  return rng;
}

/** `FUZZ_SEED` when given (decimal), otherwise a fresh one; always printed by the runner. */
export function runSeed(env: Record<string, string | undefined> = process.env): number {
  const given = env.FUZZ_SEED;
  if (given !== undefined && given !== '') {
    const parsed = Number(given);
    if (!Number.isInteger(parsed) || parsed < 0)
      throw new Error(`FUZZ_SEED must be a whole number: ${given}`);
    return parsed >>> 0;
  }
  return Math.floor(Math.random() * 2 ** 32) >>> 0;
}
