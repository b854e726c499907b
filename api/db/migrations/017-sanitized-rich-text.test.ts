/**
 * Migration 017 on a database an earlier version filled with hostile rich text: post bodies,
 * drafts, revisions and FAQ answers come out clean, everything else in them as it was.
 */
import { Migrator } from 'kysely/migration';
import t from 'tap';
import { openEmptyTestDatabase } from '../../testing/test-database.ts';
import { MIGRATIONS } from '../migrations.ts';

const HOSTILE = '<p>Text</p><script>window.x = 1</script><img src="/x.png" onerror="window.x = 2">';
const CLEAN = '<p>Text</p><img src="/x.png" />';

const body = (html: string) =>
  JSON.stringify({
    root: { props: { title: 'Page' } },
    content: [
      { type: 'RichText', props: { id: 'r1', title: '<b>kept as typed</b>', html } },
      { type: 'Unknown', props: { id: 'u1', html } },
    ],
    zones: { 'r1:side': [{ type: 'CallToAction', props: { id: 'c1', text: html, buttonUrl: '/about' } }] },
  });

t.test('stored rich text is sanitised; titles, unknown blocks and clean rows are left alone', async (t) => {
  const db = await openEmptyTestDatabase(t);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  t.notOk((await migrator.migrateTo('016-media-file-journal')).error);

  const at = '2026-01-01 00:00:00';
  const { id: domainId } = await db
    .insertInto('domains')
    .values({ host: 'a.localhost', name: 'A', created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const post = (url: string, html: string) => ({
    domain_id: domainId,
    public_id: `p-${url}`,
    post_type_id: 1,
    post_status_id: 2,
    url,
    title: 'Page',
    attributes: '{}',
    media: '{}',
    external_data: '{}',
    post_body: body(html),
    no_index: 0,
    no_follow: 0,
    show_in_sitemap: 1,
    position: 0,
    created_at: at,
    updated_at: at,
  });
  const [hostile, clean] = await db
    .insertInto('posts')
    .values([post('/hostile', HOSTILE), post('/clean', CLEAN)])
    .returning('id')
    .execute();
  const hostileId = Number(hostile?.id);
  await db
    .insertInto('post_drafts')
    .values({ post_id: hostileId, post_body: body(HOSTILE), saved_at: at, saved_by: null })
    .execute();
  await db
    .insertInto('post_revisions')
    .values({
      post_id: hostileId,
      created_at: at,
      created_by: null,
      reason: 'body',
      snapshot: JSON.stringify({ title: 'Page', url: '/hostile', post_body: body(HOSTILE) }),
    })
    .execute();
  await db
    .insertInto('faqs')
    .values({ domain_id: domainId, question: 'Q?', answer: HOSTILE, category_id: null, position: 0 })
    .execute();
  const cleanBefore = await db
    .selectFrom('posts')
    .select('post_body')
    .where('id', '=', Number(clean?.id))
    .executeTakeFirstOrThrow();

  t.notOk((await migrator.migrateToLatest()).error);

  const expected = JSON.parse(body(CLEAN));
  expected.content[1].props.html = HOSTILE; // a block no declaration knows is not walked
  const stored = await db
    .selectFrom('posts')
    .select('post_body')
    .where('id', '=', hostileId)
    .executeTakeFirstOrThrow();
  t.same(JSON.parse(stored.post_body), expected, 'the post body');
  const draft = await db.selectFrom('post_drafts').select('post_body').executeTakeFirstOrThrow();
  t.same(JSON.parse(draft.post_body), expected, 'the draft');
  const revision = await db.selectFrom('post_revisions').select('snapshot').executeTakeFirstOrThrow();
  const snapshot = JSON.parse(revision.snapshot) as { title: string; post_body: string };
  t.equal(snapshot.title, 'Page');
  t.same(JSON.parse(snapshot.post_body), expected, 'the revision');
  const faq = await db.selectFrom('faqs').select('answer').executeTakeFirstOrThrow();
  t.equal(faq.answer, CLEAN, 'the FAQ answer');
  const cleanAfter = await db
    .selectFrom('posts')
    .select('post_body')
    .where('id', '=', Number(clean?.id))
    .executeTakeFirstOrThrow();
  t.equal(cleanAfter.post_body, cleanBefore.post_body, 'a clean body is not rewritten');
});
