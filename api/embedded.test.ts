import { statSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { parseApiEnv } from './config/api-env.ts';
import { JWT_SECRET_FILE } from './config/jwt-secret.ts';
import { SQLITE_FILE_NAME } from './db/sqlite-database.ts';
import { startEmbeddedApi } from './embedded.ts';
import { createEmptyTestDatabase, TEST_ENGINE } from './testing/test-database.ts';

/** The API's environment with the run's engine: PostgreSQL (an empty database) or SQLite in DATA_DIR. */
async function engineEnv(t: { teardown(fn: () => unknown): void }) {
  return parseApiEnv({ ...process.env, DATABASE_URL: await createEmptyTestDatabase(t) });
}

async function json(url: string, init: RequestInit = {}) {
  const res = await fetch(url, init);
  return { status: res.status, body: await res.json() };
}

const site = (host: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': host, ...extra });

t.test('embedded API: seeds once, listens on loopback, keeps data across restarts', async (t) => {
  const dataDir = t.testdir();
  const env = await engineEnv(t);
  const first = await startEmbeddedApi({
    env,
    dataDir,
    adminEmail: 'Boss@Example.test',
    adminPassword: 'embedded secret pw',
    logLevel: 'silent',
  });
  t.match(first.url, /^http:\/\/127\.0\.0\.1:\d+$/);
  t.same(await json(`${first.url}${API.health}`), { status: 200, body: { status: 'ok' } });
  if (TEST_ENGINE === 'sqlite') t.equal(statSync(join(dataDir, SQLITE_FILE_NAME)).isFile(), true);
  t.equal(statSync(join(dataDir, JWT_SECRET_FILE)).mode & 0o777, 0o600);

  for (const host of ['localhost', 'tacos.localhost', 'bbq.localhost']) {
    const home = await json(`${first.url}${API.posts.byUrl}?url=/`, { headers: site(host) });
    t.equal(home.status, 200, `${host} has a home page`);
    t.ok(home.body.data.post_body.content.length > 0);
    const colors = await json(`${first.url}${API.options.colors}`, { headers: site(host) });
    t.same(
      colors.body.map((c: { domain_color_type_id: number }) => c.domain_color_type_id),
      [1, 2, 4, 5, 7],
    );
    const menus = await json(`${first.url}${API.options.menus}`, { headers: site(host) });
    t.ok(menus.body.menuBody.header.some((item: { mode?: string }) => item.mode === 'dropdown'));
    const members = await json(`${first.url}${API.posts.published}?type=2`, { headers: site(host) });
    t.ok(members.body.data.length >= 2);
    const faqs = await json(`${first.url}${API.faqs}`, { headers: site(host) });
    t.ok(faqs.body.length >= 2);
  }
  const options = await json(`${first.url}${API.options.options}`, { headers: site('tacos.localhost') });
  t.equal(options.body.title, 'Taco Row');

  const login = await json(`${first.url}${API.auth.login}`, {
    method: 'POST',
    headers: site('localhost', { 'content-type': 'application/json' }),
    body: JSON.stringify({ email: 'boss@example.test', password: 'embedded secret pw' }),
  });
  t.equal(login.status, 200);
  const token = login.body.data.access_token;
  const created = await json(`${first.url}${API.posts.create}`, {
    method: 'POST',
    headers: site('localhost', { 'content-type': 'application/json', authorization: `Bearer ${token}` }),
    body: JSON.stringify({ url: '/kept', title: 'Kept', post_status_id: 2, post_type_id: 1 }),
  });
  t.equal(created.status, 201);
  await first.close();
  await first.close();

  const second = await startEmbeddedApi({ env, dataDir, logLevel: 'silent' });
  t.teardown(() => second.close());
  const kept = await json(`${second.url}${API.posts.byUrl}?url=/kept`, { headers: site('localhost') });
  t.equal(kept.status, 200, 'data survives a restart');
  const pages = await json(`${second.url}${API.posts.published}?type=1`, { headers: site('localhost') });
  t.equal(pages.body.data.filter((p: { url: string }) => p.url === '/').length, 1, 'no second seed');
  const refresh = await json(`${second.url}${API.auth.refreshTokens}`, {
    method: 'POST',
    headers: site('localhost', { authorization: `Bearer ${login.body.data.refresh_token}` }),
  });
  t.equal(refresh.status, 200, 'sessions survive a restart (secret kept in DATA_DIR)');
});

t.test('embedded API without ADMIN_* generates the owner and prints the password once', async (t) => {
  const dataDir = t.testdir();
  const env = await engineEnv(t);
  const printed: string[] = [];
  const original = console.log;
  console.log = (...args: unknown[]) => void printed.push(args.join(' '));
  let api: Awaited<ReturnType<typeof startEmbeddedApi>>;
  try {
    api = await startEmbeddedApi({ env, dataDir, logLevel: 'silent' });
  } finally {
    console.log = original;
  }
  t.teardown(() => api.close());
  const text = printed.join('\n');
  const password = /password: (\S+)/.exec(text)?.[1];
  t.ok(password, 'the password is printed');
  const login = await json(`${api.url}${API.auth.login}`, {
    method: 'POST',
    headers: site('localhost', { 'content-type': 'application/json' }),
    body: JSON.stringify({ email: 'admin@localhost', password }),
  });
  t.equal(login.status, 200);
  await api.close();

  const again: string[] = [];
  console.log = (...args: unknown[]) => void again.push(args.join(' '));
  try {
    api = await startEmbeddedApi({ env, dataDir, logLevel: 'silent' });
  } finally {
    console.log = original;
  }
  t.notMatch(again.join('\n'), /password:/, 'not printed again');
});
