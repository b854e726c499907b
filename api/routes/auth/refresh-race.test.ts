/**
 * Two API processes on one database rotating the same refresh token at the same moment (two BFF
 * replicas refreshing one session): both get the same new pair, round after round. On PostgreSQL
 * this needs the token's row lock (auth/refresh-sessions.ts). Not on SQLite: one SQLite file
 * has one API process (decision 002) — two connections in deferred transactions that read and
 * then write get SQLITE_BUSY — and within one process its one connection serialises rotations
 * (auth.test.ts covers that).
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { login } from '../../testing/api-calls.ts';
import { anotherApiProcess, createHarness } from '../../testing/api-test-harness.ts';
import { EMAILS, HOSTS } from '../../testing/seeded-staff.ts';
import { TEST_ENGINE } from '../../testing/test-database.ts';

const skip =
  TEST_ENGINE === 'postgres' ? false : 'several API processes need PostgreSQL: runs in npm run test:node:pg';

t.test('parallel rotations of one token on two processes give one pair', { skip }, async (t) => {
  const h = await createHarness(t);
  const other = await anotherApiProcess(t, h);
  const refresh = (app: typeof other, token: string) =>
    app.inject({
      method: 'POST',
      url: API.auth.refreshTokens,
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': HOSTS.main },
    });
  let token = (await login(h.app, EMAILS.admin)).refresh_token;
  for (let round = 1; round <= 8; round++) {
    const answers = await Promise.all([
      refresh(h.app, token),
      refresh(other, token),
      refresh(h.app, token),
      refresh(other, token),
    ]);
    t.same(
      answers.map((a) => a.statusCode),
      [200, 200, 200, 200],
      `round ${round}: every replica succeeds`,
    );
    const pairs = new Set(answers.map((a) => a.body));
    t.equal(pairs.size, 1, `round ${round}: one pair`);
    token = answers[0]?.json().data.refresh_token;
  }
});
