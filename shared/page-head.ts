/**
 * What a page's head says, declared once for the SPA (client/src/components/page-head.tsx) and
 * the BFF, which writes the same head into the `index.html` it serves (server/pages/): the title
 * through the template `%s | {site name}` (docs/product.md#screen-behaviour), the description and `robots`.
 * Both sides computing the same text is what lets React take over the tags the BFF wrote instead of adding
 * a second copy.
 */
import { PAGE_TITLE_TEMPLATE } from './limits.ts';

/**
 * A page's title through the site's title template (the SEO option `title_template`, else
 * PAGE_TITLE_TEMPLATE): `%s` is the page's title, `{site name}` the site's. The home page (no
 * title of its own) shows the SEO title set in the panel, else the site's name; a page titled
 * like the site shows the site's name alone.
 */
export function pageTitle(
  title: string | undefined,
  siteName: string | undefined,
  template: string | undefined = PAGE_TITLE_TEMPLATE,
  homeTitle?: string,
): string {
  const page = title?.trim() ?? '';
  const site = siteName?.trim() ?? '';
  if (!page) return homeTitle?.trim() || site;
  if (!site) return page;
  if (page === site) return site;
  const pattern = template?.includes('%s') ? template : PAGE_TITLE_TEMPLATE;
  // replacer functions: a `$&` in a title is text, not a replacement pattern
  return pattern.replace('%s', () => page).replace('{site name}', () => site);
}

/** The site's name in titles: the domain option `title`, else the SEO title. */
export function siteNameOf(optionsTitle: string | undefined, seoTitle: string | undefined): string {
  return optionsTitle?.trim() || seoTitle?.trim() || '';
}

/**
 * The page's own description, else the site's SEO description. The home page is the other way
 * round (`home`): it is where the site describes itself, so the SEO description set in the panel
 * comes first and the home page's own (a new site gets one written for it) only stands in.
 */
export function pageDescription(
  own: string | undefined,
  seoDescription: string | undefined,
  home = false,
): string {
  const page = own?.trim() ?? '';
  const site = seoDescription?.trim() ?? '';
  return (home ? site || page : page || site) || '';
}

/** `robots` from a post's `no_index` / `no_follow`; nothing for an indexable page. */
export function robotsContent(noIndex: boolean, noFollow: boolean): string | undefined {
  if (!noIndex && !noFollow) return undefined;
  return [noIndex ? 'noindex' : 'index', noFollow ? 'nofollow' : 'follow'].join(', ');
}

/** The title of a post's page: the SEO title, else its title; the home page shows the site name only. */
export function postPageTitle(post: { url: string; title: string; attributes: { title: string } }): string {
  return post.url === '/' ? '' : post.attributes.title || post.title;
}

/** The error page's head (docs/product.md#screen-behaviour and #errors): never indexed. */
export const NOT_FOUND_PAGE_TITLE = 'Page not found';
export const ERROR_PAGE_TITLE = 'Error';

/** The members page (`/members`). */
export const MEMBERS_PAGE_TITLE = 'Members';
export function membersPageDescription(siteTitle: string | undefined): string | undefined {
  return siteTitle ? `The food trucks of ${siteTitle}.` : undefined;
}
