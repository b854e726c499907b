/**
 * What preloading a link means: the page's code chunk and its data, for the public routes only —
 * links to the auth and panel areas are never preloaded, so a visitor never downloads them.
 */
import { ROUTES } from '#shared/routes.ts';
import { isValidSitePath, sitePathOf } from '#shared/site-paths.ts';
import { readAhead } from '../content/page-reads.ts';
import { postByUrlPath, publishedPostsPath } from '../content/posts.ts';
import { MEMBERS_QUERY } from '../features/members/members-query.ts';
import { type ConnectionInfo, createPreloadQueue, observeVisibleLinks } from '../routing/link-preloading.ts';
import { loadMembersPage, loadPostPage } from './route-modules.ts';

const NEVER_PRELOADED = [ROUTES.panel, ROUTES.teamLogin, ROUTES.resetPassword, ROUTES.changePassword];

export function preloadTarget(href: string): 'members' | 'post' | undefined {
  const path = sitePathOf(href.split(/[?#]/)[0] ?? href);
  if (NEVER_PRELOADED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return undefined;
  if (path === ROUTES.members) return 'members';
  return isValidSitePath(path) ? 'post' : undefined;
}

export async function preloadLink(href: string): Promise<void> {
  const target = preloadTarget(href);
  if (target === 'members') {
    await Promise.all([loadMembersPage(), readAhead(publishedPostsPath(MEMBERS_QUERY))]);
  } else if (target === 'post') {
    const path = sitePathOf(href.split(/[?#]/)[0] ?? href);
    await Promise.all([loadPostPage(), readAhead(postByUrlPath(path))]);
  }
}

/** Starts preloading the visible internal links of the page (loaded after first paint). */
export function startLinkPreloading(): () => void {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  return observeVisibleLinks(document.body, createPreloadQueue(preloadLink), connection);
}
