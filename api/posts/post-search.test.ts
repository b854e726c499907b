/**
 * The panel's text search (`by-type?search=`) answers alike on SQLite and PostgreSQL: it ignores
 * case on both (SQLite's LIKE does, PostgreSQL's does not, so both sides are lowered), and the
 * `%` and `_` of a query match themselves.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import type { Database } from '../db/tables.ts';
import { likePatternContaining } from '../db/text-search.ts';
import { client, login } from '../testing/api-calls.ts';
import { createHarness } from '../testing/api-test-harness.ts';
import { compileOnlyDatabase } from '../testing/compile-only-database.ts';
import { EMAILS } from '../testing/seeded-staff.ts';
import { createPostStore, type PostsByTypeFilter } from './post-store.ts';

const BY_TYPE: PostsByTypeFilter = {
  typeId: POST_TYPE.blog,
  deleted: false,
  search: 'Smoky',
  sortBy: 'position',
  sortDir: 'asc',
  limit: 10,
  offset: 0,
};

t.test('search ignores case and takes % and _ literally', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  for (const [url, title] of [
    ['/smoky', 'Smoky Joe BBQ'],
    ['/full-beef', '100% Beef'],
    ['/beef', '100 Beef'],
    ['/snake', 'snake_case tacos'],
    ['/snake-x', 'snakeXcase tacos'],
    ['/rauchig', 'RAUCHIG wurst'],
  ]) {
    const created = await client(app, token).post(API.posts.create, {
      url,
      title,
      post_status_id: POST_STATUS.published,
      post_type_id: POST_TYPE.blog,
    });
    t.equal(created.status, 201, JSON.stringify(created.body));
  }
  const search = async (text: string) => {
    const answer = await client(app, token).get(
      `${API.posts.byType}?type=${POST_TYPE.blog}&search=${encodeURIComponent(text)}`,
    );
    t.equal(answer.status, 200);
    return answer.body.data.map((post: { title: string }) => post.title).sort();
  };

  t.same(await search('smoky'), ['Smoky Joe BBQ'], 'a lower-case query finds mixed-case text');
  t.same(await search('SMOKY JOE'), ['Smoky Joe BBQ'], 'an upper-case query too');
  t.same(await search('sMoKy'), ['Smoky Joe BBQ']);
  t.same(await search('rauchig'), ['RAUCHIG wurst'], 'upper-case text, lower-case query');
  t.same(await search('/SMOKY'), ['Smoky Joe BBQ'], 'the url is searched the same way');
  t.same(await search('100%'), ['100% Beef'], '% matches a percent sign only');
  t.same(await search('%'), ['100% Beef']);
  t.same(await search('snake_case'), ['snake_case tacos'], '_ matches an underscore only');
  t.same(await search('_'), ['snake_case tacos']);
  t.same(await search('\\'), [], 'the escape character itself is literal');
  t.same(await search('beef'), ['100 Beef', '100% Beef']);
});

t.test('the search compiles to lower(column) like lower(pattern) for PostgreSQL', async (t) => {
  const { db, statements } = compileOnlyDatabase<Database>('postgres');
  await createPostStore(db).listByType(1, BY_TYPE);
  const [page, count] = statements;
  for (const sql of [page, count]) {
    t.match(
      sql,
      /\(lower\("title"\) like lower\(\$\d+\) escape '\\' or lower\("url"\) like lower\(\$\d+\) escape '\\'\)/,
    );
    t.notMatch(sql, /ilike|collate/i, 'nothing only one engine knows');
  }
});

t.test('a LIKE pattern escapes the wildcards of the text', async (t) => {
  t.equal(likePatternContaining('100%_a\\b'), '%100\\%\\_a\\\\b%');
  t.equal(likePatternContaining('plain'), '%plain%');
});
