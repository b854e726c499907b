import t from 'tap';
import { API } from '../../../shared/api-paths.ts';
import { call, createHarness, EMAILS, HOSTS, login } from '../../testing/api-test-harness.ts';

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
  const colors = await call(app, { method: 'GET', url: API.options.colors });
  t.same(colors, { status: 200, body: [] });
  const menus = await call(app, { method: 'GET', url: API.options.menus });
  t.same(menus.body, { menuBody: { header: [], footer: [] } });
  const seo = await call(app, { method: 'GET', url: API.options.seo });
  t.same(seo.body, { title: '', description: '' });
  const options = await call(app, { method: 'GET', url: API.options.options });
  t.equal(options.body.logo, null);
  const errorPage = await call(app, { method: 'GET', url: API.options.errorPage });
  t.same(errorPage.body.members, []);
  t.type(errorPage.body.domainErrorPage.title, 'string');
  const socials = await call(app, { method: 'GET', url: API.options.socials });
  t.same(socials.body, []);
});

t.test('admin updates every option and the public site sees it; another site does not', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.admin);

  const options = await call(app, {
    method: 'PUT',
    url: API.options.options,
    token,
    payload: { title: 'Main Street', phone: '555-0100' },
  });
  t.equal(options.status, 200);
  t.equal(options.body.data.title, 'Main Street');
  t.equal(options.body.data.address, '', 'unchanged fields keep their value');

  const colors = await call(app, {
    method: 'PUT',
    url: API.options.colors,
    token,
    payload: [
      { domain_color_type_id: 1, code: '#FF0000' },
      { domain_color_type_id: 7, code: '#111111' },
    ],
  });
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

  const socials = await call(app, {
    method: 'PUT',
    url: API.options.socials,
    token,
    payload: [
      {
        link: 'https://instagram.com/x',
        icon: { id: 1, name: 'instagram', data: { label: 'Instagram', icons: 'fa-instagram' } },
      },
    ],
  });
  t.equal(socials.body.data[0].id, 1);

  const menus = await call(app, { method: 'PUT', url: API.options.menus, token, payload: MENU });
  t.equal(menus.status, 200);
  t.same(menus.body.data, MENU);

  const seo = await call(app, {
    method: 'PUT',
    url: API.options.seo,
    token,
    payload: { title: 'Trucks', description: 'Food' },
  });
  t.same(seo.body, { title: 'Trucks', description: 'Food' });

  const errorPage = await call(app, {
    method: 'PUT',
    url: API.options.errorPage,
    token,
    payload: {
      title: 'Lost?',
      subtitle: 'No tacos here',
      section_title: 'Members',
      section_text: '<p>Hi</p>',
    },
  });
  t.equal(errorPage.status, 200);
  t.equal(errorPage.body.domainErrorPage.subtitle, 'No tacos here');

  t.same((await call(app, { method: 'GET', url: API.options.menus })).body, MENU);
  t.equal((await call(app, { method: 'GET', url: API.options.options })).body.title, 'Main Street');
  t.equal((await call(app, { method: 'GET', url: API.options.colors })).body.length, 2);
  t.equal(
    (await call(app, { method: 'GET', url: API.options.errorPage })).body.domainErrorPage.title,
    'Lost?',
  );

  const tacosOptions = await call(app, { method: 'GET', url: API.options.options, host: HOSTS.tacos });
  t.equal(tacosOptions.body.title, '', 'the other site is untouched');
  t.same((await call(app, { method: 'GET', url: API.options.colors, host: HOSTS.tacos })).body, []);
});

t.test('bad option input is 400 per field and changes nothing', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.admin);
  const badColor = await call(app, {
    method: 'PUT',
    url: API.options.colors,
    token,
    payload: [{ domain_color_type_id: 3, code: 'red' }],
  });
  t.equal(badColor.status, 400);
  t.ok(
    badColor.body.errors['0.code'] || badColor.body.errors['0.domain_color_type_id'],
    JSON.stringify(badColor.body),
  );
  const badMenu = await call(app, {
    method: 'PUT',
    url: API.options.menus,
    token,
    payload: { menuBody: { header: [{ text: '', url: '/', type: 'Other', uuid: 'x' }], footer: [] } },
  });
  t.equal(badMenu.status, 400);
  const unknownMember = await call(app, {
    method: 'PUT',
    url: API.options.errorPage,
    token,
    payload: { title: 'a', subtitle: 'b', section_title: 'c', section_text: 'd', members: [4242] },
  });
  t.equal(unknownMember.status, 400);
  t.ok(unknownMember.body.errors.members);
  t.same((await call(app, { method: 'GET', url: API.options.errorPage })).body.members, []);
  t.same((await call(app, { method: 'GET', url: API.options.colors })).body, []);
});

t.test('editors and anonymous callers cannot change options', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: editor } = await login(app, EMAILS.editor);
  const asEditor = await call(app, {
    method: 'PUT',
    url: API.options.seo,
    token: editor,
    payload: { title: 'x', description: 'y' },
  });
  t.equal(asEditor.status, 403);
  t.equal(asEditor.body.statusCode, 403);
  const anonymous = await call(app, {
    method: 'PUT',
    url: API.options.seo,
    payload: { title: 'x', description: 'y' },
  });
  t.equal(anonymous.status, 401);
  t.same((await call(app, { method: 'GET', url: API.options.seo })).body, { title: '', description: '' });
});

t.test('a session cannot write into another site than its own', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: owner } = await login(app, EMAILS.owner);
  const other = await call(app, {
    method: 'PUT',
    url: API.options.seo,
    host: HOSTS.tacos,
    token: owner,
    payload: { title: 'x', description: 'y' },
  });
  t.equal(other.status, 403, 'even the owner must switch domain first');
  const { access_token: tacosAdmin } = await login(app, EMAILS.tacosAdmin, HOSTS.tacos);
  const cross = await call(app, {
    method: 'PUT',
    url: API.options.seo,
    host: HOSTS.main,
    token: tacosAdmin,
    payload: { title: 'x', description: 'y' },
  });
  t.equal(cross.status, 403);
});

t.test('site-map settings', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.admin);
  const initial = await call(app, { method: 'GET', url: API.options.siteMap, token });
  t.same(initial.body.post_type_ids, [1, 2, 3, 4, 5, 6]);
  const put = await call(app, {
    method: 'PUT',
    url: API.options.siteMap,
    token,
    payload: { post_type_ids: [1, 6, 6] },
  });
  t.same(put.body, { post_type_ids: [1, 6] });
  const bad = await call(app, {
    method: 'PUT',
    url: API.options.siteMap,
    token,
    payload: { post_type_ids: [9] },
  });
  t.equal(bad.status, 400);
});

t.test('domains, roles, domain creation and clear-cache', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: admin } = await login(app, EMAILS.admin);
  const domains = await call(app, { method: 'GET', url: API.options.domains, token: admin });
  t.same(
    domains.body.map((d: { host: string }) => d.host),
    [HOSTS.main],
  );
  const roles = await call(app, { method: 'GET', url: API.options.roles, token: admin });
  t.same(
    roles.body.map((r: { id: number }) => r.id),
    [1, 2, 3],
  );
  const refused = await call(app, {
    method: 'POST',
    url: API.options.domains,
    token: admin,
    payload: { host: 'bbq.localhost', name: 'BBQ' },
  });
  t.equal(refused.status, 403);

  const { access_token: owner } = await login(app, EMAILS.owner);
  const created = await call(app, {
    method: 'POST',
    url: API.options.domains,
    token: owner,
    payload: { host: 'bbq.localhost', name: 'BBQ' },
  });
  t.equal(created.status, 201);
  t.equal(created.body.data.host, 'bbq.localhost');
  const duplicate = await call(app, {
    method: 'POST',
    url: API.options.domains,
    token: owner,
    payload: { host: 'bbq.localhost', name: 'BBQ' },
  });
  t.equal(duplicate.status, 409);
  t.ok(duplicate.body.errors.host);
  const badHost = await call(app, {
    method: 'POST',
    url: API.options.domains,
    token: owner,
    payload: { host: 'Not A Host', name: 'x' },
  });
  t.equal(badHost.status, 400);
  t.ok(badHost.body.errors.host);
  const ownerDomains = await call(app, { method: 'GET', url: API.options.domains, token: owner });
  t.equal(ownerDomains.body.length, 3, 'the owner reaches every domain, the new one too');
  const bbq = await call(app, { method: 'GET', url: API.options.seo, host: 'bbq.localhost' });
  t.equal(bbq.status, 200, 'the new site answers');

  const cache = await call(app, { method: 'POST', url: API.clearCache, token: admin });
  t.equal(cache.status, 200);
});
