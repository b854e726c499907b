/**
 * A link to set the password instead of a typed one (issue 9): mailed when an account is made
 * with `send_password_link`, or sent again from the users screen; it reuses the reset tokens and
 * opens the reset page, and lasts seven days.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { ROLE } from '#shared/ids/roles.ts';
import { PASSWORD_SET_TOKEN_TTL_SECONDS } from '../../accounts/password-resets.ts';
import type { PasswordSetMail } from '../../mail/mailer.ts';
import { client, login } from '../../testing/api-calls.ts';
import { signedIn } from '../../testing/api-test-harness.ts';
import { EMAILS } from '../../testing/seeded-staff.ts';

const NEW_USER = {
  email: 'Linked.Cook@Example.test',
  firstname: 'Linked',
  lastname: 'Cook',
  role_id: ROLE.editor,
};

const tokenOf = (mail: PasswordSetMail) => new URL(mail.link).searchParams.get('token') ?? '';

t.test('a new account gets a mailed link that sets its first password', async (t) => {
  const { app, mails, token: admin } = await signedIn(t, 'admin');
  const created = await client(app, admin).post(API.users, { ...NEW_USER, send_password_link: true });
  t.equal(created.status, 201, JSON.stringify(created.body));
  await app.mailQueue.idle();
  t.equal(mails.length, 1);
  const mail = mails[0] as PasswordSetMail;
  t.match(mail, {
    kind: 'password-set',
    to: 'linked.cook@example.test',
    siteName: 'Main Street Trucks',
    sentBy: 'admin Tester',
    validDays: 7,
    link: /^http:\/\/localhost:\d+\/reset-password\?token=[\w-]{20,}$/,
  });

  const set = await client(app).post(API.account.resetPassword, {
    token: tokenOf(mail),
    password: 'my very own password',
  });
  t.equal(set.status, 200);
  const session = await login(app, 'linked.cook@example.test', undefined, 'my very own password');
  t.type(session.access_token, 'string', 'the new user signs in with the password it chose');
  const reused = await client(app).post(API.account.resetPassword, {
    token: tokenOf(mail),
    password: 'another password!',
  });
  t.equal(reused.status, 400, 'the link works once');
});

t.test('a password link sent again lasts seven days', async (t) => {
  const { app, db, mails, users, token: admin } = await signedIn(t, 'admin');
  const sent = await client(app, admin).post(API.userPasswordLink(users.editor));
  t.equal(sent.status, 200);
  t.same(sent.body, { data: {} });
  await app.mailQueue.idle();
  t.match(mails, [{ kind: 'password-set', to: EMAILS.editor }]);
  const rows = await db.selectFrom('password_resets').select('expires_at').execute();
  t.equal(rows.length, 1);
  const life = (rows[0]?.expires_at ?? 0) - Math.floor(Date.now() / 1000);
  t.ok(Math.abs(life - PASSWORD_SET_TOKEN_TTL_SECONDS) < 60, `valid seven days (${life} s)`);
  t.equal(PASSWORD_SET_TOKEN_TTL_SECONDS, 7 * 24 * 60 * 60);
});

t.test('a password must be typed or linked, and the link is refused where it makes no sense', async (t) => {
  const { app, mails, users, token: admin } = await signedIn(t, 'admin');
  const neither = await client(app, admin).post(API.users, NEW_USER);
  t.equal(neither.status, 400);
  t.match(neither.body.errors.password, [/Type a password, or send a link/]);
  const both = await client(app, admin).post(API.users, {
    ...NEW_USER,
    password: 'a long password',
    send_password_link: true,
  });
  t.equal(both.status, 400);
  t.ok(both.body.errors.send_password_link);
  const typed = await client(app, admin).post(API.users, {
    ...NEW_USER,
    password: 'a long password',
    send_password_link: false,
  });
  t.equal(typed.status, 201, 'a typed password with the link turned off');

  const self = await client(app, admin).post(API.userPasswordLink(users.admin));
  t.equal(self.status, 400, 'not to oneself: the profile changes one’s own password');
  t.equal(
    (await client(app, admin).post(API.userPasswordLink(users.owner))).status,
    404,
    'an admin does not see owners',
  );
  await client(app, admin).post(API.userDeactivate(users.editor));
  const deactivated = await client(app, admin).post(API.userPasswordLink(users.editor));
  t.equal(deactivated.status, 409, 'a deactivated account gets no link');
  const reset = await client(app).post(API.account.resetPassword, { email: EMAILS.editor });
  t.equal(reset.status, 200, 'the public reset answers as always');
  await app.mailQueue.idle();
  t.same(mails, [], 'and mails nothing to a deactivated account');
});

t.test('an admin sends no link to an account that also works on a site it does not manage', async (t) => {
  const { app, domains, mails, token: owner } = await signedIn(t, 'owner');
  const shared = await client(app, owner).post(API.users, {
    ...NEW_USER,
    email: 'both@example.test',
    password: 'a long password',
    domain_ids: [domains.main, domains.tacos],
  });
  t.equal(shared.status, 201, JSON.stringify(shared.body));
  const id: number = shared.body.data.id;
  const { access_token: admin } = await login(app, EMAILS.admin);
  t.equal((await client(app, admin).get(API.user(id))).status, 200, 'the admin sees it');
  const setPassword = await client(app, admin).put(API.user(id), { password: 'taken over!!' });
  t.equal(setPassword.status, 403, 'setting its password is refused…');
  t.equal((await client(app, admin).post(API.userDeactivate(id))).status, 403, '…and so is deactivating it…');
  const link = await client(app, admin).post(API.userPasswordLink(id));
  t.equal(link.status, 403, '…so a link that sets its password is too');
  t.equal(link.body.message, setPassword.body.message, 'for the same reason');
  await app.mailQueue.idle();
  t.same(mails, [], 'nothing is mailed');

  const byOwner = await client(app, owner).post(API.userPasswordLink(id));
  t.equal(byOwner.status, 200, 'an owner, who manages every site, may send it');
  await app.mailQueue.idle();
  t.match(mails, [{ kind: 'password-set', to: 'both@example.test' }]);
});
