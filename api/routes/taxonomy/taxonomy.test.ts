import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { call, client, login } from '../../testing/api-calls.ts';
import { createHarness } from '../../testing/api-test-harness.ts';
import { EMAILS, HOSTS } from '../../testing/seeded-staff.ts';

t.test('categories: create, list by name, delete, validation', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const tacos = await client(app, token).post(API.categories, { name: 'Tacos' });
  t.equal(tacos.status, 201);
  t.equal(tacos.body.data.name, 'Tacos');
  await client(app, token).post(API.categories, { name: 'BBQ' });
  const list = await client(app).get(API.categories);
  t.same(
    list.body.data.map((c: { name: string }) => c.name),
    ['BBQ', 'Tacos'],
  );
  t.same((await call(app, { method: 'GET', url: API.categories, host: HOSTS.tacos })).body.data, []);
  const bad = await client(app, token).post(API.categories, { name: '' });
  t.equal(bad.status, 400);
  t.ok(bad.body.errors.name);
  const del = await client(app, token).delete(API.category(tacos.body.data.id));
  t.same(del.body, { data: { id: tacos.body.data.id } });
  t.equal((await client(app, token).delete(API.category(tacos.body.data.id))).status, 404);
});

t.test('category names are unique within a site, ignoring case; another site may reuse them', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const add = (name: string, host: string = HOSTS.main, as = token) =>
    client(app, as, host).post(API.categories, { name });
  t.equal((await add('Street Food')).status, 201);
  for (const name of ['Street Food', 'street food', '  STREET FOOD  ']) {
    const again = await add(name);
    t.equal(again.status, 409, `"${name}" is taken`);
    t.same(again.body.errors, { name: ['This site already has a category of that name'] });
  }
  const blank = await add('   ');
  t.equal(blank.status, 400, 'a blank name');
  t.ok(blank.body.errors.name);
  t.same(
    (await client(app).get(API.categories)).body.data.map((c: { name: string }) => c.name),
    ['Street Food'],
    'one category, no blank one',
  );
  const { access_token: tacosToken } = await login(app, EMAILS.tacosAdmin, HOSTS.tacos);
  t.equal((await add('street food', HOSTS.tacos, tacosToken)).status, 201, 'another site has its own names');
});

t.test('cuisine tags come back in reverse order; PUT with icon_data_id', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const first = await client(app, token).post(API.cuisineTags, {
    title: 'Mexican',
    icon_data: { id: 1, name: 'taco' },
  });
  t.equal(first.status, 201);
  await client(app, token).post(API.cuisineTags, { title: 'Korean', icon_data: { id: 2 } });
  await client(app, token).post(API.cuisineTags, { title: 'Thai', icon_data: { id: 3 } });
  const list = await client(app).get(API.cuisineTags);
  t.same(
    list.body.data.map((c: { title: string }) => c.title),
    ['Thai', 'Korean', 'Mexican'],
  );
  const put = await client(app, token).put(API.cuisineTag(first.body.data.id), {
    title: 'Tex-Mex',
    icon_data_id: 9,
  });
  t.same(put.body.data, { id: first.body.data.id, title: 'Tex-Mex', icon_data: { id: 9, name: 'taco' } });
  const bad = await client(app, token).post(API.cuisineTags, { title: 'No icon' });
  t.equal(bad.status, 400);
  t.ok(bad.body.errors.icon_data);
  t.equal((await client(app, token).put(API.cuisineTag(999), { title: 'x' })).status, 404);
  const del = await client(app, token).delete(API.cuisineTag(first.body.data.id));
  t.equal(del.status, 200);
  t.equal((await client(app).get(API.cuisineTags)).body.data.length, 2);
});

t.test('analytics items: admin only writes, public reads', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: owner } = await login(app, EMAILS.owner);
  const { access_token: editor } = await login(app, EMAILS.editor);
  const item = { type: 'script', src: 'https://stats.example/a.js', async: true, tag_position: 'head' };
  const refused = await client(app, editor).post(API.analytics, item);
  t.equal(refused.status, 403);
  const created = await client(app, owner).post(API.analytics, item);
  t.equal(created.status, 201);
  t.match(created.body.data, {
    type: 'script',
    src: 'https://stats.example/a.js',
    async: true,
    defer: false,
    code: null,
  });
  const list = await client(app).get(API.analytics);
  t.equal(list.body.data.length, 1);
  const put = await client(app, owner).put(API.analyticsItem(created.body.data.id), {
    ...item,
    defer: true,
    tag_position: 'body',
  });
  t.match(put.body.data, { defer: true, tag_position: 'body' });
  const bad = await client(app, owner).post(API.analytics, { ...item, type: 'iframe' });
  t.equal(bad.status, 400);
  t.ok(bad.body.errors.type);
  const del = await client(app, owner).delete(API.analyticsItem(created.body.data.id));
  t.equal(del.status, 200);
  t.same((await client(app).get(API.analytics)).body.data, []);
});

t.test('code in pages comes from owners only; admins add the known services by their ids', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: admin } = await login(app, EMAILS.admin);
  const { access_token: owner } = await login(app, EMAILS.owner);
  const post = (token: string, payload: object) => client(app, token).post(API.analytics, payload);
  for (const own of [
    { type: 'script', tag_position: 'body', code: 'fetch("/api/users", { method: "POST" })' },
    { type: 'script', tag_position: 'head', src: 'https://evil.example/x.js' },
    { type: 'meta', tag_position: 'head', name: 'referrer', content: 'unsafe-url' },
    { type: 'noscript', tag_position: 'body', code: '<img src="https://evil.example/p.gif">' },
    // a free-text service name is no known provider: the item is the admin's own code
    {
      type: 'script',
      tag_position: 'head',
      code: 'x()',
      external_analytics: true,
      external_analytics_type: 'GA',
    },
  ]) {
    const refused = await post(admin, own);
    t.equal(refused.status, 403, JSON.stringify(own));
    t.match(refused.body.message, /Only an owner/);
  }
  t.same((await client(app).get(API.analytics)).body.data, [], 'nothing was stored');

  // a provider item keeps its id and address only: code or a script address sent along is dropped
  const ga = await post(admin, {
    type: 'script',
    tag_position: 'body',
    code: 'fetch("/api/users")',
    external_analytics: true,
    external_analytics_type: 'google-analytics-4',
    content: ' G-ABC123DEF4 ',
    name: 'Visitor statistics',
  });
  t.equal(ga.status, 201, JSON.stringify(ga.body));
  t.match(ga.body.data, {
    type: 'script',
    src: null,
    code: null,
    content: 'G-ABC123DEF4',
    tag_position: 'head',
    name: 'Visitor statistics',
    external_analytics: true,
    external_analytics_type: 'google-analytics-4',
  });
  const matomo = await post(admin, {
    type: 'script',
    tag_position: 'head',
    external_analytics: true,
    external_analytics_type: 'matomo',
    content: '3',
    src: 'https://stats.trucks.example/matomo',
  });
  t.equal(matomo.status, 201, JSON.stringify(matomo.body));
  t.equal(matomo.body.data.src, 'https://stats.trucks.example/matomo/');
  for (const [payload, field] of [
    [{ external_analytics_type: 'google-analytics-4', content: 'UA-1234-5' }, 'content'],
    [{ external_analytics_type: 'matomo', content: '3' }, 'src'],
    [{ external_analytics_type: 'matomo', content: '3', src: 'javascript:alert(1)' }, 'src'],
    [
      { external_analytics_type: 'plausible', content: 'trucks.example', src: 'http://plain.example/' },
      'src',
    ],
    [{ external_analytics_type: 'google-search-console', content: '"><script>' }, 'content'],
  ] as const) {
    const refused = await post(admin, {
      type: 'script',
      tag_position: 'head',
      external_analytics: true,
      ...payload,
    });
    t.equal(refused.status, 400, JSON.stringify(payload));
    t.ok(refused.body.errors[field], JSON.stringify(refused.body));
  }
  // an admin may not turn a provider item into code either
  const changed = await client(app, admin).put(API.analyticsItem(ga.body.data.id), {
    type: 'script',
    tag_position: 'body',
    code: 'x()',
  });
  t.equal(changed.status, 403);
  const ownersCode = await post(owner, { type: 'script', tag_position: 'body', code: 'window.ok = 1' });
  t.equal(ownersCode.status, 201, 'an owner writes code');
  const removed = await client(app, admin).delete(API.analyticsItem(ownersCode.body.data.id));
  t.equal(removed.status, 200, 'an admin may take code off the site');
});

t.test('cuisine tags: a PUT with nothing to change is a 400 and changes nothing', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const tag = await client(app, token).post(API.cuisineTags, {
    title: 'Mexican',
    icon_data: { id: 'taco', name: 'taco', set: 'tabler' },
  });
  t.equal(tag.status, 201, JSON.stringify(tag.body));
  const empty = await client(app, token).put(API.cuisineTag(tag.body.data.id), {});
  t.equal(empty.status, 400);
  t.equal(empty.body.message, 'Nothing to change');
  t.same((await client(app).get(API.cuisineTags)).body.data, [tag.body.data]);
});

t.test('taxonomy and analytics bodies with undeclared fields are refused', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: editor } = await login(app, EMAILS.editor);
  const { access_token: admin } = await login(app, EMAILS.admin);
  const extraIcon = await client(app, editor).post(API.cuisineTags, {
    title: 'Thai',
    icon_data: { id: 3, onload: 'alert(1)' },
  });
  t.equal(extraIcon.status, 400);
  t.ok(extraIcon.body.errors['icon_data.onload'], JSON.stringify(extraIcon.body));
  const extraTag = await client(app, editor).post(API.cuisineTags, {
    title: 'Thai',
    icon_data: { id: 3 },
    id: 7,
  });
  t.equal(extraTag.status, 400);
  t.same((await client(app).get(API.cuisineTags)).body.data, []);
  const extraCategory = await client(app, editor).post(API.categories, { name: 'x', domain_id: 2 });
  t.equal(extraCategory.status, 400);
  t.ok(extraCategory.body.errors.domain_id);

  const item = {
    type: 'meta',
    tag_position: 'head',
    external_analytics: true,
    external_analytics_type: 'google-search-console',
    content: 'verification-token',
  };
  const extraItem = await client(app, admin).post(API.analytics, { ...item, domain_id: 2 });
  t.equal(extraItem.status, 400);
  t.ok(extraItem.body.errors.domain_id);
  const created = await client(app, admin).post(API.analytics, item);
  const emptyPut = await client(app, admin).put(API.analyticsItem(created.body.data.id), {});
  t.equal(emptyPut.status, 400, 'an analytics PUT replaces the item: its required fields must be there');
  t.same((await client(app).get(API.analytics)).body.data, [created.body.data]);
});
