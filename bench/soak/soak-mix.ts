/**
 * The soak's mix of requests, as a collective's day looks: mostly visitors reading pages on the
 * three demo hosts, some public API reads, staff renaming a post, signing in, and uploading
 * photos (every other one deleted again, so the data folder stays bounded). Each kind answers
 * whether its request got what it should; anything else is an error of the soak.
 */
import { API } from '#shared/api-paths.ts';
import { multipart } from '../../api/testing/multipart-body.ts';
import { type SoakSession, signIn, writeHeaders } from './soak-session.ts';

export interface SoakKind {
  name: string;
  /** share of the requests, in percent */
  weight: number;
  /** request number `i` of this kind; resolves to the status, or throws on a transport error */
  run(session: SoakSession, i: number): Promise<number>;
  expected: readonly number[];
}

async function status(answer: { statusCode: number; body: { dump(): Promise<void> } }): Promise<number> {
  await answer.body.dump();
  return answer.statusCode;
}

export const SOAK_MIX: SoakKind[] = [
  {
    name: 'page view',
    weight: 75,
    expected: [200],
    run: async (s, i) => {
      const [host, path] = s.pages[i % s.pages.length] as [string, string];
      return status(
        await s.pool.request({ path, method: 'GET', headers: { host, 'accept-encoding': 'br, gzip' } }),
      );
    },
  },
  {
    name: 'public API read',
    weight: 10,
    expected: [200],
    run: async (s, i) => {
      const [host] = s.pages[i % s.pages.length] as [string, string];
      return status(
        await s.pool.request({ path: `${API.posts.byUrl}?url=%2F`, method: 'GET', headers: { host } }),
      );
    },
  },
  {
    name: 'staff edit',
    weight: 8,
    expected: [200],
    run: async (s, i) =>
      status(
        await s.pool.request({
          path: API.posts.data(s.postId),
          method: 'PUT',
          headers: { ...writeHeaders('localhost'), cookie: s.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ title: `Soak ${i}` }),
        }),
      ),
  },
  {
    name: 'sign-in',
    weight: 5,
    expected: [200],
    run: async (s) => (await signIn(s.pool)).status,
  },
  {
    name: 'upload',
    weight: 2,
    expected: [201],
    run: async (s, i) => {
      const form = multipart([
        { name: 'alt', data: `Soak photo ${i}` },
        { name: 'file', filename: 'soak.jpg', type: 'image/jpeg', data: s.photo },
      ]);
      const answer = await s.pool.request({
        path: API.media,
        method: 'POST',
        headers: { ...writeHeaders('localhost'), cookie: s.cookie, 'content-type': form.contentType },
        body: form.payload,
      });
      const text = await answer.body.text();
      if (answer.statusCode === 201 && i % 2 === 1) {
        const id = (JSON.parse(text) as { data: { id: number } }).data.id;
        const removed = await s.pool.request({
          path: API.mediaItem(id),
          method: 'DELETE',
          headers: { ...writeHeaders('localhost'), cookie: s.cookie },
        });
        if ((await status(removed)) !== 200) return removed.statusCode;
      }
      return answer.statusCode;
    },
  },
];

/** The kind of request number `i`: the weights laid out over each hundred requests, spread evenly. */
export function kindOf(i: number): SoakKind {
  const slot = (i * 37) % 100; // 37 is prime to 100: consecutive requests walk every slot
  let edge = 0;
  for (const kind of SOAK_MIX) {
    edge += kind.weight;
    if (slot < edge) return kind;
  }
  return SOAK_MIX[0] as SoakKind;
}
