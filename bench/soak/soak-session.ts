/**
 * What the soak's requests need of the platform before it starts: a signed-in owner (its
 * cookies, kept up to date as a browser keeps them), a post of its own to edit, the public pages
 * each demo host really has, and a photo to upload. Everything through the BFF, as a browser would.
 */
import sharp from 'sharp';
import { Pool } from 'undici';
import { API } from '#shared/api-paths.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { parseSetCookie } from '../../server/test-support/test-client.ts';
import { OWNER } from '../content-api/start-content-api.ts';

export const SOAK_HOSTS = ['localhost', 'tacos.localhost', 'bbq.localhost'] as const;
/** the demo sites' page urls (api/seed/demo-sites.ts); each host keeps those that answer 200 */
const CANDIDATE_PAGES = ['/', '/about', '/members', '/blog', '/faq', '/catering', '/cuisines', '/showcases'];

/** The owner's cookies on `localhost`, updated from every Set-Cookie the staff requests get. */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  remember(setCookie: string | string[] | undefined): void {
    for (const raw of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const c = parseSetCookie(raw);
      const cleared =
        c.value === '' ||
        c.attributes['max-age'] === '0' ||
        String(c.attributes.expires ?? '').includes('1970');
      if (cleared) this.#cookies.delete(c.name);
      else this.#cookies.set(c.name, c.value);
    }
  }

  /** the Cookie header a browser would send now */
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface SoakSession {
  pool: Pool;
  /** the owner, signed in on `localhost` */
  jar: CookieJar;
  /** a post of the soak's own on `localhost`, renamed by the edits */
  postId: number;
  /** [host, path] of every public page that answers 200 */
  pages: [host: string, path: string][];
  /** a 1200×800 JPEG, made once */
  photo: Buffer;
}

export const writeHeaders = (host: string) => ({ host, 'x-csrf': '1', origin: `http://${host}` });

/** The owner signs in on `localhost` with the right password; the status, and the cookies into `jar`. */
export async function signIn(pool: Pool, jar: CookieJar): Promise<number> {
  const answer = await pool.request({
    path: API.auth.login,
    method: 'POST',
    headers: { ...writeHeaders('localhost'), 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  await answer.body.dump();
  jar.remember(answer.headers['set-cookie']);
  return answer.statusCode;
}

export async function prepareSoak(bffUrl: string): Promise<SoakSession> {
  const pool = new Pool(bffUrl, { connections: 64, keepAliveTimeout: 30_000 });
  const jar = new CookieJar();
  const status = await signIn(pool, jar);
  if (status !== 200) throw new Error(`the owner's sign-in answered ${status}`);
  const created = await pool.request({
    path: API.posts.create,
    method: 'POST',
    headers: { ...writeHeaders('localhost'), cookie: jar.header(), 'content-type': 'application/json' },
    body: JSON.stringify({
      url: `/soak-${Date.now()}`,
      title: 'Soak',
      post_status_id: POST_STATUS.draft,
      post_type_id: POST_TYPE.blog,
      post_body: { root: { props: {} }, content: [], zones: {} },
    }),
  });
  const text = await created.body.text();
  jar.remember(created.headers['set-cookie']);
  if (created.statusCode !== 201)
    throw new Error(`creating the soak's post answered ${created.statusCode}: ${text}`);
  const pages: [string, string][] = [];
  for (const host of SOAK_HOSTS) {
    for (const path of CANDIDATE_PAGES) {
      const page = await pool.request({ path, method: 'GET', headers: { host } });
      await page.body.dump();
      if (page.statusCode === 200) pages.push([host, path]);
    }
    if (!pages.some(([h]) => h === host)) throw new Error(`no page of ${host} answered 200`);
  }
  // blurred noise: a photo's size (~130 KB) and detail; one flat colour would make a 6 KB file
  const photo = await sharp({
    create: {
      width: 1200,
      height: 800,
      channels: 3,
      background: 'black',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .blur(1.5)
    .jpeg({ quality: 85 })
    .toBuffer();
  return { pool, jar, postId: (JSON.parse(text) as { id: number }).id, pages, photo };
}
