/**
 * Scaled out (issue 12, docs/decisions/027): two content API processes on one PostgreSQL
 * database with media in one S3-compatible bucket, two BFF processes, and a round-robin in front
 * of each pair — the deployment README's "Scaling out" describes, on loopback. A member signs in
 * through one BFF and edits through the other; a session is refreshed on both at once; an image
 * uploaded through one is served by the other; the throttles count across processes.
 *
 * Needs PostgreSQL's server binaries (apt-get install postgresql): without them the file is
 * skipped loudly on a workstation and fails under CI=true.
 */

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test, { type TestContext } from 'node:test';
import sharp from 'sharp';
import { API, COOKIE } from '#shared/api-paths.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { multipart } from '../../api/testing/multipart-body.ts';
import { startS3Server } from '../../api/testing/s3-server.ts';
import { type CallResult, call, cookieJar } from '../../server/test-support/test-client.ts';
import { freePort, type NodeProcess, startNodeProcess } from '../support/node-process.ts';
import { postgresDatabaseFor } from '../support/postgres-database.ts';
import { type RoundRobin, startRoundRobin } from '../support/round-robin.ts';

const OWNER = { email: 'owner@collective.test', password: 'correct-horse-battery' };
const HOST = 'localhost';
const WRITE = { 'x-csrf': '1', origin: `http://${HOST}` };

interface Deployment {
  apis: NodeProcess[];
  bffs: { process: NodeProcess; url: string }[];
  apiBalancer: RoundRobin;
  front: RoundRobin;
}

async function startBff(env: Record<string, string>): Promise<{ process: NodeProcess; url: string }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      const process = await startNodeProcess('server/main.ts', {
        env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
        ready: /serving on/,
      });
      return { process, url: `http://127.0.0.1:${port}` };
    } catch (error) {
      if (attempt >= 3 || !String((error as Error).message).includes('EADDRINUSE')) throw error;
    }
  }
}

async function deploy(t: TestContext): Promise<Deployment | undefined> {
  const postgres = await postgresDatabaseFor(t, 'collective');
  if (!postgres) return undefined;
  const s3 = await startS3Server();
  t.after(() => s3.stop());
  const bucket = s3.settings('collective/');

  // what every replica of a part shares: the database, the bucket, the keys
  const apiEnv = {
    DATABASE_URL: postgres.url,
    DATABASE_POOL_SIZE: '5',
    API_JWT_SECRET: randomBytes(32).toString('hex'),
    MEDIA_S3_BUCKET: bucket.bucket,
    MEDIA_S3_REGION: bucket.region,
    MEDIA_S3_ENDPOINT: bucket.endpoint ?? '',
    MEDIA_S3_ACCESS_KEY_ID: bucket.credentials?.accessKeyId ?? '',
    MEDIA_S3_SECRET_ACCESS_KEY: bucket.credentials?.secretAccessKey ?? '',
    MEDIA_S3_PREFIX: bucket.prefix ?? '',
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    API_HOST: '127.0.0.1',
    API_PORT: '0',
    LOG_LEVEL: 'warn',
  };
  // both start at once on the empty database: one migrates and seeds, the other waits for it
  const apis = await Promise.all(
    [1, 2].map(() =>
      startNodeProcess('api/main.ts', {
        env: { ...apiEnv, DATA_DIR: mkdtempSync(join(tmpdir(), 'scale-api-')) },
        ready: /serving on (http:\/\/\S+)/,
      }),
    ),
  );
  t.after(() => Promise.all(apis.map((api) => api.stop())));
  const apiBalancer = await startRoundRobin(apis.map((api) => api.ready[1] as string));
  t.after(() => apiBalancer.close());

  const bffEnv = {
    UPSTREAM_URL: apiBalancer.url,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    // a write through one BFF reaches the other's cache of public reads within a second
    PUBLIC_CACHE_FRESH_MS: '300',
    PUBLIC_CACHE_STALE_MS: '700',
  };
  const bffs = await Promise.all(
    [1, 2].map(() => startBff({ ...bffEnv, DATA_DIR: mkdtempSync(join(tmpdir(), 'scale-bff-')) })),
  );
  t.after(() => Promise.all(bffs.map((bff) => bff.process.stop())));
  const front = await startRoundRobin(bffs.map((bff) => bff.url));
  t.after(() => front.close());
  return { apis, bffs, apiBalancer, front };
}

const json = <T>(result: CallResult) => result.json as T;

async function signIn(baseUrl: string): Promise<string> {
  const login = await call(baseUrl, API.auth.login, {
    method: 'POST',
    host: HOST,
    headers: WRITE,
    json: OWNER,
  });
  assert.equal(login.status, 200, login.text);
  return cookieJar([login]);
}

/** The Cookie header without the access token: what a browser sends once that cookie expired. */
const withoutAccess = (cookie: string) =>
  cookie
    .split('; ')
    .filter((pair) => !pair.startsWith(`${COOKIE.accessToken}=`))
    .join('; ');

/** The Cookie header a browser sends after `answer`'s Set-Cookie lines were applied to `cookie`. */
function applyAnswer(cookie: string, answer: CallResult): string {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
  );
  for (const set of answer.cookies) {
    if (set.value === '' || set.attributes['max-age'] === '0') jar.delete(set.name);
    else jar.set(set.name, set.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

async function eventually(check: () => Promise<boolean>, what: string, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

test('two BFFs and two content APIs on one PostgreSQL and one bucket act as one platform', async (t) => {
  const deployment = await deploy(t);
  if (!deployment) return;
  const { apis, bffs, apiBalancer, front } = deployment;
  const [one, two] = bffs.map((bff) => bff.url) as [string, string];

  await t.test('signed in through one BFF, a member edits through the other', async () => {
    const cookie = await signIn(one);
    const created = await call(two, API.posts.create, {
      method: 'POST',
      host: HOST,
      headers: { ...WRITE, cookie },
      json: {
        url: '/two-replicas',
        title: 'Two replicas',
        post_status_id: POST_STATUS.published,
        post_type_id: POST_TYPE.page,
        post_body: { root: { props: {} }, content: [], zones: {} },
      },
    });
    assert.equal(created.status, 201, created.text);
    const { id } = json<{ id: number }>(created);

    const visitorBefore = await call(one, `${API.posts.byUrl}?url=/two-replicas`, { host: HOST });
    assert.equal(visitorBefore.status, 200, 'a visitor of the other BFF sees the new page');

    const renamed = await call(one, API.posts.data(id), {
      method: 'PUT',
      host: HOST,
      headers: { ...WRITE, cookie },
      json: { title: 'Two replicas, one collective' },
    });
    assert.equal(renamed.status, 200, renamed.text);
    for (const bff of [one, two]) {
      const staff = await call(bff, API.posts.one(id), { host: HOST, headers: { cookie } });
      assert.equal(
        json<{ title: string }>(staff).title,
        'Two replicas, one collective',
        'staff read on both',
      );
    }
    // the BFF that did not see the write serves its cached public answer until it expires
    await eventually(async () => {
      const visitor = await call(two, `${API.posts.byUrl}?url=/two-replicas`, { host: HOST });
      return json<{ data: { title: string } }>(visitor).data.title === 'Two replicas, one collective';
    }, 'the public page shows the new title on the other BFF');
  });

  await t.test(
    'a session refreshed on both BFFs at once stays one session, and both answers work',
    async () => {
      const cookie = await signIn(front.url);
      const sessionsBefore = json<{ data: unknown[] }>(
        await call(front.url, API.account.sessions, { host: HOST, headers: { cookie } }),
      ).data.length;
      const expired = withoutAccess(cookie);
      for (let round = 0; round < 4; round++) {
        const answers = await Promise.all(
          [one, two].map((bff) => call(bff, API.account.self, { host: HOST, headers: { cookie: expired } })),
        );
        for (const answer of answers) assert.equal(answer.status, 200, `round ${round}: ${answer.text}`);
        assert.ok(
          answers.every((a) => a.cookie(COOKIE.refreshToken)?.value),
          'each BFF refreshed and set new cookies',
        );
        // each browser tab goes on with what its BFF answered, on the other BFF
        const [onOne, onTwo] = answers.map((answer) => applyAnswer(expired, answer)) as [string, string];
        for (const [next, bff] of [
          [onOne, two],
          [onTwo, one],
        ] as const) {
          const again = await call(bff, API.account.self, { host: HOST, headers: { cookie: next } });
          assert.equal(again.status, 200, `round ${round}: the refreshed session works on the other BFF`);
          assert.equal(again.cookie(COOKIE.refreshToken), undefined, 'without refreshing again');
        }
      }
      const after = await call(front.url, API.account.sessions, { host: HOST, headers: { cookie } });
      assert.equal(after.status, 200, after.text);
      assert.equal(
        json<{ data: unknown[] }>(after).data.length,
        sessionsBefore,
        'still one session (one family)',
      );
    },
  );

  await t.test('an image uploaded through one BFF is served by the other, from the bucket', async () => {
    const cookie = await signIn(one);
    const image = await sharp({
      create: { width: 800, height: 500, channels: 3, background: { r: 200, g: 90, b: 20 } },
    })
      .jpeg()
      .toBuffer();
    const form = multipart([
      { name: 'alt', data: 'An orange truck' },
      { name: 'file', filename: 'truck.jpg', type: 'image/jpeg', data: image },
    ]);
    const upload = await call(one, API.media, {
      method: 'POST',
      host: HOST,
      headers: { ...WRITE, cookie, 'content-type': form.contentType },
      body: form.payload,
    });
    assert.equal(upload.status, 201, upload.text);
    const { url } = json<{ data: { url: string } }>(upload).data;
    for (const bff of [two, front.url, front.url]) {
      const served = await call(bff, url, { host: HOST });
      assert.equal(served.status, 200, `${url} through ${bff}`);
      assert.equal(served.headers['content-type'], 'image/webp');
    }
    const listed = await call(two, API.media, { host: HOST, headers: { cookie } });
    assert.ok(
      json<{ data: { url: string }[] }>(listed).data.some((m) => m.url === url),
      'the other BFF lists it',
    );
  });

  await t.test('the throttles count across processes', async () => {
    // five wrong passwords for one account, spread over both BFFs and so both APIs: the sixth
    // attempt at once is held back, which per-process counting (three each) would not do
    const wrong = { email: 'nobody-here@collective.test', password: 'not-the-password' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const attempt = await call(i % 2 === 0 ? one : two, API.auth.login, {
        method: 'POST',
        host: HOST,
        headers: WRITE,
        json: wrong,
      });
      statuses.push(attempt.status);
    }
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429], 'the sixth is throttled');

    // the form limit: five requests from one address per window, wherever they land
    const formStatuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const sent = await call(i % 2 === 0 ? one : two, API.formSubmissions('contact'), {
        method: 'POST',
        host: HOST,
        headers: WRITE,
        json: { name: 'Ana', email: 'ana@example.test', message: `Hello ${i}` },
      });
      formStatuses.push(sent.status);
    }
    assert.deepEqual(formStatuses, [201, 201, 201, 201, 201, 429], 'the sixth form is refused');
  });

  const [toApiOne, toApiTwo] = apiBalancer.counts() as [number, number];
  assert.ok(toApiOne > 10 && toApiTwo > 10, `both APIs served (${toApiOne}, ${toApiTwo})`);
  const [toBffOne, toBffTwo] = front.counts() as [number, number];
  assert.ok(toBffOne > 0 && toBffTwo > 0, `both BFFs served through the front (${toBffOne}, ${toBffTwo})`);
  for (const part of [...apis, ...bffs.map((bff) => bff.process)])
    assert.doesNotMatch(part.output(), /"level":5\d|unhandled|TypeError/, 'no errors logged');
});
