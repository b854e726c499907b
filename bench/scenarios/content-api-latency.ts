/**
 * The content API alone (api/main.ts in its own process on a fresh DATA_DIR), its demo site
 * filled to 500 published pages through its HTTP routes: `GET /api/posts/by-url` of those pages
 * in turn at a fixed 2,000 req/s, interleaved with its floor — node:http answering the same
 * bodies from memory (peers/bare-json-server.ts) at the same rate — goal p99 ≤ 2× the floor's
 * (issue 26; an absolute p99 moved 8–176 ms between runs of this machine); then
 * `GET /api/posts/by-type` answering all 500 (signed in as the owner) at a fixed
 * BENCH_BY_TYPE_RATE (goal p99 ≤ 20 ms).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { API } from '#shared/api-paths.ts';
import { SITE, seedPublishedPages } from '../content-api/seed-posts.ts';
import { startContentApi } from '../content-api/start-content-api.ts';
import { startNodeProcess } from '../processes/child-processes.ts';
import { GOALS, p99Goal, p99RatioGoal } from '../report/goals.ts';
import type { Row } from '../report/rows.ts';
import { fixedRateRow, interleavedFixedRateRows } from './fixed-rate-row.ts';

/** The API's answers to `paths`, read once, written to a file for the floor to serve. */
async function answersFile(origin: string, paths: readonly string[], headers: Record<string, string>) {
  const answers: Record<string, string> = {};
  for (const path of paths)
    answers[path] = await (await request(`${origin}${path}`, { headers })).body.text();
  const file = join(mkdtempSync(join(tmpdir(), 'bench-floor-')), 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  return file;
}

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
    const headers = { 'x-forwarded-for': SITE };
    const paths = urls.map((url) => `${API.posts.byUrl}?url=${encodeURIComponent(url)}`);
    const floor = await startNodeProcess(new URL('../peers/bare-json-server.ts', import.meta.url), [
      await answersFile(api.url, paths, headers),
    ]);
    const run = (origin: string) => ({
      origin,
      rate: GOALS.byUrlRate,
      connections: options.connections,
      requests: paths.map((path) => ({ path, headers })),
    });
    const [byUrlFloor, byUrl] = (await interleavedFixedRateRows(
      [
        {
          measurement: `floor: node:http answering the same ${urls.length} bodies from memory`,
          options: run(floor.ready),
        },
        { measurement: `content API by-url (${urls.length} pages in turn)`, options: run(api.url) },
      ],
      { seconds: options.seconds, rounds: 3, warmupSeconds: options.warmupSeconds },
    )) as [Row, Row];
    await floor.stop();
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
    return [
      byUrlFloor,
      p99RatioGoal(byUrl, byUrlFloor, GOALS.byUrlP99VsFloor),
      p99Goal(byType, GOALS.byTypeP99Ms),
    ];
  } finally {
    await api.stop();
  }
}
