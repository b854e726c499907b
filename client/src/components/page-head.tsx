/**
 * The document head of a page (React 19 hoists these into <head>): the title through the site's
 * title template (`%s | {site name}` by default), the description (the page's, else the site's
 * SEO description; on the home page the site's first) and `robots` from the post's `no_index` / `no_follow`. The BFF writes the same
 * head into the served index.html (shared/page-head.ts holds the rules of both): the page shows
 * the same head before and after React renders.
 */
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { pageDescription, pageTitle, robotsContent, siteNameOf } from '#shared/page-head.ts';
import { useSeoParams, useSiteOptions } from '../content/site-settings.ts';

export { robotsContent };

const FIRST_PATH = typeof location === 'undefined' ? '' : location.pathname;

/**
 * The head tags the BFF wrote into the page (`data-page-head`) once React's own are in. On the
 * page the browser opened, only the copies of the tags rendered here (`="replaced"`: title,
 * description, robots, icon — React 19 adds its tags beside them rather than taking them over;
 * same commit, so two titles are never shown); the canonical, Open Graph and Twitter card tags
 * stay while that page is shown (a crawler running scripts still reads them). On any other page,
 * all of them: they describe the first page only.
 */
export function removeServerHead(doc: Document, pathname: string): void {
  const selector = pathname === FIRST_PATH ? '[data-page-head="replaced"]' : '[data-page-head]';
  for (const tag of doc.head.querySelectorAll(selector)) tag.remove();
}

interface PageHeadProps {
  title: string;
  description?: string | undefined;
  /** the home page: the site's SEO description comes before the page's own */
  home?: boolean;
  noIndex?: boolean;
  noFollow?: boolean;
}

export function PageHead({
  title,
  description,
  home = false,
  noIndex = false,
  noFollow = false,
}: PageHeadProps) {
  const { options } = useSiteOptions();
  const seo = useSeoParams();
  const siteName = siteNameOf(options.title, seo.title);
  const robots = robotsContent(noIndex, noFollow);
  const text = pageDescription(description, seo.description, home);
  const { pathname } = useLocation();
  useLayoutEffect(() => removeServerHead(document, pathname), [pathname]);
  return (
    <>
      <title>{pageTitle(title, siteName, seo.title_template, seo.title)}</title>
      {text ? <meta name="description" content={text} /> : null}
      {robots ? <meta name="robots" content={robots} /> : null}
    </>
  );
}
