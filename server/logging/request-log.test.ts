/** Logs: one line per request, credentials redacted, no token ever logged. */
import t from 'tap';
import { fakeJwt, sessionCookieHeader, startProxyPair } from '../test-support/bff-harness.ts';
import { json } from '../test-support/recording-upstream.ts';
import { call } from '../test-support/test-client.ts';
import { loggableUrl } from './logger-options.ts';

t.test('one line per request and no secret in any line', async (t) => {
  const ACCESS = fakeJwt(Math.floor(Date.now() / 1000) + 900, 'secret-subject');
  const { bff } = await startProxyPair(
    t,
    (req, res) => {
      if (req.url === '/api/auth/login')
        return json(res, 200, { data: { access_token: ACCESS, refresh_token: 'REFRESH-SECRET' } });
      if (req.url === '/api/auth/refresh-tokens')
        return json(res, 200, { data: { access_token: ACCESS, refresh_token: 'ROTATED-SECRET' } });
      if (req.headers.authorization === `Bearer ${ACCESS}`) return json(res, 200, { data: {} });
      return json(res, 401, { statusCode: 401, message: 'Unauthorized' });
    },
    { logLevel: 'trace' },
  );
  bff.logs.length = 0;
  await call(bff.url, '/api/auth/login', {
    method: 'POST',
    host: 'localhost',
    headers: { 'x-csrf': '1', authorization: 'Bearer BROWSER-SECRET' },
    json: { email: 'a@b.c', password: 'PASSWORD-SECRET' },
  });
  await call(bff.url, '/api/account', {
    host: 'localhost',
    headers: {
      cookie: sessionCookieHeader({
        access: 'OLD-ACCESS-SECRET',
        accessExp: Date.now() + 600_000,
        refresh: 'REFRESH-SECRET',
      }),
    },
  });
  await call(bff.url, '/reset-password?token=RESET-SECRET&x=1', { host: 'localhost' });

  const requestLines = bff.logs.filter((line) => JSON.parse(line).msg === 'request');
  t.equal(requestLines.length, 3, 'one line per request');
  const all = bff.logs.join('\n');
  for (const secret of [
    ACCESS,
    'REFRESH-SECRET',
    'ROTATED-SECRET',
    'BROWSER-SECRET',
    'PASSWORD-SECRET',
    'OLD-ACCESS-SECRET',
    'RESET-SECRET',
  ]) {
    t.notOk(all.includes(secret), `${secret.slice(0, 20)} is not logged`);
  }
  t.match(all, /reset-password\?token=%5Bredacted%5D&x=1/);
});

t.test('URLs lose the values of secret-looking query keys only', async (t) => {
  t.equal(loggableUrl('/api/posts?type=1'), '/api/posts?type=1');
  t.equal(loggableUrl('/x?code=123456&page=2'), '/x?code=%5Bredacted%5D&page=2');
  t.equal(loggableUrl('/plain'), '/plain');
});
