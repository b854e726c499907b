/**
 * `/sitemap.xml` and `/robots.txt` of a site, written for the origin the request came to.
 * The site map lists what `GET /api/sitemap` lists (published, not deleted, shown in the site
 * map, not no-index, of the chosen post types: docs/product.md#rules) with absolute `<loc>` and `<lastmod>`;
 * robots names it and keeps crawlers out of the staff and auth screens and the BFF's own paths.
 */
import { ROUTES } from '#shared/routes.ts';
import type { SitemapEntry } from '#shared/schemas/sitemap.ts';
import { isValidSitePath } from '#shared/site-paths.ts';
import { escapeHtml } from './html-escape.ts';

export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

/** The sitemaps protocol's limit of urls in one file. */
export const SITEMAP_MAX_URLS = 50_000;

export const ROBOTS_DISALLOWED: readonly string[] = [
  ROUTES.panel,
  ROUTES.teamLogin,
  ROUTES.resetPassword,
  ROUTES.changePassword,
  '/api/',
  '/bff/',
];

/**
 * `lastmod` in the W3C datetime format. The API's times are UTC, as SQLite's
 * `YYYY-MM-DD HH:MM:SS` or ISO 8601; anything unreadable leaves `lastmod` out.
 */
export function lastModified(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let iso = value.trim().replace(' ', 'T');
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(iso)) iso += 'Z';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return undefined;
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries
    .filter((entry) => isValidSitePath(entry.url))
    .slice(0, SITEMAP_MAX_URLS)
    .map((entry) => {
      const lastmod = lastModified(entry.updated_at);
      return `<url><loc>${escapeHtml(`${origin}${entry.url}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}
