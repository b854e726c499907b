/**
 * Scheduled publishing: a post given `publish_at` goes live when the scheduler runs at or after
 * that time (nobody signed in), with the page built for it (its builder draft, docs/decisions/034),
 * `unpublish_at` takes it back to draft, each schedule is cleared once carried out and leaves a
 * revision; impossible or out-of-order times are refused.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { runDueSchedules } from '../../posts/publication-scheduler.ts';
import { client, login } from '../../testing/api-calls.ts';
import { anotherApiProcess, createHarness } from '../../testing/api-test-harness.ts';
import { editorWithPost, pagePost, richTextDocument as rich } from '../../testing/post-fixtures.ts';
import { EMAILS } from '../../testing/seeded-staff.ts';

t.test('a scheduled post goes live, then off, at its times', async (t) => {
  const { app, token, id } = await editorWithPost(t, pagePost('/winter-menu', 'Winter menu'));
  const live = '2031-01-10T18:00:00Z';
  const off = '2031-03-01T09:30:00Z';
  const scheduled = await client(app, token).put(API.posts.data(id), { publish_at: live, unpublish_at: off });
  t.equal(scheduled.status, 200, JSON.stringify(scheduled.body));
  t.match(scheduled.body, { publish_at: live, unpublish_at: off, post_status_id: 1 });
  const publicPage = async () => (await client(app).get(`${API.posts.byUrl}?url=/winter-menu`)).status;
  t.equal(await publicPage(), 404, 'not public before its time');

  t.equal(await runDueSchedules(app, new Date('2031-01-10T17:59:59Z')), 0, 'a second early: nothing');
  t.equal(await runDueSchedules(app, new Date('2031-01-10T18:00:00Z')), 1, 'at its time: published');
  t.equal(await publicPage(), 200);
  const after = await client(app, token).get(API.posts.one(id));
  t.match(
    after.body,
    { post_status_id: 2, publish_at: null, unpublish_at: off },
    'the done schedule is cleared',
  );
  t.equal(await runDueSchedules(app, new Date('2031-01-11T00:00:00Z')), 0, 'carried out once');

  t.equal(await runDueSchedules(app, new Date('2031-03-01T09:30:00Z')), 1, 'and off at its time');
  t.equal(await publicPage(), 404);
  const history = await client(app, token).get(API.posts.revisions(id));
  t.same(
    history.body.data
      .slice(0, 2)
      .map((r: { reason: string; created_by: unknown }) => [r.reason, r.created_by]),
    [
      ['status', null],
      ['status', null],
    ],
    'each carried-out schedule is a revision by nobody',
  );
});

t.test('two API processes on one database carry out each schedule once', async (t) => {
  const h = await createHarness(t);
  const { access_token: token } = await login(h.app, EMAILS.editor);
  const ids: number[] = [];
  for (let i = 0; i < 12; i++) {
    const created = await client(h.app, token).post(
      API.posts.create,
      pagePost(`/special-${i}`, `Special ${i}`),
    );
    ids.push(created.body.id);
    await client(h.app, token).put(API.posts.data(created.body.id), { publish_at: '2031-05-01T12:00:00Z' });
    // every other one has a page built for it
    if (i % 2 === 0) {
      await client(h.app, token).put(API.posts.draft(created.body.id), {
        post_body: rich(`<p>Built for special ${i}</p>`),
      });
    }
  }
  const other = await anotherApiProcess(t, h);
  const due = new Date('2031-05-01T12:00:00Z');
  const counts = await Promise.all([
    runDueSchedules(h.app, due),
    runDueSchedules(other, due),
    runDueSchedules(h.app, due),
    runDueSchedules(other, due),
  ]);
  t.equal(
    counts.reduce((a, b) => a + b, 0),
    ids.length,
    'every post published once in all',
  );
  for (const [i, id] of ids.entries()) {
    const history = await client(h.app, token).get(API.posts.revisions(id));
    const reasons = history.body.data.map((r: { reason: string }) => r.reason);
    t.same(reasons.slice(0, 1), [i % 2 === 0 ? 'body' : 'status'], `post ${id}: one publication`);
    t.equal(reasons.filter((r: string) => r === 'body' || r === 'status').length, 1);
    const live = await client(h.app).get(`${API.posts.byUrl}?url=/special-${i}`);
    t.equal(
      JSON.stringify(live.body.data.post_body).includes(`Built for special ${i}`),
      i % 2 === 0,
      `post ${id}: live with its draft when it had one`,
    );
  }
});

t.test('a scheduled page goes live with what was built for it (issue 24)', async (t) => {
  const { app, token, id } = await editorWithPost(
    t,
    pagePost('/friday', 'Friday special', { post_body: rich('') }),
  );
  // built in the page builder (its autosave), then scheduled on the edit screen
  await client(app, token).put(API.posts.draft(id), { post_body: rich('<p>Fish tacos, two for one</p>') });
  await client(app, token).put(API.posts.data(id), { publish_at: '2031-06-06T17:00:00Z', post_status_id: 1 });
  const waiting = await client(app, token).get(API.posts.drafts);
  t.match(
    waiting.body.data,
    [{ id, title: 'Friday special', post_status_id: 1, publish_at: '2031-06-06T17:00:00Z' }],
    'waiting, and when it goes live',
  );

  t.equal(await runDueSchedules(app, new Date('2031-06-06T17:00:00Z')), 1);
  const live = await client(app).get(`${API.posts.byUrl}?url=/friday`);
  t.equal(live.status, 200);
  t.match(JSON.stringify(live.body.data.post_body), /Fish tacos, two for one/, 'the built page is live');
  t.same((await client(app, token).get(API.posts.draft(id))).body, { data: null });
  t.same((await client(app, token).get(API.posts.drafts)).body, { data: [] });
  const history = await client(app, token).get(API.posts.revisions(id));
  t.match(history.body.data[0], { reason: 'body', created_by: null }, 'a page published, by nobody');
});

t.test('work saved while a schedule is carried out stays the draft', async (t) => {
  const { app, token, id } = await editorWithPost(t, pagePost('/late', 'Late'));
  const draft = (html: string) => client(app, token).put(API.posts.draft(id), { post_body: rich(html) });
  await draft('<p>First</p>');
  await client(app, token).put(API.posts.data(id), { publish_at: '2031-06-06T17:00Z' });
  // the scheduler's statement, then an autosave, before the scheduler drops the draft it published
  const { published } = await app.stores.posts.applySchedules(new Date('2031-06-06T17:00:00Z'));
  t.match(published[0]?.post_body, /First/);
  await draft('<p>Second</p>');
  t.equal(await app.stores.drafts.discardIfSame(id, published[0]?.post_body ?? ''), false);
  const kept = await client(app, token).get(API.posts.draft(id));
  t.match(JSON.stringify(kept.body.data.post_body), /Second/, 'the newer work is still the draft');
});

t.test('times must be real and in order; null clears a schedule', async (t) => {
  const { app, token, id } = await editorWithPost(t, pagePost('/pop-up', 'Pop-up'));
  const put = (payload: unknown) => client(app, token).put(API.posts.data(id), payload);
  for (const [payload, field, why] of [
    [{ publish_at: '2031-02-30T10:00:00Z' }, 'publish_at', 'no 30 February'],
    [{ publish_at: '2031-01-10 18:00' }, 'publish_at', 'not ISO 8601 UTC'],
    [{ publish_at: '2031-01-10T18:00:00+02:00' }, 'publish_at', 'UTC only'],
    [
      { publish_at: '2031-05-01T10:00Z', unpublish_at: '2031-04-01T10:00Z' },
      'unpublish_at',
      'off before live',
    ],
  ] as const) {
    const refused = await put(payload);
    t.equal(refused.status, 400, why);
    t.ok(
      refused.body.errors?.[field] ?? refused.body.errors?.[`body.${field}`] ?? refused.body.errors?.body,
      why,
    );
  }
  const unchanged = await client(app, token).get(API.posts.one(id));
  t.match(unchanged.body, { publish_at: null, unpublish_at: null }, 'nothing was stored');

  t.equal((await put({ publish_at: '2031-05-01T10:00Z' })).status, 200);
  const cleared = await put({ publish_at: null });
  t.equal(cleared.body.publish_at, null, 'null clears the schedule');
});
