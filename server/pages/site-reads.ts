/**
 * What the BFF reads from the content API to write a site's pages, shaped for the page writer:
 *
 * - the site snapshot: the public options the SPA's first render needs (inlined as they are, by
 *   API path), the facts of the head (site name, SEO description, favicon, share image) and the
 *   plan of its analytics items with their CSP sources;
 * - one page: the published post at a path (or that there is none), its poster for link
 *   previews, the by-url answer itself when it is small enough to inline, and which other public
 *   reads its first render makes (block-reads.ts);
 * - the answers of those reads, inlined too, so a first load asks the BFF for no data;
 * - whether a preview link's token opens a post of the site (never cached: it is private).
 *
 * A read that fails leaves its part out; such an incomplete answer is used but not cached.
 */
import { API } from '#shared/api-paths.ts';
import { INITIAL_POST_MAX_BYTES, INITIAL_SITE_READS, postByUrlPath } from '#shared/initial-site.ts';
import { PUBLIC_API } from '#shared/public-api-paths.ts';
import type { AnalyticsItem } from '#shared/schemas/domain-options.ts';
import type { SitemapEntry } from '#shared/schemas/sitemap.ts';
import type { StopOccurrence } from '#shared/schemas/stops.ts';
import type { BffContext } from '../bff-context.ts';
import { type AnalyticsPlan, NO_ANALYTICS, planAnalytics } from './analytics-markup.ts';
import { cardMediaReads, postPageReads } from './block-reads.ts';
import { type FirstRenderModule, postPageModules } from './first-render-chunks.ts';
import type { ImageFacts, PostHeadFacts, SiteHeadFacts } from './page-head.ts';
import { readPublic } from './public-read.ts';

export interface SiteSnapshot {
  /** every read answered: the snapshot may be cached */
  complete: boolean;
  /** the answers of INITIAL_SITE_READS that came, by API path */
  reads: Record<string, unknown>;
  head: SiteHeadFacts;
  /** undefined when the items could not be read (the SPA then reads and places them itself) */
  analytics: AnalyticsPlan | undefined;
}

export type PageRead =
  | {
      status: 'found';
      post: PostHeadFacts;
      poster: ImageFacts | undefined;
      inline: unknown;
      /** the other public reads its first render makes (block-reads.ts) */
      reads: string[];
      /** the modules its first render loads beyond the bundle: its blocks' (first-render-chunks.ts) */
      modules: FirstRenderModule[];
    }
  | { status: 'missing' }
  /** the API did not answer: nothing is known about the page */
  | { status: 'unknown' };

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

export async function readSiteSnapshot(context: BffContext, site: string): Promise<SiteSnapshot> {
  const [answers, analytics] = await Promise.all([
    Promise.all(INITIAL_SITE_READS.map((path) => readPublic(context, site, path))),
    readPublic(context, site, API.analytics),
  ]);
  const reads: Record<string, unknown> = {};
  let complete = true;
  INITIAL_SITE_READS.forEach((path, index) => {
    const answer = answers[index];
    if (answer?.ok && answer.status === 200) reads[path] = answer.body;
    else complete = false;
  });
  const options = record(reads[API.options.options]);
  const seo = record(reads[API.options.seo]);
  let plan: AnalyticsPlan | undefined;
  if (analytics.ok && analytics.status === 200) {
    const items = record(analytics.body).data;
    plan = Array.isArray(items) ? planAnalytics(items as AnalyticsItem[]) : NO_ANALYTICS;
  } else {
    complete = false;
  }
  return {
    complete,
    reads,
    head: {
      optionsTitle: text(options.title),
      seoTitle: text(seo.title),
      seoDescription: text(seo.description),
      titleTemplate: text(seo.title_template) || undefined,
      favIcon: textOrNull(options.fav_icon),
      shareImage: textOrNull(seo.share_image),
    },
    analytics: plan,
  };
}

function postFacts(value: unknown): PostHeadFacts | undefined {
  const post = record(value);
  const attributes = record(post.attributes);
  if (typeof post.url !== 'string' || typeof post.title !== 'string') return undefined;
  return {
    ...(typeof post.id === 'number' ? { id: post.id } : {}),
    url: post.url,
    title: post.title,
    post_type_id: typeof post.post_type_id === 'number' ? post.post_type_id : 0,
    attributes: {
      title: text(attributes.title),
      url: text(attributes.url),
      description: text(attributes.description),
    },
    no_index: post.no_index === true,
    no_follow: post.no_follow === true,
  };
}

async function readPoster(context: BffContext, site: string, post: unknown): Promise<ImageFacts | undefined> {
  const id = record(record(post).media).poster;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return undefined;
  const answer = await readPublic(context, site, API.mediaItem(id));
  if (!answer.ok || answer.status !== 200) return undefined;
  const media = record(record(answer.body).data);
  if (typeof media.url !== 'string') return undefined;
  return {
    url: media.url,
    width: typeof media.width === 'number' ? media.width : undefined,
    height: typeof media.height === 'number' ? media.height : undefined,
    alt: text(media.alt) || undefined,
  };
}

export async function readPage(context: BffContext, site: string, path: string): Promise<PageRead> {
  const answer = await readPublic(context, site, postByUrlPath(path));
  if (!answer.ok) return { status: 'unknown' };
  if (answer.status === 404 || answer.status === 400) return { status: 'missing' };
  const post = answer.status === 200 ? postFacts(record(answer.body).data) : undefined;
  if (!post) return { status: 'unknown' };
  const poster = await readPoster(context, site, record(answer.body).data);
  const size = Buffer.byteLength(JSON.stringify(answer.body));
  return {
    status: 'found',
    post,
    poster,
    inline: size <= INITIAL_POST_MAX_BYTES ? answer.body : undefined,
    reads: postPageReads(record(answer.body).data),
    modules: postPageModules(record(answer.body).data),
  };
}

/** what the inlined answers of one page may weigh together, beyond the site's and its post */
export const INLINED_READS_MAX_BYTES = 128 * 1024;

export interface InlinedReads {
  /** every read answered: may be cached */
  complete: boolean;
  reads: Record<string, unknown>;
}

/**
 * The answers of a page's other public reads, by API path, each up to INITIAL_POST_MAX_BYTES and
 * together up to INLINED_READS_MAX_BYTES, in the order given (what the page shows first, first);
 * what does not fit or does not answer is left to the SPA to read.
 */
export async function readInlined(context: BffContext, site: string, paths: string[]): Promise<InlinedReads> {
  const reads: Record<string, unknown> = {};
  let complete = true;
  let total = 0;
  const readAll = async (batch: string[]) => {
    const answers = await Promise.all(batch.map((path) => readPublic(context, site, path)));
    answers.forEach((answer, index) => {
      if (!answer.ok) {
        complete = false;
        return;
      }
      if (answer.status !== 200) return;
      const size = Buffer.byteLength(JSON.stringify(answer.body));
      if (size > INITIAL_POST_MAX_BYTES || total + size > INLINED_READS_MAX_BYTES) return;
      total += size;
      reads[batch[index] as string] = answer.body;
    });
  };
  await readAll(paths);
  // then the images of the cards those lists show
  const media = cardMediaReads(reads, paths);
  if (media.length > 0) await readAll(media);
  return { complete, reads };
}

/**
 * The site map's entries; `unknown-site` when the API has no site at this host (a host on the
 * allow-list by a `*.` wildcard, say); `unavailable` when the API did not answer as it should.
 */
export type SitemapRead =
  | { kind: 'entries'; entries: SitemapEntry[] }
  | { kind: 'unknown-site' }
  | { kind: 'unavailable' };

export async function readSitemap(context: BffContext, site: string): Promise<SitemapRead> {
  const answer = await readPublic(context, site, API.sitemap);
  if (answer.ok && answer.unknownSite) return { kind: 'unknown-site' };
  if (!answer.ok || answer.status !== 200) return { kind: 'unavailable' };
  const entries = record(answer.body).data;
  if (!Array.isArray(entries)) return { kind: 'unavailable' };
  return {
    kind: 'entries',
    entries: entries.filter(
      (entry): entry is SitemapEntry =>
        typeof entry?.url === 'string' &&
        (entry.updated_at === undefined || typeof entry.updated_at === 'string'),
    ),
  };
}

/** a member's next stops (`GET /api/schedule/members/{id}`), for its page's JSON-LD */
export interface MemberStops {
  occurrences: StopOccurrence[];
}

/** a member's next stops; undefined when the API did not give them (the page goes without) */
export async function readMemberStops(
  context: BffContext,
  site: string,
  memberId: number,
): Promise<MemberStops | undefined> {
  const answer = await readPublic(context, site, PUBLIC_API.schedule.member(memberId));
  if (!answer.ok || answer.status !== 200) return undefined;
  const occurrences = record(record(answer.body).data).occurrences;
  return Array.isArray(occurrences) ? { occurrences: occurrences as StopOccurrence[] } : undefined;
}

/**
 * A preview link's token as the API reads it: it opens a post of the site (`valid`), it does not
 * (`missing`: changed by hand, expired, of another site, its post deleted), or the API did not
 * answer (`unknown`: the page is served as a preview, the SPA finds out itself).
 */
export async function readPreview(
  context: BffContext,
  site: string,
  token: string,
): Promise<'valid' | 'missing' | 'unknown'> {
  const answer = await readPublic(context, site, `${API.posts.preview}?token=${encodeURIComponent(token)}`);
  if (!answer.ok) return 'unknown';
  if (answer.status === 200) return 'valid';
  if (answer.status === 404 || answer.status === 400) return 'missing';
  return 'unknown';
}
