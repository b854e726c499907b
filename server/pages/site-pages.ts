/**
 * The pages of a site as the BFF serves them (docs/decisions/011-site-of-a-request.md):
 *
 * - the SPA's `index.html` for a public url, with that page's head (title, description, robots,
 *   canonical, Open Graph, Twitter card, favicon), the site's public options inlined for the
 *   SPA's first render, the site's analytics items, and a CSP of its own (their origins, a nonce
 *   for their inline code); a 404 status when there is no page at the url, or when a preview
 *   link's token opens nothing (changed, expired, of a post since deleted);
 * - staff screens (panel, sign-in) get the build's `index.html` as it is, with the static CSP;
 * - `/sitemap.xml` and `/robots.txt` per host; 421 for a host the API has no site for (one on
 *   the allow-list by a `*.` wildcard), as for a host off the list.
 *
 * What is read from the content API is kept per site (and per site and path) in the BFF's one
 * cache (caching/bff-cache.ts): its lifetimes, and forgotten at once when a write through this
 * BFF changes what visitors see (caching/forget-on-writes.ts). A read that failed is answered,
 * never kept.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { INITIAL_SITE_ELEMENT_ID, type InitialSite, postByUrlPath } from '#shared/initial-site.ts';
import { PUBLIC_API } from '#shared/public-api-paths.ts';
import type { BffContext } from '../bff-context.ts';
import { type BffCache, type Loaded, weightOfJson } from '../caching/bff-cache.ts';
import { sendError } from '../errors/error-reply.ts';
import { documentCsp } from '../security/security-headers.ts';
import { requestOrigin } from '../sites/request-origin.ts';
import { renderAnalytics } from './analytics-markup.ts';
import { membersPageReads, notFoundPageReads } from './block-reads.ts';
import { ROBOTS_PATH, robotsTxt, SITEMAP_PATH, sitemapXml } from './crawler-files.ts';
import { documentKindOf } from './document-kind.ts';
import { FIRST_RENDER_MODULES, type FirstRenderChunks, WIDE_SCREEN } from './first-render-chunks.ts';
import { element, jsonForScript } from './html-escape.ts';
import { writeDocument } from './index-document.ts';
import { memberJsonLdTag } from './member-json-ld.ts';
import { PAGE_HEAD_MARK, type PageFacts, pageHead, REPLACED_BY_SPA, renderHeadTags } from './page-head.ts';
import { siteColorsTag } from './site-colors-tag.ts';
import {
  type InlinedReads,
  type MemberStops,
  type PageRead,
  readInlined,
  readMemberStops,
  readPage,
  readPreview,
  readSitemap,
  readSiteSnapshot,
  type SitemapRead,
  type SiteSnapshot,
} from './site-reads.ts';

export interface DocumentAnswer {
  status: number;
  html: string;
  /** the policy of this answer when it differs from the static one */
  csp: string | undefined;
  /** `X-Robots-Tag`: a preview link's page is never indexed */
  robots?: string;
}

/**
 * `/sitemap.xml` or `/robots.txt` of a host: the file, or why there is none — the API has no site
 * at this host (421, as for a host off the allow-list), or the API did not answer (503).
 */
export type CrawlerFile = { kind: 'file'; text: string } | { kind: 'unknown-site' } | { kind: 'unavailable' };

/** A preview link's page: the SPA reads the draft with the token; no published post to look up. */
const PREVIEW_PARAM = 'preview';
const NOT_INDEXED = 'noindex, nofollow';

export interface SitePages {
  document(request: FastifyRequest, index: string): Promise<DocumentAnswer>;
  sitemap(request: FastifyRequest): Promise<CrawlerFile>;
  /** written without the API, but only for a site the API has (its site map read tells) */
  robots(request: FastifyRequest): Promise<CrawlerFile>;
}

export interface SitePagesOptions {
  /** where the reads are kept (the BFF's one cache) */
  cache: BffCache;
  /** the chunks a page's first render asks for, preloaded in its head (none without it) */
  chunks?: FirstRenderChunks | undefined;
}

/** Markup parts, one a line (the source a visitor views stays readable). */
function lines(...parts: string[]): string {
  const written = parts.filter(Boolean);
  return written.length > 0 ? `${written.join('\n')}\n` : '';
}

/** a read kept when `complete` says it may be, weighed as the JSON it came from */
function keptWhen<V>(complete: (value: V) => boolean) {
  return (value: V): Loaded<V> =>
    complete(value) ? { kept: true, value, size: weightOfJson(value) } : { kept: false, value };
}

const keepSnapshot = keptWhen<SiteSnapshot>((snapshot) => snapshot.complete);
const keepPage = keptWhen<PageRead>((page) => page.status !== 'unknown');
const keepInlined = keptWhen<InlinedReads>((reads) => reads.complete);
// an unknown host is not kept: random hosts of a wildcard would push the real sites out
const keepSitemap = keptWhen<SitemapRead>((read) => read.kind === 'entries');
const keepStops = keptWhen<MemberStops | undefined>((read) => read !== undefined);

export function createSitePages(context: BffContext, options: SitePagesOptions): SitePages {
  const { cache } = options;
  const readOf =
    <V>(site: string, key: string, keep: (value: V) => Loaded<V>) =>
    async (read: () => Promise<V>): Promise<V> =>
      (await cache.read(site, key, () => read().then(keep))).value;
  const readSitemapOf = (site: string) =>
    readOf(site, 'sitemap', keepSitemap)(() => readSitemap(context, site));

  return {
    async document(request, index) {
      const [pathname = '/', query = ''] = request.url.split('?', 2);
      const kind = documentKindOf(pathname);
      if (kind.kind === 'staff') return { status: 200, html: index, csp: undefined };
      const previewToken = kind.kind === 'page' ? new URLSearchParams(query).get(PREVIEW_PARAM) : null;
      const site = request.site;
      const [snapshot, page] = await Promise.all([
        readOf(site, 'snapshot', keepSnapshot)(() => readSiteSnapshot(context, site)),
        kind.kind === 'page' && previewToken === null
          ? readOf(site, `page ${kind.path}`, keepPage)(() => readPage(context, site, kind.path))
          : previewToken !== null
            ? readPreview(context, site, previewToken).then<PageRead | undefined>((read) =>
                read === 'missing' ? { status: 'missing' } : undefined,
              )
            : Promise.resolve<PageRead | undefined>(
                kind.kind === 'invalid' ? { status: 'missing' } : undefined,
              ),
      ]);
      // a token that opens nothing is the 404 it shows, with no preview banner
      const preview = previewToken !== null && page?.status !== 'missing';
      let facts: PageFacts | undefined;
      if (kind.kind === 'members') facts = { kind: 'members' };
      else if (page?.status === 'found') facts = { kind: 'post', post: page.post, poster: page.poster };
      else if (page?.status === 'missing') facts = { kind: 'not-found' };

      const origin = requestOrigin(request);
      const head = facts ? pageHead(origin, kind.path, snapshot.head, facts) : undefined;
      const plan = snapshot.analytics;
      const nonce = plan?.needsNonce ? randomBytes(16).toString('base64') : undefined;
      const analytics = plan ? renderAnalytics(plan, nonce) : { head: '', body: '' };
      // what the page's first render reads beyond the site's options: its blocks' lists, its
      // images, the names on its cards (block-reads.ts)
      let paths: string[] = [];
      if (page?.status === 'found') paths = page.reads;
      else if (kind.kind === 'members') paths = membersPageReads();
      else if (page?.status === 'missing')
        paths = notFoundPageReads(snapshot.reads[PUBLIC_API.options.errorPage]);
      const more =
        paths.length > 0
          ? await readOf(
              site,
              `reads ${paths.join(' ')}`,
              keepInlined,
            )(() => readInlined(context, site, paths))
          : undefined;
      // a member's page: the truck and its next stops as JSON-LD (member-json-ld.ts)
      const post = page?.status === 'found' ? page.post : undefined;
      const stops =
        post?.post_type_id === POST_TYPE.member && post.id !== undefined && !preview
          ? await readOf(
              site,
              `stops ${post.id}`,
              keepStops,
            )(() => readMemberStops(context, site, post.id as number))
          : undefined;
      const initial: InitialSite = {
        reads: { ...more?.reads, ...snapshot.reads },
        analytics: plan !== undefined,
      };
      if (page?.status === 'found' && page.inline !== undefined)
        initial.reads[postByUrlPath(kind.path)] = page.inline;
      const data = element(
        'script',
        { type: 'application/json', id: INITIAL_SITE_ELEMENT_ID },
        jsonForScript(initial),
      );
      const html = writeDocument(index, {
        mark: { [PAGE_HEAD_MARK]: REPLACED_BY_SPA },
        title: head?.title,
        favicon: head?.favicon,
        head: lines(
          head ? renderHeadTags(head) : '',
          siteColorsTag(snapshot.reads[PUBLIC_API.options.colors]),
          post && head && stops
            ? memberJsonLdTag(
                {
                  url: head.canonical ?? `${origin}${post.url}`,
                  name: post.title,
                  description: head.description,
                },
                stops.occurrences,
              )
            : '',
          options.chunks?.links([
            ...(page?.status === 'found' ? page.modules : []),
            ...(page?.status === 'missing' ? [FIRST_RENDER_MODULES.errorPage] : []),
            ...(kind.kind === 'members' ? [FIRST_RENDER_MODULES.membersPage] : []),
          ]) ?? '',
          // the main menu a wide screen shows in its first screen (a phone loads it after the load)
          options.chunks?.links([FIRST_RENDER_MODULES.wideHeader], WIDE_SCREEN) ?? '',
          preview ? `<meta name="robots" content="${NOT_INDEXED}">` : '',
          analytics.head,
        ),
        body: lines(
          data,
          // outside the SPA's root, so the public bundle carries nothing for previews
          preview
            ? '<p class="preview-banner" role="status">Preview: this version is not published.</p>'
            : '',
          analytics.body,
        ),
      });
      const csp =
        plan && (plan.scriptOrigins.length > 0 || nonce)
          ? documentCsp({ scriptOrigins: plan.scriptOrigins, nonce })
          : undefined;
      return {
        status: page?.status === 'missing' ? 404 : 200,
        html,
        csp,
        ...(previewToken !== null ? { robots: NOT_INDEXED } : {}),
      };
    },
    async sitemap(request) {
      const read = await readSitemapOf(request.site);
      if (read.kind !== 'entries') return read;
      return { kind: 'file', text: sitemapXml(requestOrigin(request), read.entries) };
    },
    async robots(request) {
      const read = await readSitemapOf(request.site);
      if (read.kind === 'unknown-site') return read;
      // an API that does not answer changes nothing in the file: it is still served
      return { kind: 'file', text: robotsTxt(requestOrigin(request)) };
    },
  };
}

/** what the site hook answers for a host off the allow-list, and these files for an unknown site */
const HOST_NOT_SERVED = 'This host is not served here';

/** `/sitemap.xml` and `/robots.txt`: per host, ahead of any file of the client build. */
export async function crawlerRoutes(app: FastifyInstance, opts: { pages: SitePages }) {
  const send = (reply: FastifyReply, file: CrawlerFile, type: string) => {
    if (file.kind === 'unknown-site') return sendError(reply, 421, HOST_NOT_SERVED);
    // only the site map is ever unavailable: robots.txt is written without the API's answer
    if (file.kind === 'unavailable') return sendError(reply, 503, 'The site map cannot be read right now');
    return reply.header('cache-control', 'public, max-age=300').type(type).send(file.text);
  };
  app.get(SITEMAP_PATH, async (request, reply) =>
    send(reply, await opts.pages.sitemap(request), 'application/xml; charset=utf-8'),
  );
  app.get(ROBOTS_PATH, async (request, reply) =>
    send(reply, await opts.pages.robots(request), 'text/plain; charset=utf-8'),
  );
}
