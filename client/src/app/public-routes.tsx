/**
 * The public pages as routes: `/members`, and every other path a page by url (`/` the home
 * page, `/{slug…}` any other; with `?preview=` the draft a preview link names). Each route reads
 * its data while its code loads (React's `use` on the read made ahead: the BFF inlined the first
 * page's), and a failure shows the error page in the layout.
 */
import { use } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ROUTES } from '#shared/routes.ts';
import type { Post } from '#shared/schemas/content.ts';
import type { PublishedPost } from '#shared/schemas/posts.ts';
import { isValidSitePath, sitePathOf } from '#shared/site-paths.ts';
import { readAhead } from '../content/page-reads.ts';
import { postByUrlPath, previewPath, publishedPostsPath } from '../content/posts.ts';
import { MEMBERS_QUERY } from '../features/members/members-query.ts';
import { PageError, pageNotFound } from '../routing/page-error.ts';
import { failed } from '../routing/settling.ts';
import { PublicRouteErrorBoundary } from './route-error-boundary.tsx';
import {
  loadPostPage,
  loadSiteLayout,
  MembersPage,
  PostPage,
  RouteErrorPage,
  SiteLayout,
} from './route-modules.ts';

/** The read a path's page needs (undefined: none, the path cannot be a page). */
export function pageReadOf(pathname: string, search: string): string | undefined {
  const path = sitePathOf(pathname);
  if (path.toLowerCase() === ROUTES.members) return publishedPostsPath(MEMBERS_QUERY);
  if (!isValidSitePath(path)) return undefined;
  const token = new URLSearchParams(search).get('preview');
  return token ? previewPath(token) : postByUrlPath(path);
}

/**
 * The read of a visit (one history entry, by its key): the same promise for every render of
 * that visit — a failed one too, so rendering again shows the error rather than reading again
 * — and a new read (or the one made ahead in the last 30 s) for the next visit.
 */
const visits = new Map<string, Promise<unknown>>();
const KEPT_VISITS = 20;

function visitRead<T>(visitKey: string, path: string): Promise<T> {
  const id = `${visitKey} ${path}`;
  let promise = visits.get(id);
  if (!promise) {
    promise = readAhead<T>(path);
    visits.set(id, promise);
    if (visits.size > KEPT_VISITS) visits.delete(visits.keys().next().value as string);
  }
  return promise as Promise<T>;
}

/** The key react-router's browser history gives the entry the page was opened on. */
function openedVisitKey(): string {
  return (history.state as { key?: string } | null)?.key || 'default';
}

/**
 * Whether the BFF answered the page the tab opened on with 404 — it does exactly when there is
 * no page at its url (server/pages/site-pages.ts) — so asking the API again can be skipped.
 * Browsers that do not tell the status read it as before.
 */
function openedAsMissing(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as Array<{ responseStatus?: number }>;
  return entry?.responseStatus === 404;
}

/** The layout's code, and that of the shell's parts its first commit shows (site-shell/shell-parts-later.ts) */
const preloadLayout = () =>
  Promise.all([SiteLayout.preload(), loadSiteLayout().then((layout) => layout.preloadShellParts())]);

/** Starts what the page the tab opened on needs: its code and its data. */
export function preloadPage(pathname: string, search: string): Promise<unknown> {
  const read = pageReadOf(pathname, search);
  const members = sitePathOf(pathname).toLowerCase() === ROUTES.members;
  if (read && !members && openedAsMissing()) {
    visits.set(`${openedVisitKey()} ${read}`, failed(pageNotFound(sitePathOf(pathname))));
    return Promise.all([preloadLayout(), RouteErrorPage.preload()]);
  }
  const answer = read ? visitRead<{ data?: Post }>(openedVisitKey(), read) : undefined;
  return Promise.all([
    preloadLayout(),
    members ? MembersPage.preload() : PostPage.preload(),
    // and the code of the blocks the post shows
    !members && answer
      ? Promise.all([answer, loadPostPage()]).then(([{ data }, module]) =>
          data ? module.preloadPostBlocks(data) : undefined,
        )
      : answer,
  ]);
}

function PostRoute() {
  const { pathname, search, key } = useLocation();
  const read = pageReadOf(pathname, search);
  if (!read) throw new PageError(404, 'Page Not Found');
  void PostPage.preload();
  const answer = use(visitRead<{ data: Post }>(key, read));
  const preview = new URLSearchParams(search).has('preview');
  return <PostPage loaded={preview ? { ...answer, preview: true } : answer} />;
}

function MembersRoute() {
  const { key } = useLocation();
  void MembersPage.preload();
  return (
    <MembersPage loaded={use(visitRead<{ data: PublishedPost[] }>(key, publishedPostsPath(MEMBERS_QUERY)))} />
  );
}

function Page({ children }: { children: React.ReactNode }) {
  const { pathname, search } = useLocation();
  return <PublicRouteErrorBoundary address={`${pathname}${search}`}>{children}</PublicRouteErrorBoundary>;
}

export function PublicRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route
          path={ROUTES.members}
          element={
            <Page>
              <MembersRoute />
            </Page>
          }
        />
        <Route
          path="*"
          element={
            <Page>
              <PostRoute />
            </Page>
          }
        />
      </Route>
    </Routes>
  );
}
