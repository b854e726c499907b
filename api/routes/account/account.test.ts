import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { call, createHarness, EMAILS, HOSTS, login, PASSWORD } from '../../testing/api-test-harness.ts';

t.test('GET and POST account', async (t) => {
  const { app, users, domains } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const account = await call(app, { method: 'GET', url: API.account.self, token });
  t.same(account.body, {
    data: {
      user: { id: users.editor, firstname: 'editor', lastname: 'Tester', email: EMAILS.editor },
      domains: [{ id: domains.main, host: HOSTS.main }],
      roles: [{ id: 3 }],
      two_factor: false,
      domain: { id: domains.main, host: HOSTS.main },
    },
  });
  const updated = await call(app, {
    method: 'POST',
    url: API.account.self,
    token,
    payload: { firstname: 'Eddie', email: 'Eddie@Example.test', current_password: PASSWORD },
  });
  t.equal(updated.status, 200);
  t.same(updated.body.data.user, {
    id: users.editor,
    firstname: 'Eddie',
    lastname: 'Tester',
    email: 'eddie@example.test',
  });
  const taken = await call(app, {
    method: 'POST',
    url: API.account.self,
    token,
    payload: { email: EMAILS.admin, current_password: PASSWORD },
  });
  t.equal(taken.status, 409);
  t.ok(taken.body.errors.email);
  const bad = await call(app, {
    method: 'POST',
    url: API.account.self,
    token,
    payload: { email: 'not-an-email' },
  });
  t.equal(bad.status, 400);
  t.ok(bad.body.errors.email);
  t.equal((await call(app, { method: 'GET', url: API.account.self })).status, 401);

  const owner = await login(app, EMAILS.owner);
  const ownerAccount = await call(app, { method: 'GET', url: API.account.self, token: owner.access_token });
  t.equal(ownerAccount.body.data.domains.length, 2, 'owners see every domain');
});

t.test('change password: wrong current password refused; other sessions end', async (t) => {
  const { app } = await createHarness(t);
  const current = await login(app, EMAILS.editor);
  const other = await login(app, EMAILS.editor);
  const wrong = await call(app, {
    method: 'POST',
    url: API.account.changePassword,
    token: current.access_token,
    payload: { password: 'wrong', new_password: 'another long one' },
  });
  t.equal(wrong.status, 400);
  t.ok(wrong.body.errors.password);
  const short = await call(app, {
    method: 'POST',
    url: API.account.changePassword,
    token: current.access_token,
    payload: { password: PASSWORD, new_password: 'short' },
  });
  t.equal(short.status, 400);
  t.ok(short.body.errors.new_password);
  const ok = await call(app, {
    method: 'POST',
    url: API.account.changePassword,
    token: current.access_token,
    payload: { password: PASSWORD, new_password: 'another long one' },
  });
  t.same(ok, { status: 200, body: { data: {} } });
  t.equal(
    (await call(app, { method: 'GET', url: API.account.self, token: current.access_token })).status,
    200,
  );
  t.equal((await call(app, { method: 'GET', url: API.account.self, token: other.access_token })).status, 401);
  await login(app, EMAILS.editor, HOSTS.main, 'another long one');
});

t.test('reset password by link: same answer for unknown emails, one-time token', async (t) => {
  const { app, mails } = await createHarness(t);
  const session = await login(app, EMAILS.editor);
  const resetMails = () => mails.filter((m) => m.kind === 'password-reset');
  const unknown = await call(app, {
    method: 'POST',
    url: API.account.resetPassword,
    payload: { email: 'ghost@example.test' },
  });
  t.same(unknown, { status: 200, body: { data: {} } });
  await app.mailQueue.idle();
  t.equal(resetMails().length, 0);
  const known = await call(app, {
    method: 'POST',
    url: API.account.resetPassword,
    payload: { email: EMAILS.editor },
  });
  t.same(known, { status: 200, body: { data: {} } });
  await app.mailQueue.idle();
  t.equal(resetMails().length, 1);
  const link = new URL(resetMails()[0]?.link ?? '');
  t.equal(link.hostname, HOSTS.main);
  t.equal(link.origin, 'http://localhost:3000', 'local sites link to the BFF port');
  t.equal(link.pathname, '/reset-password');
  const token = link.searchParams.get('token') ?? '';

  const weak = await call(app, {
    method: 'POST',
    url: API.account.resetPassword,
    payload: { token, password: 'short' },
  });
  t.equal(weak.status, 400);
  const set = await call(app, {
    method: 'POST',
    url: API.account.resetPassword,
    payload: { token, password: 'brand new password' },
  });
  t.same(set, { status: 200, body: { data: {} } });
  const again = await call(app, {
    method: 'POST',
    url: API.account.resetPassword,
    payload: { token, password: 'brand new password 2' },
  });
  t.equal(again.status, 400);
  t.ok(again.body.errors.token);
  t.equal(
    (await call(app, { method: 'GET', url: API.account.self, token: session.access_token })).status,
    401,
    'old sessions end',
  );
  await login(app, EMAILS.editor, HOSTS.main, 'brand new password');
});
