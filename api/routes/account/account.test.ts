import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { client, login } from '../../testing/api-calls.ts';
import { createHarness, signedIn } from '../../testing/api-test-harness.ts';
import { EMAILS, HOSTS, PASSWORD } from '../../testing/seeded-staff.ts';

t.test('GET and POST account', async (t) => {
  const { app, users, domains, token } = await signedIn(t, 'editor');
  const account = await client(app, token).get(API.account.self);
  t.same(account.body, {
    data: {
      user: { id: users.editor, firstname: 'editor', lastname: 'Tester', email: EMAILS.editor },
      domains: [{ id: domains.main, host: HOSTS.main }],
      roles: [{ id: 3 }],
      two_factor: false,
      domain: { id: domains.main, host: HOSTS.main },
    },
  });
  const updated = await client(app, token).post(API.account.self, {
    firstname: 'Eddie',
    email: 'Eddie@Example.test',
    current_password: PASSWORD,
  });
  t.equal(updated.status, 200);
  t.same(updated.body.data.user, {
    id: users.editor,
    firstname: 'Eddie',
    lastname: 'Tester',
    email: 'eddie@example.test',
  });
  const taken = await client(app, token).post(API.account.self, {
    email: EMAILS.admin,
    current_password: PASSWORD,
  });
  t.equal(taken.status, 409);
  t.ok(taken.body.errors.email);
  const bad = await client(app, token).post(API.account.self, { email: 'not-an-email' });
  t.equal(bad.status, 400);
  t.ok(bad.body.errors.email);
  t.equal((await client(app).get(API.account.self)).status, 401);

  const owner = await login(app, EMAILS.owner);
  const ownerAccount = await client(app, owner.access_token).get(API.account.self);
  t.equal(ownerAccount.body.data.domains.length, 2, 'owners see every domain');
});

t.test('change password: wrong current password refused; other sessions end', async (t) => {
  const { app } = await createHarness(t);
  const current = await login(app, EMAILS.editor);
  const other = await login(app, EMAILS.editor);
  const wrong = await client(app, current.access_token).post(API.account.changePassword, {
    password: 'wrong',
    new_password: 'another long one',
  });
  t.equal(wrong.status, 400);
  t.ok(wrong.body.errors.password);
  const short = await client(app, current.access_token).post(API.account.changePassword, {
    password: PASSWORD,
    new_password: 'short',
  });
  t.equal(short.status, 400);
  t.ok(short.body.errors.new_password);
  const ok = await client(app, current.access_token).post(API.account.changePassword, {
    password: PASSWORD,
    new_password: 'another long one',
  });
  t.same(ok, { status: 200, body: { data: {} } });
  t.equal((await client(app, current.access_token).get(API.account.self)).status, 200);
  t.equal((await client(app, other.access_token).get(API.account.self)).status, 401);
  await login(app, EMAILS.editor, HOSTS.main, 'another long one');
});

t.test('reset password by link: same answer for unknown emails, one-time token', async (t) => {
  const { app, mails } = await createHarness(t);
  const session = await login(app, EMAILS.editor);
  const resetMails = () => mails.filter((m) => m.kind === 'password-reset');
  const unknown = await client(app).post(API.account.resetPassword, { email: 'ghost@example.test' });
  t.same(unknown, { status: 200, body: { data: {} } });
  await app.mailQueue.idle();
  t.equal(resetMails().length, 0);
  const known = await client(app).post(API.account.resetPassword, { email: EMAILS.editor });
  t.same(known, { status: 200, body: { data: {} } });
  await app.mailQueue.idle();
  t.equal(resetMails().length, 1);
  const link = new URL(resetMails()[0]?.link ?? '');
  t.equal(link.hostname, HOSTS.main);
  t.equal(link.origin, 'http://localhost:3000', 'local sites link to the BFF port');
  t.equal(link.pathname, '/reset-password');
  const token = link.searchParams.get('token') ?? '';

  const weak = await client(app).post(API.account.resetPassword, { token, password: 'short' });
  t.equal(weak.status, 400);
  const set = await client(app).post(API.account.resetPassword, { token, password: 'brand new password' });
  t.same(set, { status: 200, body: { data: {} } });
  const again = await client(app).post(API.account.resetPassword, {
    token,
    password: 'brand new password 2',
  });
  t.equal(again.status, 400);
  t.ok(again.body.errors.token);
  t.equal((await client(app, session.access_token).get(API.account.self)).status, 401, 'old sessions end');
  await login(app, EMAILS.editor, HOSTS.main, 'brand new password');
});
