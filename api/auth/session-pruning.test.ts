import t from 'tap';
import { toTimestamp } from '../db/timestamps.ts';
import { login } from '../testing/api-calls.ts';
import { createHarness } from '../testing/api-test-harness.ts';
import { EMAILS } from '../testing/seeded-staff.ts';
import { hashToken } from './refresh-sessions.ts';
import { pruneAuthTables } from './session-pruning.ts';

t.test('pruning drops expired tokens and dead families, keeps live sessions', async (t) => {
  const { app, db } = await createHarness(t);
  const live = await login(app, EMAILS.admin);
  const dead = await login(app, EMAILS.editor);
  await db
    .updateTable('refresh_tokens')
    .set({ expires_at: 1 })
    .where('token_hash', '=', hashToken(dead.refresh_token))
    .execute();
  await pruneAuthTables(db);
  const tokens = await db.selectFrom('refresh_tokens').select('token_hash').execute();
  t.same(
    tokens.map((r) => r.token_hash),
    [hashToken(live.refresh_token)],
  );
  const families = await db.selectFrom('session_families').select('user_id').execute();
  t.equal(families.length, 1, 'the family without tokens is gone');
});

t.test(
  'a session unused for longer than a refresh token lives is over: not listed, then pruned',
  async (t) => {
    const { app, db } = await createHarness(t);
    const idle = await login(app, EMAILS.admin);
    const recent = await login(app, EMAILS.admin);
    const stamp = (daysAgo: number) => toTimestamp(new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000));
    const familyOf = async (token: string) =>
      (
        await db
          .selectFrom('refresh_tokens')
          .select('family_id')
          .where('token_hash', '=', hashToken(token))
          .executeTakeFirstOrThrow()
      ).family_id;
    const idleFamily = await familyOf(idle.refresh_token);
    const recentFamily = await familyOf(recent.refresh_token);
    // last used 31 and 29 days ago; their refresh tokens have not expired (a token's own expiry is
    // not what ends an idle session)
    await db
      .updateTable('session_families')
      .set({ last_used_at: stamp(31), created_at: stamp(40) })
      .where('id', '=', idleFamily)
      .execute();
    await db
      .updateTable('session_families')
      .set({ last_used_at: stamp(29), created_at: stamp(40) })
      .where('id', '=', recentFamily)
      .execute();
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', EMAILS.admin)
      .executeTakeFirstOrThrow();

    const listed = await app.refreshSessions.listActiveOfUser(admin.id);
    t.same(
      listed.map((session) => session.familyId),
      [recentFamily],
      'the idle one is not listed among the active sessions',
    );

    await pruneAuthTables(db);
    const families = await db
      .selectFrom('session_families')
      .select('id')
      .where('user_id', '=', admin.id)
      .execute();
    t.same(
      families.map((row) => row.id),
      [recentFamily],
      'the idle session is deleted, the recent one stays',
    );
    const tokens = await db
      .selectFrom('refresh_tokens')
      .select('family_id')
      .where('family_id', '=', idleFamily)
      .execute();
    t.same(tokens, [], 'with its tokens');
  },
);
