/**
 * The soak's mix of requests, as a collective's day looks: mostly visitors reading pages on the
 * three demo hosts, some public API reads, staff renaming a post, signing in, and uploading
 * photos — every other one deleted again right after (its own kind, "photo delete"), so the data
 * folder stays bounded. Each kind answers what its request got; an answer not in `expected` is
 * an error of the soak.
 */
import type { Dispatcher } from 'undici';
import { API } from '#shared/api-paths.ts';
import { multipart } from '../../api/testing/multipart-body.ts';
import { CookieJar, type SoakSession, signIn, writeHeaders } from './soak-session.ts';

/** A kind of request the report counts: its name and the answers that are not errors. */
export interface CountedKind {
  name: string;
  /** HTTP statuses; any other status, or a string (what was wrong), is an error */
  expected: readonly number[];
}

/** Sends a follow-up request of `kind` now; it is counted and timed from its own send time. */
export type FollowUp = (kind: CountedKind, request: () => Promise<number | string>) => void;

export interface SoakKind extends CountedKind {
  /** share of the requests, in percent */
  weight: number;
  /** request number `i` of the run; resolves to the status (or what was wrong), throws on a transport error */
  run(session: SoakSession, i: number, followUp: FollowUp): Promise<number | string>;
}

export const PHOTO_DELETE: CountedKind = { name: 'photo delete', expected: [200] };

async function status(answer: Dispatcher.ResponseData): Promise<number> {
  await answer.body.dump();
  return answer.statusCode;
}

/** A staff request on `localhost` with the owner's current cookies; Set-Cookie goes back into the jar. */
async function staffRequest(
  s: SoakSession,
  options: {
    path: string;
    method: 'PUT' | 'POST' | 'DELETE';
    headers?: Record<string, string>;
    body?: string | Buffer;
  },
): Promise<Dispatcher.ResponseData> {
  const answer = await s.pool.request({
    ...options,
    headers: { ...writeHeaders('localhost'), cookie: s.jar.header(), ...options.headers },
  });
  s.jar.remember(answer.headers['set-cookie']);
  return answer;
}

let uploads = 0;

export const SOAK_MIX: SoakKind[] = [
  {
    name: 'page view',
    weight: 75,
    expected: [200],
    run: async (s, i) => {
      const [host, path] = s.pages[i % s.pages.length] as [string, string];
      const answer = await s.pool.request({
        path,
        method: 'GET',
        headers: { host, accept: 'text/html', 'accept-encoding': 'br, gzip' },
      });
      const type = String(answer.headers['content-type'] ?? '');
      const code = await status(answer);
      return code === 200 && !type.startsWith('text/html') ? `not HTML (${type})` : code;
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
        await staffRequest(s, {
          path: API.posts.data(s.postId),
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ title: `Soak ${i}` }),
        }),
      ),
  },
  {
    name: 'sign-in',
    weight: 5,
    expected: [200],
    // a second browser of the owner's: its cookies are not the ones the staff requests use
    run: async (s) => signIn(s.pool, new CookieJar()),
  },
  {
    name: 'upload',
    weight: 2,
    expected: [201],
    run: async (s, i, followUp) => {
      const deleteAfter = uploads++ % 2 === 1;
      const form = multipart([
        { name: 'alt', data: `Soak photo ${i}` },
        { name: 'file', filename: 'soak.jpg', type: 'image/jpeg', data: s.photo },
      ]);
      const answer = await staffRequest(s, {
        path: API.media,
        method: 'POST',
        headers: { 'content-type': form.contentType },
        body: form.payload,
      });
      const text = await answer.body.text();
      if (answer.statusCode === 201 && deleteAfter) {
        const id = (JSON.parse(text) as { data: { id: number } }).data.id;
        followUp(PHOTO_DELETE, async () =>
          status(await staffRequest(s, { path: API.mediaItem(id), method: 'DELETE' })),
        );
      }
      return answer.statusCode;
    },
  },
];

/** Every kind the report has a row for: the mix's, then the follow-ups. */
export const COUNTED_KINDS: CountedKind[] = [...SOAK_MIX, PHOTO_DELETE];

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
