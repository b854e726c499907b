/**
 * The content API alone (api/main.ts in its own process on a fresh DATA_DIR), its demo site
 * filled to 500 published pages through its HTTP routes: `GET /api/posts/by-url` of those pages
 * in turn at a fixed 2,000 req/s (goal p99 ≤ 5 ms), then `GET /api/posts/by-type` answering all
 * 500 (signed in as the owner) at a fixed BENCH_BY_TYPE_RATE (goal p99 ≤ 20 ms).
 */
import { API } from '#shared/api-paths.ts';
import { SITE, seedPublishedPages } from '../content-api/seed-posts.ts';
import { startContentApi } from '../content-api/start-content-api.ts';
import { GOALS, p99Goal } from '../report/goals.ts';
import type { Row } from '../report/rows.ts';
import { fixedRateRow } from './fixed-rate-row.ts';

export async function contentApiRows(options: {
  seconds: number;
  connections: number;
  byTypeRate: number;
  warmupSeconds: number;
  /** more flags for the API's node (BENCH_API_NODE_FLAGS) */
  nodeFlags?: string[];
}): Promise<Row[]> {
  console.log('bench: starting the content API and seeding 500 pages…');
  const api = await startContentApi({ nodeFlags: options.nodeFlags });
  try {
    const site = await seedPublishedPages(api.url, GOALS.byTypePosts);
    const { urls } = site;
    const byUrl = await fixedRateRow(`content API by-url (${urls.length} pages in turn)`, {
      origin: api.url,
      rate: GOALS.byUrlRate,
      seconds: options.seconds,
      warmupSeconds: options.warmupSeconds,
      connections: options.connections,
      requests: urls.map((url) => ({
        path: `${API.posts.byUrl}?url=${encodeURIComponent(url)}`,
        headers: { 'x-forwarded-for': SITE },
      })),
    });
    const byType = await fixedRateRow(`content API by-type (${GOALS.byTypePosts} pages, signed in)`, {
      origin: api.url,
      rate: options.byTypeRate,
      seconds: options.seconds,
      warmupSeconds: options.warmupSeconds,
      connections: options.connections,
      requests: [
        {
          path: `${API.posts.byType}?type=${site.typeId}`,
          headers: { 'x-forwarded-for': SITE, authorization: site.authorization },
        },
      ],
    });
    return [p99Goal(byUrl, GOALS.byUrlP99Ms), p99Goal(byType, GOALS.byTypeP99Ms)];
  } finally {
    await api.stop();
  }
}
