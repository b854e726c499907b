/**
 * Where the public cache keeps its answers: least recently used first out, within a byte budget
 * (each answer weighs its body, its compressed copies and its headers) and a number of entries.
 * An answer older than `ttlMs` (fresh time plus the stale window) is never returned: the backstop
 * for writes made elsewhere. Keys are indexed by site, so forgetting one site's answers touches
 * only those.
 */
import { LRUCache } from 'lru-cache';
import type { StoredAnswer } from './stored-answer.ts';

export interface AnswerStoreOptions {
  maxBytes: number;
  maxEntries: number;
  ttlMs: number;
  now: () => number;
}

export interface AnswerStore {
  get(key: string): StoredAnswer | undefined;
  set(key: string, answer: StoredAnswer): void;
  delete(key: string): void;
  /** forgets every answer of a site */
  forgetSite(site: string): void;
  readonly entries: number;
  /** bytes held, as weighed */
  readonly bytes: number;
}

export function createAnswerStore(options: AnswerStoreOptions): AnswerStore {
  const keysOfSite = new Map<string, Set<string>>();
  const unindex = (site: string, key: string) => {
    const keys = keysOfSite.get(site);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) keysOfSite.delete(site);
  };
  const answers = new LRUCache<string, StoredAnswer>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    maxEntrySize: options.maxBytes,
    sizeCalculation: (answer) => answer.size,
    ttl: options.ttlMs,
    // the clock the answers' ages are read with (tests move it)
    perf: { now: options.now },
    ttlResolution: 0,
    // evicted, expired, deleted or replaced: no longer indexed under its site
    dispose: (answer, key) => unindex(answer.site, key),
  });

  return {
    get: (key) => answers.get(key),
    set(key, answer) {
      answers.set(key, answer);
      if (!answers.has(key)) return; // heavier than the whole budget
      let keys = keysOfSite.get(answer.site);
      if (!keys) {
        keys = new Set();
        keysOfSite.set(answer.site, keys);
      }
      keys.add(key);
    },
    delete(key) {
      answers.delete(key);
    },
    forgetSite(site) {
      const keys = keysOfSite.get(site);
      if (!keys) return;
      for (const key of [...keys]) answers.delete(key);
      keysOfSite.delete(site);
    },
    get entries() {
      return answers.size;
    },
    get bytes() {
      return answers.calculatedSize;
    },
  };
}
