/**
 * What a client route is, as the SPA's route table (shared/routes.ts) says: a staff screen (the
 * auth and panel layouts: served as they are), the members page, or a page by url — whose post
 * the BFF reads to write its head, and which is a 404 when there is none (or when the path
 * cannot be a page url at all).
 */
import { isStaffScreenPath, ROUTES } from '#shared/routes.ts';
import { isValidSitePath, sitePathOf } from '#shared/site-paths.ts';

export type DocumentKind =
  | { kind: 'staff' }
  | { kind: 'members'; path: string }
  | { kind: 'page'; path: string }
  | { kind: 'invalid'; path: string };

export function documentKindOf(pathname: string): DocumentKind {
  const path = sitePathOf(pathname);
  // the SPA's router matches its own routes whatever the case
  const lower = path.toLowerCase();
  if (isStaffScreenPath(lower)) return { kind: 'staff' };
  if (lower === ROUTES.members) return { kind: 'members', path: ROUTES.members };
  if (!isValidSitePath(path)) return { kind: 'invalid', path };
  return { kind: 'page', path };
}
