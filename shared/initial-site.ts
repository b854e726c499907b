/**
 * The public reads the BFF inlines into the `index.html` of a public page (a JSON data block,
 * `<script type="application/json" id="initial-site">`), so the SPA's first render already has
 * the site's colours, menus and options, and the page's post, without a round trip. The SPA
 * uses them as SWR fallback data, keyed by the same API paths it reads them from.
 */
import type { PostTypeId } from './ids/post-types.ts';
import { PUBLIC_API as API } from './public-api-paths.ts';

export const INITIAL_SITE_ELEMENT_ID = 'initial-site';

/** The site-wide public reads inlined into every public page. */
export const INITIAL_SITE_READS = [
  API.options.options,
  API.options.colors,
  API.options.menus,
  API.options.socials,
  API.options.seo,
  API.options.errorPage,
] as const;

/** A page's post is inlined only up to this size (its page-builder document can be large). */
export const INITIAL_POST_MAX_BYTES = 64 * 1024;

export interface InitialSite {
  /** answers of public reads, by API path (the SWR key): the site reads above and the page's post */
  reads: Record<string, unknown>;
  /** the site's analytics items are in the document already: the SPA neither reads nor places them */
  analytics: boolean;
}

/** The by-url read of a site path, exactly as the SPA's loader and the BFF both spell it. */
export function postByUrlPath(url: string): string {
  return `${API.posts.byUrl}?url=${encodeURIComponent(url)}`;
}

/** A list of published posts: of a type, these ids, a category, at most `limit`. */
export interface PublishedQuery {
  type?: PostTypeId;
  ids?: readonly number[];
  /** only posts carrying this category (`external_data.categories`) */
  category?: number;
  limit?: number;
  /** each post with its body (the panel's link pickers); the public lists show none */
  withBodies?: boolean;
}

/** `GET /api/posts/published` with the query, as the SPA reads it and the BFF inlines it. */
export function publishedPostsPath(query: PublishedQuery): string {
  const params = new URLSearchParams();
  if (query.type !== undefined) params.set('type', String(query.type));
  if (query.ids && query.ids.length > 0) params.set('ids', query.ids.join(','));
  if (query.category !== undefined) params.set('category', String(query.category));
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.withBodies) params.set('include', 'post_body');
  return `${API.posts.published}?${params}`;
}
