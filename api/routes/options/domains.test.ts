/**
 * `POST /api/options/domains` (issue 8, docs/decisions/012): a new site, empty or as a copy of
 * another, in one transaction with its media files; the host validated and unique; owners only.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { DEFAULT_DOMAIN_COLORS } from '#shared/domain-defaults.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { BLOCK_DEFAULT_PROPS } from '#shared/page-blocks/block-defaults.ts';
import { COPY_SWEEP_GRACE_MS, sweepMediaFiles } from '../../media/media-file-sweeper.ts';
import { call, client, login, siteHeaders } from '../../testing/api-calls.ts';
import { createHarness, type Harness, signedIn } from '../../testing/api-test-harness.ts';
import { uploadMedia } from '../../testing/media-upload.ts';
import { EMAILS, HOSTS } from '../../testing/seeded-staff.ts';
import { TEST_ENGINE } from '../../testing/test-database.ts';

const NEW_HOST = 'new-truck.localhost';

async function ownerToken(app: Harness['app']): Promise<string> {
  return (await login(app, EMAILS.owner)).access_token;
}

async function createDomain(app: Harness['app'], token: string | undefined, payload: unknown) {
  return client(app, token).post(API.options.domains, payload);
}

let shade = 0;
async function upload(app: Harness['app'], token: string, alt: string) {
  shade += 1;
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: shade % 255, b: 30 } },
  })
    .png()
    .toBuffer();
  const res = await uploadMedia(app, token, [
    { name: 'alt', data: alt },
    { name: 'file', filename: `${alt}.png`, type: 'image/png', data: png },
  ]);
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: number; hashed_name: string; url: string; thumbnail_url: string };
}

const later = (ms: number) => new Date(Date.now() + ms);

/** Files and folders of DATA_DIR/media: the hosts' folders and any staging folder. */
const mediaFolders = (dataDir: string) => readdirSync(join(dataDir, 'media')).sort();

t.test(
  'a new empty domain is usable at once: title, colours, menus, a home page, the 404 defaults',
  async (t) => {
    const { app } = await createHarness(t);
    const token = await ownerToken(app);
    const created = await createDomain(app, token, {
      host: NEW_HOST,
      name: '  Rolling Dumplings ',
      start_from: { kind: 'empty' },
    });
    t.equal(created.status, 201, JSON.stringify(created.body));
    t.match(created.body.data, { host: NEW_HOST, name: 'Rolling Dumplings' });
    t.ok(created.body.data.id > 0);

    const read = (url: string) => client(app, undefined, NEW_HOST).get(url);
    t.equal((await read(API.options.options)).body.title, 'Rolling Dumplings', 'its name is its title');
    t.same(
      (await read(API.options.colors)).body.map((c: { domain_color_type_id: number; code: string }) => [
        c.domain_color_type_id,
        c.code,
      ]),
      Object.entries(DEFAULT_DOMAIN_COLORS).map(([type, code]) => [Number(type), code]),
      'the default colours',
    );
    const menus = (await read(API.options.menus)).body.menuBody;
    t.same(
      menus.header.map((item: { text: string; url: string }) => [item.text, item.url]),
      [
        ['Home', '/'],
        ['Members', '/members'],
      ],
      'the header is never empty',
    );
    const home = await read(`${API.posts.byUrl}?url=/`);
    t.equal(home.status, 200, 'the home page answers by url');
    t.equal(home.body.data.post_status_id, 2, 'published');
    t.same(
      home.body.data.post_body.content.map((b: { type: string }) => b.type),
      ['Hero', 'MembersGrid'],
    );
    t.equal(home.body.data.post_body.content[0].props.title, 'Rolling Dumplings', 'a hero with the name');
    const errorPage = (await read(API.options.errorPage)).body;
    t.equal(errorPage.domainErrorPage.title, 'Oops!', 'the 404 defaults');
    t.same(errorPage.members, []);
    t.same(
      (await read(API.sitemap)).body.data.map((e: { url: string }) => e.url),
      ['/'],
    );
    t.same((await read(API.options.socials)).body, []);

    const plain = await createDomain(app, token, { host: 'plain.localhost', name: 'Plain' });
    t.equal(plain.status, 201, 'without start_from the domain starts empty');
    t.equal((await client(app, undefined, 'plain.localhost').get(`${API.posts.byUrl}?url=/`)).status, 200);
    t.same(mediaFolders(app.apiConfig.dataDir), [], 'an empty domain writes no file');
  },
);

t.test('only the owner creates domains', async (t) => {
  const { app } = await createHarness(t);
  const payload = { host: NEW_HOST, name: 'New', start_from: { kind: 'empty' } };
  t.equal((await createDomain(app, undefined, payload)).status, 401, 'anonymous');
  for (const email of [EMAILS.editor, EMAILS.admin]) {
    const { access_token } = await login(app, email);
    t.equal((await createDomain(app, access_token, payload)).status, 403, email);
  }
  const tacosAdmin = (await login(app, EMAILS.tacosAdmin, HOSTS.tacos)).access_token;
  const onTacos = await client(app, tacosAdmin, HOSTS.tacos).post(API.options.domains, payload);
  t.equal(onTacos.status, 403, 'the admin of another site');
  t.equal((await client(app, undefined, NEW_HOST).get(API.options.options)).status, 404, 'nothing was made');
  t.equal((await createDomain(app, await ownerToken(app), payload)).status, 201, 'the owner');
});

t.test('the host is a lower-case host name, unique; the name and the source are checked', async (t) => {
  const { app } = await createHarness(t);
  const token = await ownerToken(app);
  const invalid = [
    'Not A Host',
    'Upper.Example',
    'shop.example:3000',
    'https://shop.example',
    'shop.example/path',
    'a..b',
    '-shop.example',
    'shop-.example',
    'shop.example.',
    `${'a'.repeat(64)}.example`,
    '',
  ];
  for (const host of invalid) {
    const res = await createDomain(app, token, { host, name: 'X' });
    t.equal(res.status, 400, `"${host}" is refused`);
    t.ok(res.body.errors?.host, `"${host}": errors.host`);
  }
  t.equal((await createDomain(app, token, { host: `${'a'.repeat(63)}.example`, name: 'X' })).status, 201);

  for (const host of [HOSTS.main, HOSTS.tacos]) {
    const taken = await createDomain(app, token, { host, name: 'Again' });
    t.equal(taken.status, 409, `${host} is taken`);
    t.same(taken.body.errors, { host: ['This host already exists'] });
  }
  const blankName = await createDomain(app, token, { host: 'blank.localhost', name: '   ' });
  t.equal(blankName.status, 400);
  t.ok(blankName.body.errors.name);
  const unknownSource = await createDomain(app, token, {
    host: 'copy.localhost',
    name: 'Copy',
    start_from: { kind: 'copy', domain_id: 999 },
  });
  t.equal(unknownSource.status, 400);
  t.ok(unknownSource.body.errors['start_from.domain_id']);
  const refusedStarts: [unknown, Record<string, string[]>][] = [
    [{ kind: 'copy' }, { 'start_from.domain_id': ['is required'] }],
    [{ kind: 'clone', domain_id: 1 }, { 'start_from.kind': ['must be equal to one of the allowed values'] }],
    [{ kind: 'empty', domain_id: 1 }, { 'start_from.domain_id': ['only a copy takes it'] }],
    [{ kind: 'empty', copy_analytics: false }, { 'start_from.copy_analytics': ['only a copy takes it'] }],
    [
      { kind: 'copy', domain_id: 1, post_type_ids: [9] },
      { 'start_from.post_type_ids.0': ['must be equal to one of the allowed values'] },
    ],
    [{ kind: 'copy', domain_id: 1, extra: 1 }, { 'start_from.extra': ['is not allowed'] }],
  ];
  for (const [start_from, errors] of refusedStarts) {
    const res = await createDomain(app, token, { host: 'copy.localhost', name: 'Copy', start_from });
    t.equal(res.status, 400, JSON.stringify(start_from));
    t.same(res.body.errors, errors, 'one error, on the field that is wrong');
  }
  t.equal((await client(app, undefined, 'copy.localhost').get(API.options.seo)).status, 404);
});

t.test('an IP address or a name no DNS could give is no site host (issue 23)', async (t) => {
  const { app } = await createHarness(t);
  const token = await ownerToken(app);
  const refused: [string, string][] = [
    ['127.0.0.1', 'must be a host name, not an IP address'],
    ['10.0.0.1', 'must be a host name, not an IP address'],
    ['0', 'must be a host name, not an IP address'],
    ['2130706433', 'must be a host name, not an IP address'],
    ['0x7f.1', 'must be a host name, not an IP address'],
    ['trucks', 'must have at least two labels, like tacos.example.com'],
    ['localhost.localhost', 'under localhost only one label is allowed, like tacos.localhost'],
    ['a.b.localhost', 'under localhost only one label is allowed, like tacos.localhost'],
  ];
  for (const [host, message] of refused) {
    for (const start_from of [undefined, { kind: 'copy', domain_id: 1 }]) {
      const res = await createDomain(app, token, { host, name: 'X', ...(start_from && { start_from }) });
      t.equal(res.status, 400, `"${host}" is refused`);
      t.same(res.body, {
        statusCode: 400,
        message: 'The given data was invalid',
        errors: { host: [message] },
      });
    }
    t.equal(
      (await client(app, undefined, host).get(API.options.seo)).status,
      404,
      `"${host}" serves no site`,
    );
  }
  const hosts = await app.stores.domains.listHosts();
  t.notOk(
    hosts.some((host) => refused.some(([bad]) => bad === host)),
    'none of them became a domain',
  );
  for (const host of ['fresh.localhost', 'tacos.example.com'])
    t.equal((await createDomain(app, token, { host, name: 'X' })).status, 201, `${host} is made`);
});

/** A source site with something of everything, each pointing at the others. */
async function fillSource(h: Harness, admin: string) {
  const { app } = h;
  const write = async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
    const res = await call(app, { method, url, token: admin, payload });
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data ?? res.body;
  };
  const logo = await upload(app, admin, 'logo');
  const poster = await upload(app, admin, 'poster');
  const inline = await upload(app, admin, 'inline');
  const truck = await upload(app, admin, 'truck');
  await write('PUT', API.options.options, {
    title: 'Main Street',
    phone: '555-0100',
    logo: logo.id,
    copyright: '© 2026 Main Street, all rights reserved',
  });
  await write('PUT', API.options.colors, [
    { domain_color_type_id: 1, code: '#112233' },
    { domain_color_type_id: 7, code: '#445566' },
  ]);
  await write('PUT', API.options.menus, {
    menuBody: {
      header: [{ text: 'Blog', url: '/blog', type: 'VLink', uuid: 'm1' }],
      footer: [{ text: 'About', url: '/about', type: 'VLink', uuid: 'm2' }],
    },
  });
  await write('PUT', API.options.socials, [
    {
      link: 'https://instagram.com/main',
      icon: { id: 1, name: 'instagram', data: { label: 'IG', icons: 'x' } },
    },
  ]);
  await write('PUT', API.options.seo, { title: 'Main SEO', description: 'Trucks on Main' });
  await write('PUT', API.options.siteMap, { post_type_ids: [1, 6] });
  await write('POST', API.analytics, {
    type: 'meta',
    tag_position: 'head',
    external_analytics: true,
    external_analytics_type: 'google-search-console',
    content: 'verification-abc',
  });
  const faqCategory = await write('POST', API.faqCategories, { name: 'Ordering' });
  await write('POST', API.faqs, { question: 'Vegan?', answer: 'Yes.', category: faqCategory.id });
  await write('POST', API.faqs, { question: 'Cash?', answer: 'No.' });
  const category = await write('POST', API.categories, { name: 'News' });
  await write('POST', API.categories, { name: 'Recipes' });
  const tag = await write('POST', API.cuisineTags, { title: 'Dumplings', icon_data: { id: 'bowl' } });

  const post = (payload: object) => write('POST', API.posts.create, payload);
  const member = await post({
    url: '/members/dumpling-den',
    title: 'Dumpling Den',
    post_status_id: 2,
    post_type_id: POST_TYPE.member,
    media: { poster: poster.id, logo: logo.id },
    external_data: { cuisines: [tag.id] },
  });
  const draftMember = await post({
    url: '/members/soon',
    title: 'Coming soon',
    post_status_id: 1,
    post_type_id: POST_TYPE.member,
  });
  await write('PUT', API.options.errorPage, {
    title: 'Lost?',
    subtitle: 'Not here',
    section_title: 'Our trucks',
    section_text: '',
    truck_image: truck.id,
    members: [member.id, draftMember.id],
  });
  const home = await post({
    url: '/',
    title: 'Home',
    post_status_id: 2,
    post_type_id: POST_TYPE.page,
    media: { poster: poster.id },
    post_body: {
      root: { props: { title: 'Home' } },
      content: [
        { type: 'Hero', props: { ...BLOCK_DEFAULT_PROPS.Hero, id: 'h', title: 'Main', image: poster.id } },
        {
          type: 'MembersGrid',
          props: { ...BLOCK_DEFAULT_PROPS.MembersGrid, id: 'g', memberIds: [member.id, draftMember.id] },
        },
        { type: 'FaqList', props: { id: 'f', title: 'FAQ', categoryId: faqCategory.id } },
        { type: 'BlogList', props: { id: 'b', title: 'News', limit: 3, categoryId: category.id } },
        { type: 'RichText', props: { id: 'r', title: '', html: `<p><img src="${inline.url}" alt=""></p>` } },
        { type: 'Gallery', props: { id: 'y', title: 'G', items: [{ image: inline.id, caption: 'c' }] } },
      ],
      zones: {},
    },
  });
  const blog = await post({
    url: '/blog/opening',
    title: 'Opening day',
    post_status_id: 2,
    post_type_id: POST_TYPE.blog,
    external_data: { categories: [category.id] },
  });
  const showcase = await post({
    url: '/showcases/wedding',
    title: 'A wedding',
    post_status_id: 2,
    post_type_id: POST_TYPE.showcase,
  });
  const trashed = await post({ url: '/old', title: 'Old', post_status_id: 2, post_type_id: POST_TYPE.page });
  const trash = await client(app, admin).delete(API.posts.one(trashed.id));
  if (trash.status !== 200) throw new Error(`trash: ${trash.status}`);
  return {
    logo,
    poster,
    inline,
    truck,
    faqCategory,
    category,
    tag,
    member,
    draftMember,
    home,
    blog,
    showcase,
  };
}

t.test(
  'a copy brings settings, taxonomy, FAQ, media (rows and files) and the chosen posts, all remapped',
  async (t) => {
    const h = await createHarness(t);
    const { app, db, dataDir, domains } = h;
    const admin = (await login(app, EMAILS.admin)).access_token;
    const src = await fillSource(h, admin);
    const before = await db
      .selectFrom('posts')
      .select(['id', 'post_body'])
      .where('domain_id', '=', domains.main)
      .execute();

    const created = await createDomain(app, await ownerToken(app), {
      host: NEW_HOST,
      name: 'Dumpling Row',
      start_from: {
        kind: 'copy',
        domain_id: domains.main,
        post_type_ids: [POST_TYPE.page, POST_TYPE.member, POST_TYPE.blog],
      },
    });
    t.equal(created.status, 201, JSON.stringify(created.body));
    const to = created.body.data.id as number;
    const read = async (url: string) => (await client(app, undefined, NEW_HOST).get(url)).body;

    // settings
    const options = await read(API.options.options);
    t.equal(options.title, 'Dumpling Row', 'the new name is the title');
    t.equal(options.phone, '555-0100');
    t.equal(
      options.logo,
      `/media/${NEW_HOST}/library/${src.logo.hashed_name}.webp`,
      'the logo url names the new host',
    );
    t.same(
      (await read(API.options.colors)).map((c: { code: string }) => c.code),
      ['#112233', '#445566'],
    );
    t.same(
      (await read(API.options.menus)).menuBody.header.map((i: { url: string }) => i.url),
      ['/blog'],
      'urls kept',
    );
    t.equal((await read(API.options.socials))[0].link, 'https://instagram.com/main');
    t.same(await read(API.options.seo), { title: 'Main SEO', description: 'Trucks on Main' });
    t.same(
      (
        await db
          .selectFrom('domain_settings')
          .select('value')
          .where('domain_id', '=', to)
          .where('setting', '=', 'site-map')
          .executeTakeFirstOrThrow()
      ).value,
      JSON.stringify({ post_type_ids: [1, 6] }),
    );
    t.same((await read(API.analytics)).data, [], "the source's trackers and verification tags stay its own");
    t.equal(
      options.copyright,
      '© 2026 Dumpling Row, all rights reserved',
      'the copyright line names the new site, as the SEO title does',
    );

    // taxonomy and FAQ: new ids, same names, links remapped
    const categories = (await read(API.categories)).data;
    t.same(
      categories.map((c: { name: string }) => c.name),
      ['News', 'Recipes'],
    );
    const news = categories.find((c: { name: string }) => c.name === 'News');
    t.not(news.id, src.category.id, 'a category of its own');
    const tags = (await read(API.cuisineTags)).data;
    t.equal(tags.length, 1);
    t.not(tags[0].id, src.tag.id);
    t.same(tags[0].icon_data, { id: 'bowl' });
    const faqCategories = await read(API.faqCategories);
    t.equal(faqCategories[0].name, 'Ordering');
    t.not(faqCategories[0].id, src.faqCategory.id);
    const faqs = await read(API.faqs);
    t.same(
      faqs.map((f: { question: string; category: number | null }) => [f.question, f.category]),
      [
        ['Vegan?', faqCategories[0].id],
        ['Cash?', null],
      ],
    );

    // media: new rows, the same files under the new host
    const media = await db
      .selectFrom('media')
      .selectAll()
      .where('domain_id', '=', to)
      .orderBy('id')
      .execute();
    t.equal(media.length, 4);
    const sourceIds = new Set([src.logo.id, src.poster.id, src.inline.id, src.truck.id]);
    for (const row of media) {
      t.notOk(sourceIds.has(row.id), `media ${row.id} is a row of its own`);
      for (const file of [`${row.hashed_name}.webp`, `thumbnails/${row.hashed_name}.png`])
        t.ok(
          existsSync(join(dataDir, 'media', NEW_HOST, 'library', file)),
          `${file} exists for the new host`,
        );
    }
    const newIdOf = (old: { hashed_name: string }) =>
      media.find((m) => m.hashed_name === old.hashed_name)?.id;
    const served = await app.inject({ method: 'GET', url: options.logo, headers: siteHeaders(NEW_HOST) });
    t.equal(served.statusCode, 200, 'the copied logo is served');
    t.equal(served.headers['content-type'], 'image/webp');
    t.equal(
      (await read(API.options.errorPage)).domainErrorPage.truck_image,
      `/media/${NEW_HOST}/library/${src.truck.hashed_name}.webp`,
    );

    // posts: the chosen types, live ones (drafts too), not the trash, references remapped
    const posts = await db
      .selectFrom('posts')
      .selectAll()
      .where('domain_id', '=', to)
      .orderBy('id')
      .execute();
    t.same(
      posts.map((p) => p.url).sort(),
      ['/', '/blog/opening', '/members/dumpling-den', '/members/soon'],
      'pages, members and blog posts; no showcase, nothing from the trash',
    );
    const byUrl = (url: string) => posts.find((p) => p.url === url) as (typeof posts)[number];
    const member = byUrl('/members/dumpling-den');
    const draft = byUrl('/members/soon');
    t.equal(draft.post_status_id, 1, 'a draft stays a draft');
    t.not(member.id, src.member.id);
    t.same(JSON.parse(member.media), { poster: newIdOf(src.poster), logo: newIdOf(src.logo) }, 'media slots');
    t.same(JSON.parse(member.external_data), { cuisines: [tags[0].id] }, 'cuisine tags');
    t.same(JSON.parse(byUrl('/blog/opening').external_data), { categories: [news.id] }, 'categories');
    t.equal(
      byUrl('/blog/opening').created_at,
      (
        await db
          .selectFrom('posts')
          .select('created_at')
          .where('id', '=', src.blog.id)
          .executeTakeFirstOrThrow()
      ).created_at,
      'dates kept',
    );

    const home = (await read(`${API.posts.byUrl}?url=/`)).data;
    t.same(home.media, { poster: newIdOf(src.poster) });
    const [hero, grid, faqList, blogList, richText, gallery] = home.post_body.content;
    t.equal(hero.props.image, newIdOf(src.poster), 'a media prop points at the copy');
    t.same(grid.props.memberIds, [member.id, draft.id], 'members grid: the copied members');
    t.equal(faqList.props.categoryId, faqCategories[0].id, 'FAQ block: the copied category');
    t.equal(blogList.props.categoryId, news.id, 'blog list: the copied category');
    t.equal(
      richText.props.html,
      `<p><img src="/media/${NEW_HOST}/library/${src.inline.hashed_name}.webp" alt="" /></p>`,
      'media urls in rich text name the new host',
    );
    t.equal(gallery.props.items[0].image, newIdOf(src.inline), 'media in list items');
    t.same((await read(API.options.errorPage)).members, [member.id, draft.id], 'error page members');

    const published = (await read(`${API.posts.published}?type=${POST_TYPE.blog}&category=${news.id}`)).data;
    t.same(
      published.map((p: { url: string }) => p.url),
      ['/blog/opening'],
      'the category filter on the copy',
    );

    // the source is untouched
    const after = await db
      .selectFrom('posts')
      .select(['id', 'post_body'])
      .where('domain_id', '=', domains.main)
      .execute();
    t.same(after, before, 'the source posts are unchanged');
    t.ok(existsSync(join(dataDir, 'media', HOSTS.main, 'library', `${src.logo.hashed_name}.webp`)));
    t.same(mediaFolders(dataDir), [HOSTS.main, NEW_HOST], 'no staging folder is left');
    t.same(await app.stores.mediaFiles.due(later(1e9), 10), [], 'and no note of one in the journal');
  },
);

t.test('a copy takes the analytics items and verification tags when asked to', async (t) => {
  const h = await createHarness(t);
  const { app, domains } = h;
  const admin = (await login(app, EMAILS.admin)).access_token;
  await fillSource(h, admin);
  const created = await createDomain(app, await ownerToken(app), {
    host: NEW_HOST,
    name: 'With Trackers',
    start_from: { kind: 'copy', domain_id: domains.main, post_type_ids: [], copy_analytics: true },
  });
  t.equal(created.status, 201, JSON.stringify(created.body));
  const items = await client(app, undefined, NEW_HOST).get(API.analytics);
  t.same(
    items.body.data.map((item: { content: string | null }) => item.content),
    ['verification-abc'],
    'the verification tag is copied',
  );
});

t.test(
  'a copy without pages or members gets a home page and drops the references it cannot keep',
  async (t) => {
    const h = await createHarness(t);
    const { app, domains } = h;
    const admin = (await login(app, EMAILS.admin)).access_token;
    await fillSource(h, admin);
    const created = await createDomain(app, await ownerToken(app), {
      host: NEW_HOST,
      name: 'Blog Only',
      start_from: { kind: 'copy', domain_id: domains.main, post_type_ids: [POST_TYPE.blog] },
    });
    t.equal(created.status, 201);
    const home = await client(app, undefined, NEW_HOST).get(`${API.posts.byUrl}?url=/`);
    t.equal(home.status, 200, 'a home page of its own');
    t.equal(home.body.data.post_body.content[0].props.title, 'Blog Only');
    const errorPage = await client(app, undefined, NEW_HOST).get(API.options.errorPage);
    t.same(errorPage.body.members, [], 'members that were not copied are left out');
  },
);

t.test('a failure midway leaves no domain, no row and no file', async (t) => {
  const h = await createHarness(t);
  const { app, db, dataDir, domains } = h;
  const admin = (await login(app, EMAILS.admin)).access_token;
  await fillSource(h, admin);
  const owner = await ownerToken(app);
  const count = async (table: 'domains' | 'media' | 'posts' | 'faqs' | 'categories' | 'domain_settings') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const tables = ['domains', 'media', 'posts', 'faqs', 'categories', 'domain_settings'] as const;
  const snapshot = async () =>
    Object.fromEntries(await Promise.all(tables.map(async (n) => [n, await count(n)])));
  const before = await snapshot();
  const copy = { host: NEW_HOST, name: 'Copy', start_from: { kind: 'copy', domain_id: domains.main } };

  // a failure of the database after the media rows and the first posts were written: the second
  // pass over the posts (members grids pointed at the copies) is refused by a trigger
  if (TEST_ENGINE === 'postgres') {
    await sql`create function fail_copy() returns trigger language plpgsql
      as $$ begin raise exception 'injected failure'; end $$`.execute(db);
    await sql`create trigger fail_copy before update on posts for each row
      when (new.domain_id > ${sql.lit(domains.tacos)}) execute function fail_copy()`.execute(db);
  } else {
    await sql`create trigger fail_copy before update on posts when new.domain_id > ${sql.lit(domains.tacos)}
      begin select raise(abort, 'injected failure'); end`.execute(db);
  }
  const failed = await createDomain(app, owner, copy);
  t.equal(failed.status, 500, 'the injected failure');
  t.same(await snapshot(), before, 'no row of any table was kept');
  t.equal((await client(app, undefined, NEW_HOST).get(API.options.options)).status, 404, 'no site');
  t.same(mediaFolders(dataDir), [HOSTS.main], 'no copied file and no staging folder');
  t.same(await app.stores.mediaFiles.due(later(1e9), 10), [], 'its note is settled');
  if (TEST_ENGINE === 'postgres') await sql`drop trigger fail_copy on posts`.execute(db);
  else await sql`drop trigger fail_copy`.execute(db);

  // a failure of the files (the new host's folder cannot be made): the rows are rolled back
  writeFileSync(join(dataDir, 'media', NEW_HOST), 'not a folder');
  const filesFailed = await createDomain(app, owner, copy);
  t.equal(filesFailed.status, 500, 'the files could not be published');
  t.same(await snapshot(), before, 'no row was kept');
  t.same(mediaFolders(dataDir), [HOSTS.main, NEW_HOST], 'only the file that was in the way');

  // with the obstacle gone, the same copy succeeds
  const { rmSync } = await import('node:fs');
  rmSync(join(dataDir, 'media', NEW_HOST));
  const done = await createDomain(app, owner, copy);
  t.equal(done.status, 201, 'nothing of the failed attempts stands in the way');
  t.same(mediaFolders(dataDir), [HOSTS.main, NEW_HOST]);
  t.same(await app.stores.mediaFiles.due(later(1e9), 10), [], 'no note is left by any attempt');
});

t.test('a copy killed while its files are staged leaves a noted folder that the sweep removes', async (t) => {
  const h = await createHarness(t);
  const { app, dataDir, domains } = h;
  await fillSource(h, (await login(app, EMAILS.admin)).access_token);
  // the process dies once every file is staged, as the transaction begins: nothing after runs
  let dying!: () => void;
  const died = new Promise<void>((resolve) => {
    dying = resolve;
  });
  app.stores.siteSetup.createCopy = () => {
    dying();
    return new Promise(() => {});
  };
  void createDomain(app, await ownerToken(app), {
    host: NEW_HOST,
    name: 'Copy',
    start_from: { kind: 'copy', domain_id: domains.main },
  });
  await died;

  const [staging] = mediaFolders(dataDir).filter((name) => name.startsWith(`.copy-${NEW_HOST}-`));
  t.ok(staging, 'the staging folder is there');
  const staged = readdirSync(join(dataDir, 'media', String(staging)), { recursive: true });
  t.ok(staged.length > 8, `with the copied files (${staged.length})`);
  const notes = await app.stores.mediaFiles.due(later(1e9), 10);
  t.same(
    notes.map((note) => note.keys),
    [[`${staging}/`]],
    'noted in the journal before a file was copied',
  );

  t.equal(await sweepMediaFiles(app), 0, 'not swept while a copy could still be staging');
  t.same(mediaFolders(dataDir), [HOSTS.main, String(staging)].sort());
  t.equal(await sweepMediaFiles(app, { now: later(COPY_SWEEP_GRACE_MS + 1000) }), 1, 'swept after the grace');
  t.same(mediaFolders(dataDir), [HOSTS.main], 'the staging folder is gone, the source untouched');
  t.ok(readdirSync(join(dataDir, 'media', HOSTS.main), { recursive: true }).length >= staged.length);
  t.same(await app.stores.mediaFiles.due(later(1e9), 10), [], 'the note is settled');
});

t.test('copying a site of a few hundred posts takes one call of well under a few seconds', async (t) => {
  const h = await createHarness(t);
  const { app, db, domains } = h;
  const admin = (await login(app, EMAILS.admin)).access_token;
  const images: Awaited<ReturnType<typeof upload>>[] = [];
  for (let i = 0; i < 40; i++) images.push(await upload(app, admin, `image-${i}`));
  const POSTS = 400;
  const now = '2026-01-01 10:00:00';
  const rows = Array.from({ length: POSTS }, (_, i) => {
    const image = images[i % images.length] as (typeof images)[number];
    return {
      domain_id: domains.main,
      public_id: `bench-${i}`,
      post_type_id: (i % 6) + 1,
      post_status_id: 2,
      url: `/bench/post-${i}`,
      title: `Post ${i}`,
      attributes: JSON.stringify({ title: '', url: '', description: `Post number ${i}` }),
      media: JSON.stringify({ poster: image.id }),
      external_data: JSON.stringify({}),
      post_body: JSON.stringify({
        root: { props: { title: `Post ${i}` } },
        content: [
          {
            type: 'Hero',
            props: { ...BLOCK_DEFAULT_PROPS.Hero, id: `h${i}`, title: `Post ${i}`, image: image.id },
          },
          {
            type: 'RichText',
            props: {
              id: `r${i}`,
              title: '',
              html: `<p>${'Lorem ipsum dolor sit amet. '.repeat(40)}<img src="${image.url}"></p>`,
            },
          },
          { type: 'MembersGrid', props: { ...BLOCK_DEFAULT_PROPS.MembersGrid, id: `g${i}` } },
        ],
        zones: {},
      }),
      no_index: 0,
      no_follow: 0,
      show_in_sitemap: 1,
      position: i,
      created_at: now,
      updated_at: now,
    };
  });
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('posts')
      .values(rows.slice(i, i + 100))
      .execute();

  const owner = await ownerToken(app);
  const started = performance.now();
  const created = await createDomain(app, owner, {
    host: NEW_HOST,
    name: 'Big copy',
    start_from: { kind: 'copy', domain_id: domains.main },
  });
  const ms = Math.round(performance.now() - started);
  t.equal(created.status, 201, JSON.stringify(created.body));
  const copied = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('domain_id', '=', created.body.data.id)
    .executeTakeFirstOrThrow();
  t.equal(Number(copied.n), POSTS + 1, `${POSTS} posts copied (and a home page added)`);
  t.comment(`copy of ${POSTS} posts and ${images.length} images (${images.length * 2} files): ${ms} ms`);
  t.ok(ms < 5000, `the copy took ${ms} ms`);
});

t.test("a copy's SEO title: the source's name becomes the new name, any other title is kept", async (t) => {
  const { app, token } = await signedIn(t, 'owner');
  const name = (await client(app).get(API.options.options)).body.title as string;
  const seoWrite = (title: string) =>
    client(app, token).put(API.options.seo, { title, description: 'Trucks' });
  const seoOf = async (host: string) =>
    (await client(app, undefined, host).get(API.options.seo)).body.title as string;
  const copyAs = (host: string, newName: string) =>
    createDomain(app, token, { host, name: newName, start_from: { kind: 'copy', domain_id: 1 } });

  t.equal((await seoWrite(name)).status, 200);
  t.equal((await copyAs('named.localhost', 'Named Copy')).status, 201);
  t.equal(await seoOf('named.localhost'), 'Named Copy', 'the source used its name: the copy uses its own');

  t.equal((await seoWrite('Street food in Riverside')).status, 200);
  t.equal((await copyAs('kept.localhost', 'Kept Copy')).status, 201);
  t.equal(await seoOf('kept.localhost'), 'Street food in Riverside', 'a written SEO title is kept');
});
