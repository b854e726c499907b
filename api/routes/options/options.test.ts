import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { client, login } from '../../testing/api-calls.ts';
import { createHarness, signedIn } from '../../testing/api-test-harness.ts';
import { EMAILS, HOSTS } from '../../testing/seeded-staff.ts';

const MENU = {
  menuBody: {
    header: [
      {
        text: 'Trucks',
        url: '/members',
        type: 'VLink',
        mode: 'dropdown',
        uuid: 'h1',
        children: [{ text: 'Tacos', url: '/members/tacos', type: 'VLink', uuid: 'h1a' }],
      },
    ],
    footer: [{ text: 'About', url: '/about', type: 'VLink', uuid: 'f1' }],
  },
};

t.test('public options answer defaults for a fresh site', async (t) => {
  const { app } = await createHarness(t);
  const colors = await client(app).get(API.options.colors);
  t.same(colors, { status: 200, body: [] });
  const menus = await client(app).get(API.options.menus);
  t.same(menus.body, { menuBody: { header: [], footer: [] } });
  const seo = await client(app).get(API.options.seo);
  t.same(seo.body, { title: '', description: '' });
  const options = await client(app).get(API.options.options);
  t.equal(options.body.logo, null);
  const errorPage = await client(app).get(API.options.errorPage);
  t.same(errorPage.body.members, []);
  t.type(errorPage.body.domainErrorPage.title, 'string');
  const socials = await client(app).get(API.options.socials);
  t.same(socials.body, []);
});

t.test('admin updates every option and the public site sees it; another site does not', async (t) => {
  const { app, token } = await signedIn(t, 'admin');

  const options = await client(app, token).put(API.options.options, {
    title: 'Main Street',
    phone: '555-0100',
  });
  t.equal(options.status, 200);
  t.equal(options.body.data.title, 'Main Street');
  t.equal(options.body.data.address, '', 'unchanged fields keep their value');

  const colors = await client(app, token).put(API.options.colors, [
    { domain_color_type_id: 1, code: '#FF0000' },
    { domain_color_type_id: 7, code: '#111111' },
  ]);
  t.equal(colors.status, 200);
  t.same(
    colors.body.data.map((c: { domain_color_type_id: number; code: string }) => [
      c.domain_color_type_id,
      c.code,
    ]),
    [
      [1, '#ff0000'],
      [7, '#111111'],
    ],
  );

  const socials = await client(app, token).put(API.options.socials, [
    {
      link: 'https://instagram.com/x',
      icon: { id: 1, name: 'instagram', data: { label: 'Instagram', icons: 'fa-instagram' } },
    },
  ]);
  t.equal(socials.body.data[0].id, 1);

  const menus = await client(app, token).put(API.options.menus, MENU);
  t.equal(menus.status, 200);
  t.same(menus.body.data, MENU);

  const seo = await client(app, token).put(API.options.seo, { title: 'Trucks', description: 'Food' });
  t.same(seo.body, { title: 'Trucks', description: 'Food' });

  const errorPage = await client(app, token).put(API.options.errorPage, {
    title: 'Lost?',
    subtitle: 'No tacos here',
    section_title: 'Members',
    section_text: '<p>Hi</p>',
  });
  t.equal(errorPage.status, 200);
  t.equal(errorPage.body.domainErrorPage.subtitle, 'No tacos here');

  t.same((await client(app).get(API.options.menus)).body, MENU);
  t.equal((await client(app).get(API.options.options)).body.title, 'Main Street');
  t.equal((await client(app).get(API.options.colors)).body.length, 2);
  t.equal((await client(app).get(API.options.errorPage)).body.domainErrorPage.title, 'Lost?');

  const tacosOptions = await client(app, undefined, HOSTS.tacos).get(API.options.options);
  t.equal(tacosOptions.body.title, '', 'the other site is untouched');
  t.same((await client(app, undefined, HOSTS.tacos).get(API.options.colors)).body, []);
});

t.test('bad option input is 400 per field and changes nothing', async (t) => {
  const { app, token } = await signedIn(t, 'admin');
  const badColor = await client(app, token).put(API.options.colors, [
    { domain_color_type_id: 3, code: 'red' },
  ]);
  t.equal(badColor.status, 400);
  t.ok(
    badColor.body.errors['0.code'] || badColor.body.errors['0.domain_color_type_id'],
    JSON.stringify(badColor.body),
  );
  const badMenu = await client(app, token).put(API.options.menus, {
    menuBody: { header: [{ text: '', url: '/', type: 'Other', uuid: 'x' }], footer: [] },
  });
  t.equal(badMenu.status, 400);
  const unknownMember = await client(app, token).put(API.options.errorPage, {
    title: 'a',
    subtitle: 'b',
    section_title: 'c',
    section_text: 'd',
    members: [4242],
  });
  t.equal(unknownMember.status, 400);
  t.ok(unknownMember.body.errors.members);
  t.same((await client(app).get(API.options.errorPage)).body.members, []);
  t.same((await client(app).get(API.options.colors)).body, []);
});

t.test('editors and anonymous callers cannot change options', async (t) => {
  const { app, token: editor } = await signedIn(t, 'editor');
  const asEditor = await client(app, editor).put(API.options.seo, { title: 'x', description: 'y' });
  t.equal(asEditor.status, 403);
  t.equal(asEditor.body.statusCode, 403);
  const anonymous = await client(app).put(API.options.seo, { title: 'x', description: 'y' });
  t.equal(anonymous.status, 401);
  t.same((await client(app).get(API.options.seo)).body, { title: '', description: '' });
});

t.test('a session cannot write into another site than its own', async (t) => {
  const { app, token: owner } = await signedIn(t, 'owner');
  const other = await client(app, owner, HOSTS.tacos).put(API.options.seo, { title: 'x', description: 'y' });
  t.equal(other.status, 403, 'even the owner must switch domain first');
  const { access_token: tacosAdmin } = await login(app, EMAILS.tacosAdmin, HOSTS.tacos);
  const cross = await client(app, tacosAdmin, HOSTS.main).put(API.options.seo, {
    title: 'x',
    description: 'y',
  });
  t.equal(cross.status, 403);
});

t.test('site-map settings', async (t) => {
  const { app, token } = await signedIn(t, 'admin');
  const initial = await client(app, token).get(API.options.siteMap);
  t.same(initial.body.post_type_ids, [1, 2, 3, 4, 5, 6]);
  const put = await client(app, token).put(API.options.siteMap, { post_type_ids: [1, 6, 6] });
  t.same(put.body, { post_type_ids: [1, 6] });
  const bad = await client(app, token).put(API.options.siteMap, { post_type_ids: [9] });
  t.equal(bad.status, 400);
});

t.test('domains, roles, domain creation and clear-cache', async (t) => {
  const { app, token: admin } = await signedIn(t, 'admin');
  const domains = await client(app, admin).get(API.options.domains);
  t.same(
    domains.body.map((d: { host: string }) => d.host),
    [HOSTS.main],
  );
  const roles = await client(app, admin).get(API.options.roles);
  t.same(
    roles.body.map((r: { id: number }) => r.id),
    [1, 2, 3],
  );
  const refused = await client(app, admin).post(API.options.domains, { host: 'bbq.localhost', name: 'BBQ' });
  t.equal(refused.status, 403);

  const { access_token: owner } = await login(app, EMAILS.owner);
  const created = await client(app, owner).post(API.options.domains, { host: 'bbq.localhost', name: 'BBQ' });
  t.equal(created.status, 201);
  t.equal(created.body.data.host, 'bbq.localhost');
  const duplicate = await client(app, owner).post(API.options.domains, {
    host: 'bbq.localhost',
    name: 'BBQ',
  });
  t.equal(duplicate.status, 409);
  t.ok(duplicate.body.errors.host);
  const badHost = await client(app, owner).post(API.options.domains, { host: 'Not A Host', name: 'x' });
  t.equal(badHost.status, 400);
  t.ok(badHost.body.errors.host);
  const ownerDomains = await client(app, owner).get(API.options.domains);
  t.equal(ownerDomains.body.length, 3, 'the owner reaches every domain, the new one too');
  const bbq = await client(app, undefined, 'bbq.localhost').get(API.options.seo);
  t.equal(bbq.status, 200, 'the new site answers');

  const cache = await client(app, admin).post(API.clearCache);
  t.equal(cache.status, 200);
});

t.test('an options PUT with nothing to change is a 400', async (t) => {
  const { app, token } = await signedIn(t, 'admin');
  const empty = await client(app, token).put(API.options.options, {});
  t.equal(empty.status, 400);
  t.equal(empty.body.message, 'Nothing to change');
});

t.test('undeclared fields are refused everywhere and never served', async (t) => {
  const { app, token } = await signedIn(t, 'admin');
  const social = {
    link: 'https://instagram.com/x',
    icon: { id: 1, name: 'instagram', data: { label: 'Instagram', icons: 'fa-instagram' } },
  };
  const errorPage = { title: 'a', subtitle: 'b', section_title: 'c', section_text: 'd' };
  const cases: [string, unknown, string][] = [
    [API.options.options, { title: 'x', evil_extra_key: '<script>' }, 'evil_extra_key'],
    [API.options.socials, [{ ...social, id: 99 }], '0.id'],
    [API.options.socials, [{ ...social, icon: { ...social.icon, evil: 1 } }], '0.icon.evil'],
    [
      API.options.socials,
      [{ ...social, icon: { ...social.icon, data: { label: 'x', icons: 'y', z: 1 } } }],
      '0.icon.data.z',
    ],
    [API.options.errorPage, { ...errorPage, evil: 1 }, 'evil'],
    [API.options.seo, { title: 'x', description: 'y', evil: 1 }, 'evil'],
    [API.options.colors, [{ domain_color_type_id: 1, code: '#000000', id: 5 }], '0.id'],
    [API.options.menus, { menuBody: { header: [], footer: [] }, evil: 1 }, 'evil'],
    [API.options.menus, { menuBody: { header: [], footer: [], evil: 1 } }, 'menuBody.evil'],
    [
      API.options.menus,
      {
        menuBody: { header: [{ text: 'a', url: '/a', type: 'VLink', uuid: 'u', onclick: 'x' }], footer: [] },
      },
      'menuBody.header.0.onclick',
    ],
    [API.options.siteMap, { post_type_ids: [1], evil: 1 }, 'evil'],
  ];
  for (const [url, payload, field] of cases) {
    const res = await client(app, token).put(url, payload);
    t.equal(res.status, 400, `${url} ${field}`);
    t.ok(res.body.errors?.[field], `${url} ${field}: ${JSON.stringify(res.body)}`);
  }
  const { access_token: owner } = await login(app, EMAILS.owner);
  const domain = await client(app, owner).post(API.options.domains, {
    host: 'bbq.localhost',
    name: 'BBQ',
    id: 1,
  });
  t.equal(domain.status, 400);

  const options = await client(app).get(API.options.options);
  t.notOk('evil_extra_key' in options.body);
  t.same((await client(app).get(API.options.socials)).body, []);
  t.equal((await client(app).get(API.options.errorPage)).body.domainErrorPage.title, 'Oops!');
});

t.test('stored options keep only declared fields, even from older documents', async (t) => {
  const { app, db, domains, token } = await signedIn(t, 'admin');
  await db
    .insertInto('domain_settings')
    .values({
      domain_id: domains.main,
      setting: 'options',
      value: JSON.stringify({ title: 'Old', evil_extra_key: 'x', logo: 'javascript:alert(1)' }),
      updated_at: '2024-01-01 00:00:00',
    })
    .execute();
  const read = await client(app).get(API.options.options);
  t.equal(read.body.title, 'Old');
  t.notOk('evil_extra_key' in read.body);
  t.equal(read.body.logo, null, 'an unsafe stored image url is not served');
  const put = await client(app, token).put(API.options.options, { phone: '1' });
  t.notOk('evil_extra_key' in put.body.data);
  t.equal(put.body.data.title, 'Old');
});

t.test('menus: two levels in the header, one in the footer, never a deep tree', async (t) => {
  const { app, token } = await signedIn(t, 'admin');
  const leaf = (uuid: string) => ({ text: uuid, url: `/${uuid}`, type: 'VLink', uuid });
  const deepItem = (depth: number) => {
    let item: Record<string, unknown> = leaf('bottom');
    for (let i = 0; i < depth; i++) item = { ...leaf(`l${i}`), mode: 'dropdown', children: [item] };
    return item;
  };
  const put = (menuBody: unknown) => client(app, token).put(API.options.menus, { menuBody });

  const grandchildren = await put({ header: [deepItem(2)], footer: [] });
  t.equal(grandchildren.status, 400, 'a header child has no children of its own');
  const footerChildren = await put({ header: [], footer: [deepItem(1)] });
  t.equal(footerChildren.status, 400, 'footer items have no children (the footer shows a flat list)');
  const deep = await put({ header: [deepItem(2_000)], footer: [] });
  t.equal(deep.status, 400);

  const huge = await app.inject({
    method: 'PUT',
    url: API.options.menus,
    headers: {
      'x-forwarded-for': HOSTS.main,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    payload: `{"menuBody":{"header":[${'{"text":"a","url":"/a","type":"VLink","uuid":"u","children":['.repeat(20_000)}${']}'.repeat(20_000)}],"footer":[]}}`,
  });
  t.equal(huge.statusCode, 400, huge.body.slice(0, 200));
  t.equal(huge.json().statusCode, 400);

  const tooMany = await put({ header: Array.from({ length: 200 }, (_, i) => leaf(`i${i}`)), footer: [] });
  t.equal(tooMany.status, 400);

  t.same((await client(app).get(API.options.menus)).body, {
    menuBody: { header: [], footer: [] },
  });
  t.equal((await put(MENU.menuBody)).status, 200, 'a header dropdown with its links is fine');
});

t.test('image options take media ids or https / same-origin urls only', async (t) => {
  const { app, db, domains, token } = await signedIn(t, 'admin');
  const put = (payload: unknown) => client(app, token).put(API.options.options, payload);
  for (const bad of [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'http://plain.example/logo.png',
    '//evil.example/logo.png',
    '/\\evil.example/logo.png',
    '/\t/evil.example/logo.png',
    'logo.png',
    'vbscript:x',
  ]) {
    for (const field of ['logo', 'fav_icon', 'auth_background']) {
      const res = await put({ [field]: bad });
      t.equal(res.status, 400, `${field} = ${JSON.stringify(bad)}`);
      t.ok(res.body.errors?.[field], `${field} names the field`);
    }
    const page = await client(app, token).put(API.options.errorPage, {
      title: 'a',
      subtitle: 'b',
      section_title: 'c',
      section_text: 'd',
      truck_image: bad,
    });
    t.equal(page.status, 400, `truck_image = ${JSON.stringify(bad)}`);
    t.ok(page.body.errors?.truck_image);
  }
  t.same((await client(app).get(API.options.options)).body.logo, null, 'nothing stored');
  t.equal((await client(app).get(API.options.errorPage)).body.domainErrorPage.truck_image, null);

  const good = await put({
    logo: 'https://cdn.example/logo.png',
    fav_icon: '/media/localhost/library/icon.webp',
    auth_background: null,
  });
  t.equal(good.status, 200, JSON.stringify(good.body));
  t.match(good.body.data, {
    logo: 'https://cdn.example/logo.png',
    fav_icon: '/media/localhost/library/icon.webp',
    auth_background: null,
  });

  const media = await db
    .insertInto('media')
    .values({
      domain_id: domains.main,
      hashed_name: 'abc123',
      path: 'library/',
      extension: 'webp',
      extensions: '["webp"]',
      alt: '',
      width: 10,
      height: 10,
      original_name: 'logo.png',
      created_at: '2024-01-01 00:00:00',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const byId = await put({ logo: media.id });
  t.equal(byId.status, 200, JSON.stringify(byId.body));
  t.equal(byId.body.data.logo, '/media/localhost/library/abc123.webp', 'a media id becomes its url');
  const unknown = await put({ auth_background: 4242 });
  t.equal(unknown.status, 400);
  t.ok(unknown.body.errors.auth_background);
  const truck = await client(app, token).put(API.options.errorPage, {
    title: 'a',
    subtitle: 'b',
    section_title: 'c',
    section_text: 'd',
    truck_image: media.id,
  });
  t.equal(truck.status, 200);
  t.equal(truck.body.domainErrorPage.truck_image, '/media/localhost/library/abc123.webp');
});

t.test('menu and social links refuse javascript: and other schemes', async (t) => {
  const { app, token } = await signedIn(t, 'admin');
  const menuWith = (url: string, where: 'header' | 'child' | 'footer') => {
    const item = { text: 'x', url, type: 'VLink', uuid: 'u' };
    if (where === 'footer') return { menuBody: { header: [], footer: [item] } };
    if (where === 'child')
      return {
        menuBody: {
          header: [{ text: 'p', url: '/p', type: 'VLink', mode: 'dropdown', uuid: 'p', children: [item] }],
          footer: [],
        },
      };
    return { menuBody: { header: [item], footer: [] } };
  };
  for (const bad of [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    '//evil.example',
    'ftp://files.example',
    '',
    'about',
  ]) {
    for (const where of ['header', 'child', 'footer'] as const) {
      const res = await client(app, token).put(API.options.menus, menuWith(bad, where));
      t.equal(res.status, 400, `${where} ${JSON.stringify(bad)}`);
    }
    const social = await client(app, token).put(API.options.socials, [
      { link: bad, icon: { id: 1, name: 'x', data: { label: 'x', icons: 'x' } } },
    ]);
    t.equal(social.status, 400, `social ${JSON.stringify(bad)}`);
    t.ok(social.body.errors?.['0.link']);
  }
  for (const ok of [
    'https://example.com/a',
    'http://example.com',
    'mailto:hi@example.com',
    'tel:+15550100',
    '/about',
    '/',
  ]) {
    for (const where of ['header', 'child', 'footer'] as const) {
      const res = await client(app, token).put(API.options.menus, menuWith(ok, where));
      t.equal(res.status, 200, `${where} ${ok}: ${JSON.stringify(res.body)}`);
    }
  }
});
