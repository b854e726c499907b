import t from 'tap';
import { createHarness, EMAILS, login } from '../testing/api-test-harness.ts';
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
