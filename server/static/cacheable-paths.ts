/**
 * Paths whose answers are the same for every visitor and cached by browsers and shared caches
 * (hashed client assets, stored media). They never carry a `Set-Cookie`: a cookie on a
 * `public, immutable` answer makes shared caches skip it, or worse, store one visitor's cookie.
 */
import { MEDIA_STORAGE_BASE } from '#shared/media-url.ts';

const CACHEABLE_PREFIXES = ['/assets/', `${MEDIA_STORAGE_BASE}/`];

export function isCacheablePath(path: string): boolean {
  return CACHEABLE_PREFIXES.some((prefix) => path.startsWith(prefix));
}
