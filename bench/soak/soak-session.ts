/**
 * What the soak's requests need of the platform before it starts: a signed-in owner (its
 * cookies), a post of its own to edit, the public pages each demo host really has, and a photo
 * to upload. Everything through the BFF, as a browser would.
 */
import sharp from 'sharp';
import { Pool } from 'undici';
import { API } from '#shared/api-paths.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { OWNER } from '../content-api/start-content-api.ts';

export const SOAK_HOSTS = ['localhost', 'tacos.localhost', 'bbq.localhost'] as const;
const CANDIDATE_PAGES = ['/', '/about', '/members', '/blog', '/faq', '/catering', '/cuisines', '/showcases'];

export interface SoakSession {
  pool: Pool;
  /** the owner's Cookie header on `localhost` */
  cookie: string;
  /** a post of the soak's own on `localhost`, renamed by the edits */
  postId: number;
  /** [host, path] of every public page that answers 200 */
  pages: [host: string, path: string][];
  photo: Buffer;
}

export const writeHeaders = (host: string) => ({ host, 'x-csrf': '1', origin: `http://${host}` });

/** The Cookie header a browser would send after these Set-Cookie lines. */
export function cookieOf(setCookie: string | string[] | undefined): string {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return lines
    .map((line) => line.split(';', 1)[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

/** The owner signs in on `localhost`: the status and the Cookie header it gets. */
export async function signIn(pool: Pool): Promise<{ status: number; cookie: string }> {
  const answer = await pool.request({
    path: API.auth.login,
    method: 'POST',
    headers: { ...writeHeaders('localhost'), 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  await answer.body.dump();
  return { status: answer.statusCode, cookie: cookieOf(answer.headers['set-cookie']) };
}

export async function prepareSoak(bffUrl: string): Promise<SoakSession> {
  const pool = new Pool(bffUrl, { connections: 64, keepAliveTimeout: 30_000 });
  const { status, cookie } = await signIn(pool);
  if (status !== 200) throw new Error(`the owner's sign-in answered ${status}`);
  const created = await pool.request({
    path: API.posts.create,
    method: 'POST',
    headers: { ...writeHeaders('localhost'), cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      url: `/soak-${Date.now()}`,
      title: 'Soak',
      post_status_id: POST_STATUS.draft,
      post_type_id: POST_TYPE.blog,
      post_body: { root: { props: {} }, content: [], zones: {} },
    }),
  });
  const text = await created.body.text();
  if (created.statusCode !== 201)
    throw new Error(`creating the soak's post answered ${created.statusCode}: ${text}`);
  const pages: [string, string][] = [];
  for (const host of SOAK_HOSTS) {
    for (const path of CANDIDATE_PAGES) {
      const page = await pool.request({ path, method: 'GET', headers: { host } });
      await page.body.dump();
      if (page.statusCode === 200) pages.push([host, path]);
    }
  }
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 180, g: 110, b: 40 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { pool, cookie, postId: (JSON.parse(text) as { id: number }).id, pages, photo };
}
