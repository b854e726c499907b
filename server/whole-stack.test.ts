/**
 * The whole stack over HTTP: the BFF in front of the embedded content API on a fresh DATA_DIR.
 * Sign in through the BFF (tokens end up in cookies only), create a post, publish it, and read it
 * as an anonymous visitor by its url — on its own site and not on another.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { OWNER, startStack } from './test-support/stack-harness.ts';
import { call, cookieJar } from './test-support/test-client.ts';

t.test('sign in, create a post, read it publicly by url', async (t) => {
  const { bff } = await startStack(t, 'whole-stack');
  const host = 'localhost:3000';
  const write = { 'x-csrf': '1', origin: 'http://localhost:3000' };

  const wrong = await call(bff.url, API.auth.login, {
    method: 'POST',
    host,
    headers: write,
    json: { email: OWNER.email, password: 'wrong-password' },
  });
  t.equal(wrong.status, 401);
  t.notOk(wrong.cookie('access_token')?.value, 'no session from a wrong password');

  const login = await call(bff.url, API.auth.login, {
    method: 'POST',
    host,
    headers: write,
    json: { ...OWNER },
  });
  t.equal(login.status, 200, login.text);
  t.notMatch(login.text, /access_token|refresh_token/, 'no token in the body');
  const cookie = cookieJar([login]);

  const account = await call(bff.url, API.account.self, { host, headers: { cookie } });
  t.equal(account.status, 200);
  t.match(account.json, { data: { user: { email: OWNER.email } } });

  const body = {
    root: { props: {} },
    content: [{ type: 'RichText', props: { id: 'text-1', title: '', html: '<p>Smoked all night.</p>' } }],
    zones: {},
  };
  const created = await call(bff.url, API.posts.create, {
    method: 'POST',
    host,
    headers: { ...write, cookie },
    json: {
      url: '/brisket-night',
      title: 'Brisket night',
      post_status_id: POST_STATUS.draft,
      post_type_id: POST_TYPE.blog,
      post_body: body,
    },
  });
  t.equal(created.status, 201, created.text);
  // docs/product.md#api lists POST /api/posts among the calls answering the bare object
  const id = (created.json as { id: number }).id;

  const hidden = await call(bff.url, `${API.posts.byUrl}?url=/brisket-night`, { host });
  t.equal(hidden.status, 404, 'a draft is not public');

  const published = await call(bff.url, API.posts.status(id), {
    method: 'PUT',
    host,
    headers: { ...write, cookie },
    json: { post_status_id: POST_STATUS.published },
  });
  t.equal(published.status, 200, published.text);

  const visitor = await call(bff.url, `${API.posts.byUrl}?url=/brisket-night`, { host });
  t.equal(visitor.status, 200, visitor.text);
  t.match(visitor.json, { data: { title: 'Brisket night', url: '/brisket-night', post_body: body } });

  const otherSite = await call(bff.url, `${API.posts.byUrl}?url=/brisket-night`, {
    host: 'tacos.localhost:3000',
  });
  t.equal(otherSite.status, 404, 'another site does not see it');

  const logout = await call(bff.url, '/bff/logout', { method: 'POST', host, headers: { ...write, cookie } });
  t.equal(logout.status, 204);
  const after = await call(bff.url, API.account.self, { host, headers: { cookie } });
  t.equal(after.status, 401, 'the old cookies no longer work: the session was revoked upstream');
});
