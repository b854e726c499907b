/**
 * Reads made ahead of rendering (the public routes and link preloading). The first read of the
 * page the BFF inlined comes from the page itself (initial-site.ts). A read made in the last
 * 30 s is shared instead of repeated, so a preloaded link opens without waiting; a failed read
 * is forgotten at once. These reads are always for the public site of the page's own host,
 * even when a route renders while the panel is still shown.
 *
 * The promises carry their outcome as React's `use()` reads it (`status`, `value`/`reason`):
 * an inlined answer is fulfilled from the start, so the first render needs no wait at all.
 */
import { requestJsonOnDemand } from '../http/api-client-on-demand.ts';
import { settled, settling } from '../routing/settling.ts';
import { takeInitialRead } from './initial-site.ts';

const FRESH_MS = 30_000;
const reads = new Map<string, { at: number; promise: Promise<unknown> }>();

export function readAhead<T>(path: string, now = Date.now()): Promise<T> {
  const hit = reads.get(path);
  if (hit && now - hit.at < FRESH_MS) return hit.promise as Promise<T>;
  const inlined = takeInitialRead(path);
  const promise =
    inlined === undefined ? settling(requestJsonOnDemand<T>(path, {}, 'page')) : settled(inlined as T);
  reads.set(path, { at: now, promise });
  promise.catch(() => {
    if (reads.get(path)?.promise === promise) reads.delete(path);
  });
  return promise;
}

export function forgetReadsAhead(): void {
  reads.clear();
}
