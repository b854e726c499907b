/**
 * Only canonical request paths are served. The router decodes a path before matching it, the
 * upstream decodes it again and undici resolves dot segments, so a path such as
 * `/%61pi/auth/login` or `/api/x/../auth/login` would reach a route while every prefix check of
 * ours (CSRF guard, token-bearing answers) read it as something else. A path is canonical when:
 * it starts with `/`, has no empty, `.` or `..` segment, no backslash, and no percent-escape of
 * a character that needs none (RFC 3986 unreserved) or of `/`, `\` or `.`.
 */
const UNNECESSARY_ESCAPE = /%(?:[46][1-9a-fA-F]|[57][0-9aA]|3[0-9]|2[dDeEfF]|5[cCfF]|7[eE])/;

export function isCanonicalPath(url: string): boolean {
  if (!url.startsWith('/')) return false;
  const path = url.split('?', 1)[0] ?? '';
  if (path.includes('\\') || UNNECESSARY_ESCAPE.test(path)) return false;
  const segments = path.split('/').slice(1);
  return segments.every((segment, i) => {
    if (segment === '.' || segment === '..') return false;
    // an empty segment is only allowed as the last one (a trailing slash) or for `/` itself
    return segment !== '' || i === segments.length - 1;
  });
}
