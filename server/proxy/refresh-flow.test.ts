/** 401 handling: single-flight refresh, replay after 500 ms, failed refresh ends the session. */
import t from 'tap';
import { REFRESH_SETTLED_MS } from '#shared/limits.ts';
import { fakeJwt, sessionCookieHeader, startProxyPair } from '../test-support/bff-harness.ts';
import { json, type RecordedRequest } from '../test-support/recording-upstream.ts';
import { call } from '../test-support/test-client.ts';

const later = () => Math.floor(Date.now() / 1000) + 900;
const FRESH = fakeJwt(later(), 'fresh');

/** An upstream that accepts only FRESH and refreshes `R1` (slowly, to widen the race window). */
function apiAcceptingFresh(
  options: { refreshStatus?: number; refreshDelayMs?: number; rotateOnce?: boolean } = {},
) {
  let rotated = false;
  return async (req: RecordedRequest, res: import('node:http').ServerResponse) => {
    if (req.url === '/api/auth/refresh-tokens') {
      await new Promise((r) => setTimeout(r, options.refreshDelayMs ?? 50));
      if (options.refreshStatus && options.refreshStatus !== 200) {
        return json(res, options.refreshStatus, {
          statusCode: options.refreshStatus,
          message: 'Invalid refresh token',
        });
      }
      if (req.headers.authorization !== 'Bearer R1' || (options.rotateOnce && rotated))
        return json(res, 401, { statusCode: 401, message: 'reused' });
      rotated = true;
      return json(res, 200, { data: { access_token: FRESH, refresh_token: 'R2' } });
    }
    if (req.headers.authorization === `Bearer ${FRESH}`)
      return json(res, 200, { data: { ok: true, body: req.body } });
    return json(res, 401, { statusCode: 401, message: 'Unauthorized' });
  };
}

async function setup(
  t: { teardown(fn: () => unknown): void },
  handler: ReturnType<typeof apiAcceptingFresh>,
) {
  const { upstream, bff } = await startProxyPair(t, handler);
  return { upstream, bff };
}

// an access token the BFF believes valid (so no proactive refresh) but the API rejects
const expiredButUnknown = sessionCookieHeader({
  access: 'revoked-access',
  accessExp: Date.now() + 600_000,
  refresh: 'R1',
});

t.test('a 401 triggers one refresh, new cookies, and one replay after 500 ms', async (t) => {
  const { bff, upstream } = await setup(t, apiAcceptingFresh());
  const started = Date.now();
  const answer = await call(bff.url, '/api/posts/by-type?type=1', {
    host: 'localhost',
    headers: { cookie: expiredButUnknown },
  });
  const elapsed = Date.now() - started;
  t.equal(answer.status, 200);
  t.same(
    upstream.requests.map((r) => r.url),
    ['/api/posts/by-type?type=1', '/api/auth/refresh-tokens', '/api/posts/by-type?type=1'],
  );
  t.equal(
    upstream.requests[1]?.headers.authorization,
    'Bearer R1',
    'refresh with the refresh token as bearer',
  );
  t.equal(upstream.requests[1]?.headers['x-forwarded-for'], 'localhost');
  t.equal(upstream.requests[2]?.headers.authorization, `Bearer ${FRESH}`, 'replayed with the new token');
  t.ok(elapsed >= 500, `replayed after the 500 ms delay (${elapsed} ms)`);
  t.ok(answer.cookie('access_token') && answer.cookie('refresh_token'), 'both cookies replaced');
});

t.test('a buffered POST body is replayed identically after the refresh', async (t) => {
  const { bff, upstream } = await setup(t, apiAcceptingFresh());
  const answer = await call(bff.url, '/api/posts', {
    method: 'POST',
    host: 'localhost',
    headers: { cookie: expiredButUnknown, 'x-csrf': '1' },
    json: { title: 'Brisket' },
  });
  t.equal(answer.status, 200);
  const posts = upstream.to('/api/posts');
  t.equal(posts.length, 2);
  t.equal(posts[1]?.body, '{"title":"Brisket"}');
});

t.test('20 concurrent requests with the same expired token cause exactly one refresh', async (t) => {
  const { bff, upstream } = await setup(t, apiAcceptingFresh({ refreshDelayMs: 150 }));
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      call(bff.url, `/api/faqs?n=${i}`, { host: 'localhost', headers: { cookie: expiredButUnknown } }),
    ),
  );
  t.same(
    answers.map((a) => a.status),
    Array(20).fill(200),
    'every request succeeded',
  );
  t.equal(upstream.to('/api/auth/refresh-tokens').length, 1, 'exactly one refresh upstream');
  t.equal(bff.app.bffContext.refresher.upstreamCalls, 1);
});

t.test('a 401 arriving just after the refresh reuses its result', async (t) => {
  const { bff, upstream } = await setup(t, apiAcceptingFresh());
  await call(bff.url, '/api/faqs', { host: 'localhost', headers: { cookie: expiredButUnknown } });
  const second = await call(bff.url, '/api/faqs', {
    host: 'localhost',
    headers: { cookie: expiredButUnknown },
  });
  t.equal(second.status, 200, 'an old tab with the rotated token still succeeds');
  t.equal(upstream.to('/api/auth/refresh-tokens').length, 1);
});

t.test('a rotated refresh cookie replayed after the settled window is not given the new pair', async (t) => {
  t.ok(REFRESH_SETTLED_MS < 10_000, 'the window is shorter than the API grace window');
  // an API past its grace window: R1 was rotated once and is refused from then on
  const { bff, upstream } = await setup(t, apiAcceptingFresh({ rotateOnce: true }));
  const first = await call(bff.url, '/api/faqs', {
    host: 'localhost',
    headers: { cookie: expiredButUnknown },
  });
  t.equal(first.status, 200);
  await new Promise((resolve) => setTimeout(resolve, REFRESH_SETTLED_MS + 300));
  const replay = await call(bff.url, '/api/faqs', {
    host: 'localhost',
    headers: { cookie: expiredButUnknown },
  });
  t.equal(replay.status, 401, 'the stolen, rotated cookie no longer gets the live pair');
  t.equal(upstream.to('/api/auth/refresh-tokens').length, 2, 'the replay went to the API, which refused it');
  t.notOk(replay.cookie('access_token')?.value, 'no new access token for the replay: the cookie is cleared');
});

t.test('a refused refresh clears both cookies and answers 401', async (t) => {
  const { bff, upstream } = await setup(t, apiAcceptingFresh({ refreshStatus: 401 }));
  const answer = await call(bff.url, '/api/account', {
    host: 'localhost',
    headers: { cookie: expiredButUnknown },
  });
  t.equal(answer.status, 401);
  t.same(answer.json, { statusCode: 401, message: 'Your session has expired. Please sign in again.' });
  for (const name of ['access_token', 'refresh_token']) {
    const cleared = answer.cookie(name);
    t.ok(cleared, `${name} cleared`);
    t.equal(cleared?.value, '');
  }
  t.equal(upstream.to('/api/account').length, 1, 'not replayed');
});

t.test('a 401 without a refresh token clears the session and passes the answer through', async (t) => {
  const { bff, upstream } = await setup(t, apiAcceptingFresh());
  const answer = await call(bff.url, '/api/account', {
    host: 'localhost',
    headers: { cookie: sessionCookieHeader({ access: 'only-access', accessExp: Date.now() + 600_000 }) },
  });
  t.equal(answer.status, 401);
  t.same(answer.json, { statusCode: 401, message: 'Unauthorized' });
  t.equal(answer.cookie('access_token')?.value, '');
  t.equal(upstream.to('/api/auth/refresh-tokens').length, 0);
});

t.test('an API that cannot refresh (5xx) answers 502 and keeps the session', async (t) => {
  const { bff } = await setup(t, apiAcceptingFresh({ refreshStatus: 503 }));
  const answer = await call(bff.url, '/api/account', {
    host: 'localhost',
    headers: { cookie: expiredButUnknown },
  });
  t.equal(answer.status, 502);
  t.notOk(answer.cookie('refresh_token'), 'cookies untouched');
});

t.test('an access token about to expire is refreshed before proxying', async (t) => {
  const { bff, upstream } = await setup(t, apiAcceptingFresh());
  const expiring = sessionCookieHeader({
    access: 'nearly-expired',
    accessExp: Date.now() + 10_000,
    refresh: 'R1',
  });
  const answer = await call(bff.url, '/api/account', { host: 'localhost', headers: { cookie: expiring } });
  t.equal(answer.status, 200);
  t.same(
    upstream.requests.map((r) => r.url),
    ['/api/auth/refresh-tokens', '/api/account'],
    'refresh first, no 401',
  );
  t.equal(upstream.requests[1]?.headers.authorization, `Bearer ${FRESH}`);

  upstream.requests.length = 0;
  const onlyRefresh = sessionCookieHeader({ refresh: 'R1' });
  const again = await call(bff.url, '/api/account', { host: 'localhost', headers: { cookie: onlyRefresh } });
  t.equal(again.status, 200, 'a missing access token is refreshed too');
});
