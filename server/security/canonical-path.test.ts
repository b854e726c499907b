import t from 'tap';
import { startProxyPair } from '../test-support/bff-harness.ts';
import { json } from '../test-support/recording-upstream.ts';
import { call, rawRequest } from '../test-support/test-client.ts';
import { isCanonicalPath } from './canonical-path.ts';

t.test('canonical paths pass, disguised ones do not', async (t) => {
  for (const ok of [
    '/',
    '/api/faqs',
    '/api/posts/by-url?url=%2Fabout',
    '/members/',
    '/caf%C3%A9',
    '/a%20b',
    '/x?y=..',
  ]) {
    t.ok(isCanonicalPath(ok), ok);
  }
  for (const bad of [
    '/%61pi/auth/login',
    '/api/%61uth/login',
    '/api/auth%2Flogin',
    '/api/x/../auth/login',
    '/api/./auth/login',
    '/api/%2e%2e/auth',
    '//api/faqs',
    '/api//auth/login',
    '/api\\auth',
    '/api/%5cauth',
    '/api/%7Eadmin',
    'http://169.254.169.254/api/faqs',
    '*',
  ]) {
    t.notOk(isCanonicalPath(bad), bad);
  }
});

t.test('through the BFF: a disguised path is refused before any guard or proxy', async (t) => {
  const { bff, upstream } = await startProxyPair(t, (_req, res) =>
    json(res, 200, { data: { access_token: 'LEAK-A', refresh_token: 'LEAK-R' } }),
  );
  for (const path of [
    '/api/%61uth/login',
    '/%61pi/faqs',
    '/api/x/../auth/login',
    '/api//auth/login',
    '/api/./faqs',
  ]) {
    const answer = await rawRequest(bff.url, `POST ${path}`, {
      host: 'localhost',
      'x-csrf': '1',
      'content-type': 'application/json',
      'content-length': '2',
    });
    t.equal(answer.status, 400, path);
    t.match(answer.text, /Malformed request path/);
    t.notMatch(answer.text, /LEAK/);
  }
  t.equal(upstream.requests.length, 0, 'nothing forwarded');
  const real = await call(bff.url, '/api/auth/login', {
    method: 'POST',
    host: 'localhost',
    headers: { 'x-csrf': '1' },
    json: {},
  });
  t.equal(real.status, 200);
  t.notMatch(real.text, /LEAK/, 'the canonical path has its tokens moved into cookies');
});
