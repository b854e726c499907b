/**
 * The document head of a page (React 19 hoists these into <head>): the title through the
 * template `%s | {site name}`, the description (the page's, else the site's SEO description)
 * and `robots` from the post's `no_index` / `no_follow`.
 */
import { useSeoParams, useSiteOptions } from '../content/site-settings.ts';
import { pageTitle } from './page-title.ts';

interface PageHeadProps {
  title: string;
  description?: string | undefined;
  noIndex?: boolean;
  noFollow?: boolean;
}

export function robotsContent(noIndex: boolean, noFollow: boolean): string | undefined {
  if (!noIndex && !noFollow) return undefined;
  return [noIndex ? 'noindex' : 'index', noFollow ? 'nofollow' : 'follow'].join(', ');
}

export function PageHead({ title, description, noIndex = false, noFollow = false }: PageHeadProps) {
  const { options } = useSiteOptions();
  const seo = useSeoParams();
  const siteName = options.title || seo.title;
  const robots = robotsContent(noIndex, noFollow);
  const text = description?.trim() || seo.description;
  return (
    <>
      <title>{pageTitle(title, siteName)}</title>
      {text ? <meta name="description" content={text} /> : null}
      {robots ? <meta name="robots" content={robots} /> : null}
    </>
  );
}
