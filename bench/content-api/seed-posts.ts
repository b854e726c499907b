/**
 * Fills the demo site `localhost` up to `count` published pages through the API's own HTTP
 * routes, signed in as the seeded owner: each new page carries the demo home page's body (a
 * real page-builder document), so `by-url` and `by-type` answer posts of a real size.
 */
import { request } from 'undici';
import { API } from '#shared/api-paths.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { OWNER } from './start-content-api.ts';

export const SITE = 'localhost';

export interface SeededSite {
  /** `Authorization` of the owner (editor routes such as by-type) */
  authorization: string;
  /** urls of published pages of the site, `count` of them in all */
  urls: string[];
  typeId: number;
}

async function call(
  apiUrl: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown },
) {
  const res = await request(`${apiUrl}${path}`, {
    method: (init.method ?? 'GET') as 'GET',
    headers: {
      'x-forwarded-for': SITE,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.body.text();
  if (res.statusCode >= 300)
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.statusCode}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

export async function seedPublishedPages(apiUrl: string, count: number): Promise<SeededSite> {
  const login = await call(apiUrl, API.auth.login, { method: 'POST', body: OWNER });
  const authorization = `Bearer ${(login.data as { access_token: string }).access_token}`;
  const typeId = POST_TYPE.page;
  const home = (await call(apiUrl, `${API.posts.byUrl}?url=%2F`, {})).data as { post_body: unknown };
  const list = await call(apiUrl, `${API.posts.byType}?type=${typeId}&limit=${count}`, {
    headers: { authorization },
  });
  const existing = list.data as { url: string; post_status_id: number }[];
  const urls = existing.filter((p) => p.post_status_id === POST_STATUS.published).map((p) => p.url);
  const missing = count - (list.meta as { total: number }).total;
  const pending = Array.from({ length: Math.max(0, missing) }, (_, i) => i);
  const worker = async () => {
    for (let i = pending.shift(); i !== undefined; i = pending.shift()) {
      const url = `/bench/page-${i}`;
      await call(apiUrl, API.posts.create, {
        method: 'POST',
        headers: { authorization },
        body: {
          url,
          title: `Bench page ${i}`,
          post_status_id: POST_STATUS.published,
          post_type_id: typeId,
          post_body: home.post_body,
        },
      });
      urls.push(url);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  const all = await call(apiUrl, `${API.posts.byType}?type=${typeId}`, { headers: { authorization } });
  if ((all.data as unknown[]).length !== count) {
    throw new Error(`by-type answers ${(all.data as unknown[]).length} posts, not ${count}`);
  }
  return { authorization, urls, typeId };
}
