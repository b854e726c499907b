/**
 * The head the BFF writes into a public page's `index.html`: what crawlers and link previews
 * read without running the SPA. Title, description and `robots` follow the same rules as the
 * SPA's `PageHead` (shared/page-head.ts), so a browser running the SPA shows the same head
 * before and after React renders its own. Everything from the API is escaped; urls are checked
 * and made absolute on the request's origin.
 */
import { POST_TYPE } from '#shared/ids/post-types.ts';
import {
  MEMBERS_PAGE_TITLE,
  membersPageDescription,
  NOT_FOUND_PAGE_TITLE,
  pageDescription,
  pageTitle,
  postPageTitle,
  robotsContent,
  siteNameOf,
} from '#shared/page-head.ts';
import { ROUTES } from '#shared/routes.ts';
import { isSafeImageUrl } from '#shared/safe-url.ts';
import { normalizeHost } from '../sites/host-allow-list.ts';
import { element } from './html-escape.ts';

/**
 * The mark of the head tags the BFF writes. `replaced`: title, description, robots and icon, which
 * the SPA renders itself — its PageHead removes these copies once its own are in (React 19 adds
 * its tags next to those it finds rather than taking them over). Without a value: canonical,
 * Open Graph and Twitter card tags, which the SPA does not render; they describe the page the
 * browser opened, and the SPA removes them when the visitor moves to another page.
 */
export const PAGE_HEAD_MARK = 'data-page-head';
export const REPLACED_BY_SPA = 'replaced';

export interface SiteHeadFacts {
  optionsTitle: string;
  seoTitle: string;
  seoDescription: string;
  /** the SEO title template, when the site has one */
  titleTemplate: string | undefined;
  favIcon: string | null;
  /** the SEO share image (an image url), when the site has one */
  shareImage: string | null;
}

export interface ImageFacts {
  url: string;
  width?: number | undefined;
  height?: number | undefined;
  alt?: string | undefined;
}

export interface PostHeadFacts {
  /** the post's id (a member's stops are read by it) */
  id?: number;
  url: string;
  title: string;
  post_type_id: number;
  attributes: { title: string; url: string; description: string };
  no_index: boolean;
  no_follow: boolean;
}

export type PageFacts =
  | { kind: 'post'; post: PostHeadFacts; poster: ImageFacts | undefined }
  | { kind: 'members' }
  | { kind: 'not-found' };

export interface PageHead {
  title: string;
  description: string;
  robots: string | undefined;
  /** none on the not-found page */
  canonical: string | undefined;
  favicon: string | undefined;
  openGraph: Array<[property: string, content: string]>;
  twitterCard: 'summary' | 'summary_large_image';
}

/** An image url of the site (`/…`) or `https://…`, absolute; anything else is not used. */
export function absoluteImageUrl(origin: string, value: string | null | undefined): string | undefined {
  if (!value || !isSafeImageUrl(value)) return undefined;
  return value.startsWith('/') ? `${origin}${value}` : value;
}

/** The post's canonical address: an `http(s)://` url or a path of this site; else none. */
export function canonicalAddress(origin: string, value: string | undefined): string | undefined {
  const address = value?.trim();
  if (!address) return undefined;
  if (address.startsWith('/')) return isSafeImageUrl(address) ? `${origin}${address}` : undefined;
  try {
    const url = new URL(address);
    const ok =
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.username &&
      !url.password &&
      normalizeHost(url.hostname) === url.hostname;
    return ok ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function pageHead(origin: string, path: string, site: SiteHeadFacts, page: PageFacts): PageHead {
  const siteName = siteNameOf(site.optionsTitle, site.seoTitle);
  let ownTitle: string;
  let ownDescription: string | undefined;
  let home = false;
  let robots: string | undefined;
  let canonical = `${origin}${path}`;
  let image: ImageFacts | undefined;
  let type = 'website';
  if (page.kind === 'post') {
    const { post } = page;
    ownTitle = postPageTitle(post);
    ownDescription = post.attributes.description;
    home = post.url === ROUTES.home;
    robots = robotsContent(post.no_index, post.no_follow);
    canonical = canonicalAddress(origin, post.attributes.url) ?? `${origin}${post.url}`;
    image = page.poster;
    if (post.post_type_id === POST_TYPE.blog) type = 'article';
  } else if (page.kind === 'members') {
    ownTitle = MEMBERS_PAGE_TITLE;
    ownDescription = membersPageDescription(site.optionsTitle);
  } else {
    ownTitle = NOT_FOUND_PAGE_TITLE;
    robots = robotsContent(true, false);
  }
  const description = pageDescription(ownDescription, site.seoDescription, home);
  const imageUrl = absoluteImageUrl(origin, image?.url) ?? absoluteImageUrl(origin, site.shareImage);
  const openGraph: Array<[string, string]> = [
    ['og:type', type],
    ['og:title', ownTitle || siteName],
    ['og:url', canonical],
  ];
  if (description) openGraph.push(['og:description', description]);
  if (siteName) openGraph.push(['og:site_name', siteName]);
  if (imageUrl) {
    openGraph.push(['og:image', imageUrl]);
    const poster = image && absoluteImageUrl(origin, image.url) === imageUrl ? image : undefined;
    if (poster?.width) openGraph.push(['og:image:width', String(poster.width)]);
    if (poster?.height) openGraph.push(['og:image:height', String(poster.height)]);
    if (poster?.alt) openGraph.push(['og:image:alt', poster.alt]);
  }
  return {
    title: pageTitle(ownTitle, siteName, site.titleTemplate, site.seoTitle),
    description,
    robots,
    canonical: page.kind === 'not-found' ? undefined : canonical,
    favicon: absoluteImageUrl(origin, site.favIcon) ? (site.favIcon as string) : undefined,
    openGraph: page.kind === 'not-found' ? [] : openGraph,
    twitterCard: imageUrl && page.kind !== 'not-found' ? 'summary_large_image' : 'summary',
  };
}

/** The tags after `<title>`: description and robots as the SPA writes them, then the marked ones. */
export function renderHeadTags(head: PageHead): string {
  const mark = { [PAGE_HEAD_MARK]: true };
  const replaced = { [PAGE_HEAD_MARK]: REPLACED_BY_SPA };
  const tags: string[] = [];
  if (head.description) {
    tags.push(element('meta', { name: 'description', content: head.description, ...replaced }));
  }
  if (head.robots) tags.push(element('meta', { name: 'robots', content: head.robots, ...replaced }));
  if (head.canonical) tags.push(element('link', { rel: 'canonical', href: head.canonical, ...mark }));
  for (const [property, content] of head.openGraph)
    tags.push(element('meta', { property, content, ...mark }));
  if (head.openGraph.length > 0) {
    tags.push(element('meta', { name: 'twitter:card', content: head.twitterCard, ...mark }));
  }
  return tags.join('\n');
}
