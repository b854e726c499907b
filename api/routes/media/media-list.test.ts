/** `GET /api/media` for the media picker: search by file name or alt text, and paging. */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { client } from '../../testing/api-calls.ts';
import { signedIn } from '../../testing/api-test-harness.ts';
import { HOSTS } from '../../testing/seeded-staff.ts';

t.test('the library lists newest first, searches name and alt, pages, and stays per site', async (t) => {
  const { app, db, domains, token } = await signedIn(t, 'editor');
  const add = async (domainId: number, name: string, alt: string) =>
    (
      await db
        .insertInto('media')
        .values({
          domain_id: domainId,
          hashed_name: `h-${name}`,
          path: 'library/',
          extension: 'webp',
          extensions: '["webp","png"]',
          alt,
          width: 10,
          height: 10,
          original_name: name,
          created_at: '2024-01-01 00:00:00',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const logo = await add(domains.main, 'logo.png', 'Our logo');
  const truck = await add(domains.main, 'truck-red.jpg', 'The red truck');
  const tacos = await add(domains.main, 'tacos.jpg', 'Three tacos on a plate');
  const percent = await add(domains.main, '100%_fun.png', '');
  await add(domains.tacos, 'logo-tacos.png', 'Taco Row logo');

  const all = await client(app, token).get(API.media);
  t.equal(all.status, 200);
  t.same(
    all.body.data.map((m: { id: number }) => m.id),
    [percent, tacos, truck, logo],
    'every image of the site, newest first (no limit: as before paging)',
  );
  t.same(all.body.meta, { total: 4, limit: null, offset: 0 });
  t.equal(all.body.data[3].name, 'logo.png', 'the file name is answered');

  const page = await client(app, token).get(`${API.media}?limit=2&offset=1`);
  t.same(
    page.body.data.map((m: { id: number }) => m.id),
    [tacos, truck],
  );
  t.same(page.body.meta, { total: 4, limit: 2, offset: 1 });

  const byName = await client(app, token).get(`${API.media}?search=LOGO`);
  t.same(
    byName.body.data.map((m: { id: number }) => m.id),
    [logo],
    'by name, ignoring case; never another site’s',
  );
  const byAlt = await client(app, token).get(`${API.media}?search=red%20truck&limit=10`);
  t.same(
    byAlt.body.data.map((m: { id: number }) => m.id),
    [truck],
  );
  t.equal(byAlt.body.meta.total, 1);
  const literal = await client(app, token).get(`${API.media}?search=${encodeURIComponent('%_')}`);
  t.same(
    literal.body.data.map((m: { id: number }) => m.id),
    [percent],
    '% and _ match themselves',
  );

  const other = await client(app, token, HOSTS.tacos).get(API.media);
  t.equal(other.status, 403, 'a session lists only its own site');
  for (const bad of ['limit=0', 'limit=201', 'offset=-1', 'search=']) {
    const res = await client(app, token).get(`${API.media}?${bad}`);
    t.equal(res.status, 400, bad);
  }
});
