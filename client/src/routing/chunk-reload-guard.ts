/**
 * docs/product.md#states: loading a stale code chunk (a deployment replaced it) reloads the page, at most
 * once per 10 s per path, remembered in sessionStorage so a reload loop is impossible.
 */
import { CHUNK_RELOAD_GUARD_MS } from '#shared/limits.ts';

const KEY_PREFIX = 'chunk-reload:';

export function mayReloadForStaleChunk(path: string, storage: Storage, now = Date.now()): boolean {
  const key = `${KEY_PREFIX}${path}`;
  const last = Number(storage.getItem(key) ?? 0);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  return true;
}

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload/i;

export function isStaleChunkError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** Reloads the current page when the guard allows it; answers whether it did. */
export function reloadForStaleChunk(win: Window = window): boolean {
  let allowed: boolean;
  try {
    allowed = mayReloadForStaleChunk(win.location.pathname, win.sessionStorage);
  } catch {
    allowed = false;
  }
  if (allowed) win.location.reload();
  return allowed;
}

/** Vite reports a failed chunk (or its preload) as `vite:preloadError`. */
export function installChunkReloadGuard(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    if (reloadForStaleChunk(win)) event.preventDefault();
  });
}

/**
 * Loads a lazy module. When a chunk fails, the guard reloads the page and Vite resolves that
 * dynamic import with `undefined`; the caller then waits for the reload instead of failing.
 * Pass the import as a function (`() => import('./x.tsx')`): Vite wraps exactly that call.
 */
export function loadModule<T>(load: () => Promise<T>): Promise<T> {
  return load().then((module) => (module === undefined ? new Promise<T>(() => {}) : module));
}
