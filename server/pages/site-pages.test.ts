/**
 * What a crawler or a link preview gets from the BFF, through a real BFF in front of a recording
 * upstream that answers like the content API: the head written into index.html (title,
 * description, canonical, robots, Open Graph, Twitter card, favicon), the 404 status of a url
 * without a page, the inlined public options, the site map and robots.txt per host, the per-site
 * CSP of documents, and the cache with its invalidation by writes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { INITIAL_SITE_ELEMENT_ID, type InitialSite, postByUrlPath } from '#shared/initial-site.ts';
import type { AnalyticsItem } from '#shared/schemas/domain-options.ts';
import { UNKNOWN_SITE_MESSAGE } from '#shared/schemas/error.ts';
import { postFixture } from '#shared/testing/post-fixture.ts';
import { BFF_CACHE_DEFAULTS } from '../caching/bff-cache.ts';
import { makeDist, startProxyPair } from '../test-support/bff-harness.ts';
import { json, type RecordedRequest } from '../test-support/recording-upstream.ts';
import { call } from '../test-support/test-client.ts';
import { BLOCK_CHUNK_MODULES, FIRST_RENDER_MODULES } from './first-render-chunks.ts';

interface FakeSite {
  title: string;
  fav_icon: string | null;
  seo: { title: string; description: string; share_image?: string; title_template?: string };
  posts: Record<string, Record<string, unknown>>;
  analytics: Partial<AnalyticsItem>[];
  sitemap: { url: string; updated_at: string }[];
}

function post(url: string, fields: Record<string, unknown> = {}) {
  return {
    ...postFixture({ _id: `p${url}`, url, title: `Title of ${url}`, updated_at: '2026-11-02 11:30:00' }),
    ...fields,
  };
}

function analyticsItem(fields: Partial<AnalyticsItem>): AnalyticsItem {
  return {
    id: 1,
    type: 'script',
    src: null,
    custom_id: null,
    async: false,
    defer: false,
    tag_position: 'head',
    code: null,
    name: null,
    content: null,
    content_type: null,
    external_analytics: false,
    external_analytics_type: null,
    ...fields,
  };
}

type DemoSites = { localhost: FakeSite; 'tacos.localhost': FakeSite };

function demoSites(): DemoSites {
  return {
    localhost: {
      title: 'Taco Row',
      fav_icon: '/media/localhost/library/icon.webp',
      seo: { title: 'Taco Row SEO', description: 'Street food, parked together.' },
      posts: {
        '/': post('/', {
          title: 'Home',
          attributes: { title: '', url: '', description: 'Taco Row: food trucks and kitchens on wheels' },
        }),
        '/about': post('/about', {
          title: 'About us',
          attributes: { title: 'Who we are', url: '', description: 'Ten trucks & one "lot".' },
          media: { poster: 7 },
        }),
        '/hidden': post('/hidden', {
          no_index: true,
          no_follow: true,
          attributes: { title: '', url: 'https://canonical.example/elsewhere', description: '' },
        }),
        '/hostile': post('/hostile', {
          title: '</title><script>alert(1)</script>',
          attributes: {
            title: '',
            url: 'javascript:alert(1)',
            description: '"><img src=x onerror=alert(1)> $& $1',
          },
        }),
        '/lineup': post('/lineup', {
          post_body: {
            root: { props: {} },
            content: [
              { type: 'MembersGrid', props: { id: 'm', memberIds: [], showCuisines: true } },
              { type: 'FaqList', props: { id: 'f' } },
            ],
            zones: {},
          },
        }),
        '/trucks': post('/trucks', {
          post_body: {
            root: { props: {} },
            content: [{ type: 'Hero', props: { id: 'h' } }],
            zones: { 'h:below': [{ type: 'Showcases', props: { id: 's' } }] },
          },
        }),
        '/news/brisket': post('/news/brisket', {
          post_type_id: 6,
          attributes: { title: '', url: '/about', description: '' },
        }),
      },
      analytics: [],
      sitemap: [
        { url: '/', updated_at: '2026-11-02 11:30:00' },
        { url: '/about', updated_at: '2026-11-20T08:00:00.000Z' },
        { url: '/bad url', updated_at: 'x' },
      ],
    },
    'tacos.localhost': {
      title: 'Tacos',
      fav_icon: null,
      seo: {
        title: '',
        description: '',
        share_image: 'https://cdn.example/share.png',
        title_template: '{site name} · %s',
      },
      posts: { '/': post('/', { title: 'Tacos home' }), '/menu': post('/menu', { title: 'Menu' }) },
      analytics: [],
      sitemap: [{ url: '/menu', updated_at: '2026-10-01 00:00:00' }],
    },
  };
}

/** `write`: how the API answers a write (a saved 200 unless told) */
function fakeApi(sites: DemoSites, write?: (res: ServerResponse) => void) {
  return (req: RecordedRequest, res: ServerResponse) => {
    const site = (sites as Record<string, FakeSite | undefined>)[String(req.headers['x-forwarded-for'])];
    if (!site)
      return json(res, 404, {
        statusCode: 404,
        message: `${UNKNOWN_SITE_MESSAGE}: ${req.headers['x-forwarded-for']}`,
      });
    const url = new URL(req.url, 'http://upstream');
    if (req.method !== 'GET') {
      if (write) return write(res);
      return json(res, 200, { data: {} });
    }
    switch (url.pathname) {
      case API.options.options:
        return json(res, 200, { title: site.title, fav_icon: site.fav_icon, logo: null, address: '' });
      case API.options.colors:
        return json(res, 200, [{ id: 1, domain_color_type_id: 4, code: '#123456' }]);
      case API.options.menus:
        return json(res, 200, {
          menuBody: { header: [{ text: '</script><b>', url: '/', type: 'VLink', uuid: 'a' }], footer: [] },
        });
      case API.options.socials:
        return json(res, 200, []);
      case API.options.seo:
        return json(res, 200, site.seo);
      case API.options.errorPage:
        return json(res, 200, { domainErrorPage: { title: 'Oops' }, members: [] });
      case API.analytics:
        return json(res, 200, { data: site.analytics.map(analyticsItem) });
      case API.posts.preview:
        // the one genuine token of these tests
        return url.searchParams.get('token') === 'abc.def'
          ? json(res, 200, { data: post('/not-published-yet', { post_status_id: 1 }) })
          : json(res, 404, { statusCode: 404, message: 'This preview link is not valid any more' });
      case API.posts.byUrl: {
        const path = url.searchParams.get('url') ?? '';
        const found = site.posts[path];
        return found
          ? json(res, 200, { data: found })
          : json(res, 404, { statusCode: 404, message: 'Not found' });
      }
      case API.posts.published:
        return url.search === '?type=2'
          ? json(res, 200, { data: [{ id: 3, url: '/members/a', title: 'A', media: { poster: 7 } }] })
          : json(res, 404, { statusCode: 404, message: 'Not found' });
      case API.cuisineTags:
        return json(res, 200, { data: [{ id: 1, title: 'Mexican' }] });
      case API.faqs:
        return json(res, 200, [{ question: 'Q?', answer: 'A.', category: 1 }]);
      case API.faqCategories:
        return json(res, 200, [{ id: 1, name: 'Visiting' }]);
      case API.mediaItem(7):
        return json(res, 200, {
          data: {
            id: 7,
            url: '/media/localhost/library/poster.webp',
            width: 1200,
            height: 630,
            alt: 'A truck',
          },
        });
      case API.sitemap:
        return json(res, 200, { data: site.sitemap });
      default:
        return json(res, 404, { statusCode: 404, message: 'Not found' });
    }
  };
}

/** The attributes of the tags of a document matching a simple selector (name="…" or property="…"). */
function metaContent(html: string, attribute: 'name' | 'property', value: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<meta [^>]*>/g) ?? []) {
    if (!tag.includes(` ${attribute}="${value}"`)) continue;
    found.push(/ content="([^"]*)"/.exec(tag)?.[1] ?? '');
  }
  return found;
}

function initialSite(html: string): InitialSite {
  const match = new RegExp(
    `<script type="application/json" id="${INITIAL_SITE_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('no initial-site block');
  return JSON.parse(match[1]) as InitialSite;
}

t.test(
  'a public page carries its own head; the tags the SPA renders too are marked to be replaced',
  async (t) => {
    const { bff } = await startProxyPair(t, fakeApi(demoSites()));
    const page = await call(bff.url, '/about?utm=x', { host: 'localhost:3000' });
    t.equal(page.status, 200);
    t.equal(page.headers['cache-control'], 'no-cache');
    const doc = page.text;
    t.match(
      doc,
      /<title data-page-head="replaced">Who we are \| Taco Row<\/title>/,
      'the SEO title through the template',
    );
    t.equal((doc.match(/<title/g) ?? []).length, 1, 'one title');
    t.same(metaContent(doc, 'name', 'description'), ['Ten trucks &amp; one &quot;lot&quot;.'], 'escaped');
    t.same(metaContent(doc, 'name', 'robots'), [], 'an indexable page says nothing');
    t.match(
      doc,
      '<link rel="canonical" href="http://localhost:3000/about" data-page-head>',
      'self canonical',
    );
    t.same(metaContent(doc, 'property', 'og:title'), ['Who we are']);
    t.same(metaContent(doc, 'property', 'og:url'), ['http://localhost:3000/about']);
    t.same(metaContent(doc, 'property', 'og:site_name'), ['Taco Row']);
    t.same(metaContent(doc, 'property', 'og:type'), ['website']);
    t.same(metaContent(doc, 'property', 'og:image'), [
      'http://localhost:3000/media/localhost/library/poster.webp',
    ]);
    t.same(metaContent(doc, 'property', 'og:image:width'), ['1200']);
    t.same(metaContent(doc, 'property', 'og:image:alt'), ['A truck']);
    t.same(metaContent(doc, 'name', 'twitter:card'), ['summary_large_image']);
    t.match(
      doc,
      '<link rel="icon" href="/media/localhost/library/icon.webp" data-page-head="replaced">',
      'the favicon replaces the placeholder',
    );
    t.notMatch(doc, 'href="data:,"');
    t.match(doc, /<\/title>[\s\S]*<meta name="description"[\s\S]*<\/head>/, 'all in the head');

    const home = await call(bff.url, '/', { host: 'localhost:3000' });
    t.match(
      home.text,
      /<title data-page-head="replaced">Taco Row SEO<\/title>/,
      'the home page: the SEO title set in the panel, not through the template',
    );
    t.same(
      metaContent(home.text, 'name', 'description'),
      ['Street food, parked together.'],
      "the SEO description, not the home page's own",
    );
    t.same(metaContent(home.text, 'property', 'og:description'), ['Street food, parked together.']);
    t.same(metaContent(home.text, 'name', 'twitter:card'), ['summary'], 'no image: a summary card');

    const hidden = await call(bff.url, '/hidden/', { host: 'localhost:3000' });
    t.same(metaContent(hidden.text, 'name', 'robots'), ['noindex, nofollow']);
    t.match(hidden.text, '<link rel="canonical" href="https://canonical.example/elsewhere" data-page-head>');

    const blog = await call(bff.url, '/news/brisket', { host: 'localhost:3000' });
    t.same(metaContent(blog.text, 'property', 'og:type'), ['article']);
    t.match(
      blog.text,
      '<link rel="canonical" href="http://localhost:3000/about" data-page-head>',
      'a path canonical',
    );

    const tacos = await call(bff.url, '/menu', { host: 'tacos.localhost' });
    t.match(tacos.text, '<title data-page-head="replaced">Tacos · Menu</title>', "the site's title template");
    t.same(
      metaContent(tacos.text, 'property', 'og:image'),
      ['https://cdn.example/share.png'],
      'the share image',
    );

    const members = await call(bff.url, '/members', { host: 'localhost:3000' });
    t.equal(members.status, 200);
    t.match(members.text, /<title data-page-head="replaced">Members \| Taco Row<\/title>/);
    t.same(metaContent(members.text, 'name', 'description'), ['The food trucks of Taco Row.']);
  },
);

t.test('everything from the API is escaped; a bad canonical is not used', async (t) => {
  const { bff } = await startProxyPair(t, fakeApi(demoSites()));
  const page = await call(bff.url, '/hostile', { host: 'localhost' });
  t.equal(page.status, 200);
  t.match(
    page.text,
    '<title data-page-head="replaced">&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Taco Row</title>',
  );
  t.notMatch(page.text, /<script>alert/);
  t.notMatch(page.text, /<img src=x/);
  t.same(metaContent(page.text, 'name', 'description'), [
    '&quot;&gt;&lt;img src=x onerror=alert(1)&gt; $&amp; $1',
  ]);
  t.notMatch(page.text, /href="javascript:/, 'a javascript: canonical address is dropped');
  t.match(page.text, '<link rel="canonical" href="http://localhost/hostile" data-page-head>');
  const data =
    /<script type="application\/json" id="initial-site">([^<]*)<\/script>/.exec(page.text)?.[1] ?? '';
  t.match(data, '\\u003c/script>\\u003cb>', 'the data block escapes < so a menu text cannot close it');
});

t.test('a url without a page is a 404 with the SPA; staff screens are served as built', async (t) => {
  const { bff, upstream } = await startProxyPair(t, fakeApi(demoSites()));
  for (const path of ['/no-such-page', '/About', '/a%20b']) {
    const missing = await call(bff.url, path, { host: 'localhost' });
    t.equal(missing.status, 404, path);
    t.match(missing.text, /<div id="root">/, `${path}: the SPA shows its error page`);
    t.match(missing.text, /<title data-page-head="replaced">Page not found \| Taco Row<\/title>/);
    t.same(metaContent(missing.text, 'name', 'robots'), ['noindex, follow']);
    t.notMatch(missing.text, /rel="canonical"|og:/, 'no canonical or preview tags on a 404');
  }
  t.equal(upstream.to(API.posts.byUrl).length, 1, 'a path the url rule refuses is not even asked for');
  const before = upstream.requests.length;
  for (const path of [
    '/panel',
    '/panel/pages/12/build',
    '/team-login',
    '/reset-password?token=x',
    '/change-password',
  ]) {
    const staff = await call(bff.url, path, { host: 'localhost' });
    t.equal(staff.status, 200, path);
    t.notMatch(staff.text, /initial-site|rel="canonical"/, `${path}: as built`);
  }
  t.equal(upstream.requests.length, before, 'staff screens read nothing to be served');
});

t.test('the public options are inlined for the first render; the page post too', async (t) => {
  const { bff } = await startProxyPair(t, fakeApi(demoSites()));
  const page = await call(bff.url, '/about', { host: 'localhost' });
  const initial = initialSite(page.text);
  t.same(
    Object.keys(initial.reads).sort(),
    [
      API.options.colors,
      API.options.errorPage,
      API.options.menus,
      API.options.options,
      API.options.seo,
      API.options.socials,
      postByUrlPath('/about'),
      // its poster (media 7): the page's header shows it
      API.mediaItem(7),
    ].sort(),
  );
  t.same(initial.reads[API.options.colors], [{ id: 1, domain_color_type_id: 4, code: '#123456' }]);
  t.match(
    page.text,
    '<style id="site-colors" data-key="4:#123456">:root{--color-accent-bg:#123456;--color-accent-bg-contrast:#ffffff}</style>',
    "the site's colours are in the head, as the SPA would set them",
  );
  t.match(initial.reads[postByUrlPath('/about')], { data: { url: '/about', title: 'About us' } });
  t.equal(initial.analytics, true, 'the analytics items are in the document');
  t.match(
    page.text,
    /<div id="root"><\/div><script type="application\/json" id="initial-site">/,
    'after the root',
  );
});

t.test("the reads of the page's blocks are inlined too: a first load asks for no data", async (t) => {
  const { bff, upstream } = await startProxyPair(t, fakeApi(demoSites()));
  const page = await call(bff.url, '/lineup', { host: 'localhost' });
  const { reads } = initialSite(page.text);
  t.match(reads['/api/posts/published?type=2'], { data: [{ id: 3 }] }, "the members grid's list");
  t.match(reads[API.cuisineTags], { data: [{ title: 'Mexican' }] }, 'the names on its cards');
  t.match(reads[API.faqs], [{ question: 'Q?' }]);
  t.match(reads[API.faqCategories], [{ name: 'Visiting' }]);
  t.match(reads[API.mediaItem(7)], { data: { id: 7 } }, "the cards' images");
  const before = upstream.requests.length;
  await call(bff.url, '/lineup', { host: 'localhost' });
  t.equal(upstream.requests.length, before, 'cached with the page');
  const members = initialSite((await call(bff.url, '/members', { host: 'localhost' })).text).reads;
  t.ok(
    members['/api/posts/published?type=2'] && members[API.cuisineTags],
    "/members: its list and the cards' names",
  );
});

t.test("the chunks a page's first render asks for are preloaded in its head", async (t) => {
  const distDir = makeDist();
  mkdirSync(join(distDir, '.vite'));
  writeFileSync(
    join(distDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-abc123.js', isEntry: true },
      [FIRST_RENDER_MODULES.blocksLoadedLater]: { file: 'assets/more-blocks-m1.js', imports: ['index.html'] },
      [BLOCK_CHUNK_MODULES['members-grid']]: { file: 'assets/members-grid-g1.js', imports: ['index.html'] },
      [BLOCK_CHUNK_MODULES['faq-list']]: { file: 'assets/faq-list-f1.js', imports: ['index.html'] },
      [FIRST_RENDER_MODULES.defaultDocument]: {
        file: 'assets/default-document-d1.js',
        imports: ['index.html'],
      },
      [FIRST_RENDER_MODULES.errorPage]: { file: 'assets/route-error-page-e1.js', imports: ['index.html'] },
      [FIRST_RENDER_MODULES.membersPage]: {
        file: 'assets/members-page-p1.js',
        imports: ['index.html', '_member-grid-c1.js'],
      },
      '_member-grid-c1.js': { file: 'assets/member-grid-c1.js', imports: ['index.html'] },
    }),
  );
  const { bff } = await startProxyPair(t, fakeApi(demoSites()), { distDir });
  const preloaded = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
  t.same(
    preloaded((await call(bff.url, '/trucks', { host: 'localhost' })).text),
    [],
    'a block in a zone: the page shows its content only, nothing to name',
  );
  t.same(
    preloaded((await call(bff.url, '/lineup', { host: 'localhost' })).text),
    ['/assets/members-grid-g1.js', '/assets/faq-list-f1.js'],
    "the first screen's blocks: their chunks",
  );
  t.same(
    preloaded((await call(bff.url, '/about', { host: 'localhost' })).text),
    ['/assets/default-document-d1.js'],
    'an empty body: the module that builds its default page',
  );
  t.same(
    preloaded((await call(bff.url, '/no-such-page', { host: 'localhost' })).text),
    ['/assets/route-error-page-e1.js'],
    'a 404: the error page',
  );
  t.same(
    preloaded((await call(bff.url, '/members', { host: 'localhost' })).text),
    ['/assets/members-page-p1.js', '/assets/member-grid-c1.js'],
    'the members page: its chunk and the cards it imports',
  );
  t.same(
    preloaded((await call(bff.url, '/panel', { host: 'localhost' })).text),
    [],
    'staff screens as built',
  );
});

t.test('the page reads are cached per site, and forgotten after a write through the BFF', async (t) => {
  const sites = demoSites();
  const { bff, upstream } = await startProxyPair(t, fakeApi(sites));
  const reads = () => upstream.requests.filter((r) => r.method === 'GET').length;
  await call(bff.url, '/about', { host: 'localhost' });
  const first = reads();
  t.ok(first >= 8, `the first load reads the site and the page (${first} reads)`);
  await call(bff.url, '/about', { host: 'localhost' });
  await call(bff.url, '/about/', { host: 'localhost' });
  t.equal(reads(), first, 'the next loads come from the cache');
  await call(bff.url, '/', { host: 'tacos.localhost' });
  t.ok(reads() > first, 'another site has its own entries');
  const tacosRead = reads();

  sites.localhost.title = 'Taco Row Renamed';
  const failed = await call(bff.url, API.options.options, {
    method: 'PUT',
    host: 'localhost',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  t.equal(failed.status, 403, 'a refused write (no X-CSRF) changes nothing');
  t.match((await call(bff.url, '/about', { host: 'localhost' })).text, /Who we are \| Taco Row</);

  const saved = await call(bff.url, API.options.options, {
    method: 'PUT',
    host: 'localhost',
    headers: { 'x-csrf': '1' },
    json: { title: 'Taco Row Renamed' },
  });
  t.equal(saved.status, 200);
  const after = await call(bff.url, '/about', { host: 'localhost' });
  t.match(
    after.text,
    /<title data-page-head="replaced">Who we are \| Taco Row Renamed<\/title>/,
    'the next page shows the write',
  );
  await call(bff.url, '/', { host: 'tacos.localhost' });
  t.ok(upstream.requests.filter((r) => r.method === 'GET').length > tacosRead, 'read again after the write');
  const tacosAfter = reads();
  await call(bff.url, '/', { host: 'tacos.localhost' });
  t.equal(reads(), tacosAfter, "the other site's entries were kept");

  // a write made by the panel for another site clears that site, not the page's host
  sites['tacos.localhost'].title = 'Tacos Renamed';
  await call(bff.url, API.posts.data(3), {
    method: 'PUT',
    host: 'localhost',
    headers: { 'x-csrf': '1', 'x-site-context': 'panel', cookie: 'site=tacos.localhost' },
    json: {},
  });
  t.match(
    (await call(bff.url, '/', { host: 'tacos.localhost' })).text,
    /<title data-page-head="replaced">Tacos Renamed<\/title>/,
  );
});

t.test('a write that failed upstream (5xx) or whose browser went away forgets the page reads', async (t) => {
  const sites = demoSites();
  let holdWrites = false;
  const held: ServerResponse[] = [];
  const { bff, upstream } = await startProxyPair(
    t,
    fakeApi(sites, (res) => {
      // answered never: its browser goes away first
      if (holdWrites) held.push(res);
      else json(res, 500, { statusCode: 500, message: 'saved, then the answer failed' });
    }),
    // the cache's clock stands still: only a write can make the page read again
    { cache: { now: () => 1_000_000 } },
  );
  t.teardown(() => {
    for (const res of held) res.destroy();
  });
  const title = async () =>
    /<title data-page-head="replaced">([^<]*)<\/title>/.exec(
      (await call(bff.url, '/about', { host: 'localhost' })).text,
    )?.[1];
  t.equal(await title(), 'Who we are | Taco Row');

  sites.localhost.title = 'Saved Despite The 500';
  const failed = await call(bff.url, API.options.options, {
    method: 'PUT',
    host: 'localhost',
    headers: { 'x-csrf': '1' },
    json: { title: sites.localhost.title },
  });
  t.equal(failed.status, 500);
  t.equal(
    await title(),
    'Who we are | Saved Despite The 500',
    'a 5xx write may have been applied: read again',
  );

  sites.localhost.title = 'Saved, Browser Gone';
  holdWrites = true;
  const writes = () => upstream.requests.filter((r) => r.method !== 'GET').length;
  const before = writes();
  const { request } = await import('node:http');
  const { port } = new URL(bff.url);
  const gone = new Promise<void>((resolve) => {
    const sent = request({
      port,
      method: 'PUT',
      path: API.options.options,
      headers: { host: 'localhost', 'x-csrf': '1', 'content-type': 'application/json' },
    });
    sent.on('error', () => {});
    sent.on('close', () => resolve());
    sent.end('{}');
    const abortOnceForwarded = () => (writes() > before ? sent.destroy() : setTimeout(abortOnceForwarded, 5));
    abortOnceForwarded();
  });
  await gone;
  // the BFF notices the browser gone a moment after it left
  let after = await title();
  for (let tries = 0; after !== 'Who we are | Saved, Browser Gone' && tries < 200; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    after = await title();
  }
  t.equal(after, 'Who we are | Saved, Browser Gone', 'an aborted write may have been applied: read again');
});

t.test('one lifetime: fresh, then stale while one read refreshes it, then read again', async (t) => {
  const sites = demoSites();
  const clock = { now: 1_000_000 };
  const { bff, upstream } = await startProxyPair(t, fakeApi(sites), { cache: { now: () => clock.now } });
  const { freshMs, staleMs } = BFF_CACHE_DEFAULTS;
  const title = async () =>
    /<title data-page-head="replaced">([^<]*)<\/title>/.exec(
      (await call(bff.url, '/members', { host: 'localhost' })).text,
    )?.[1];
  const optionReads = () => upstream.to(API.options.options).length;
  t.equal(await title(), 'Members | Taco Row');
  sites.localhost.title = 'Changed Elsewhere'; // this BFF is not told
  clock.now += freshMs - 1;
  t.equal(await title(), 'Members | Taco Row', 'fresh: from the cache');
  t.equal(optionReads(), 1);

  clock.now += 2;
  t.equal(await title(), 'Members | Taco Row', 'stale: answered at once…');
  while (optionReads() < 2) await new Promise((resolve) => setTimeout(resolve, 5));
  let refreshed = await title();
  while (refreshed !== 'Members | Changed Elsewhere') {
    await new Promise((resolve) => setTimeout(resolve, 5));
    refreshed = await title();
  }
  t.equal(optionReads(), 2, '…while one read refreshed it');

  sites.localhost.title = 'Changed Again';
  clock.now += freshMs + staleMs + 1;
  t.equal(await title(), 'Members | Changed Again', 'past the stale window: read again before answering');
});

t.test('a preview link’s page: served for the SPA to read the draft, never indexed', async (t) => {
  const { bff, upstream } = await startProxyPair(t, fakeApi(demoSites()));
  const before = upstream.requests.length;
  const page = await call(bff.url, '/not-published-yet?preview=abc.def', { host: 'localhost' });
  t.equal(page.status, 200, 'not the 404 of an unpublished url: the SPA shows the preview');
  t.equal(page.headers['x-robots-tag'], 'noindex, nofollow');
  t.match(page.text, /<meta name="robots" content="noindex, nofollow">/);
  t.match(page.text, /<p class="preview-banner" role="status">Preview: this version is not published\.<\/p>/);
  t.notOk(
    upstream.requests.slice(before).some((r) => r.url.startsWith(API.posts.byUrl)),
    'no published post is looked up for it',
  );
  const plain = await call(bff.url, '/not-published-yet', { host: 'localhost' });
  t.equal(plain.status, 404, 'without the link the url is still unknown');
  t.equal(plain.headers['x-robots-tag'], undefined);
});

t.test(
  'a preview link whose token opens nothing (changed by hand, expired) is a 404, as it shows',
  async (t) => {
    const { bff } = await startProxyPair(t, fakeApi(demoSites()));
    for (const token of ['abc.dex', 'tampered', '']) {
      const page = await call(bff.url, `/not-published-yet?preview=${token}`, { host: 'localhost' });
      t.equal(page.status, 404, `token “${token}”: the status of the not-found page the SPA shows`);
      t.equal(page.headers['x-robots-tag'], 'noindex, nofollow', 'never indexed either');
      t.notMatch(page.text, /preview-banner/, 'no preview banner over a page not found');
    }
  },
);

t.test('an API that does not answer: the page is still served, nothing is cached', async (t) => {
  const { bff, upstream } = await startProxyPair(t, (_req, res) =>
    json(res, 503, { statusCode: 503, message: 'down' }),
  );
  const page = await call(bff.url, '/about', { host: 'localhost' });
  t.equal(page.status, 200, 'an unknown page is not called missing');
  t.match(page.text, /<div id="root">/);
  t.match(String(page.headers['content-security-policy']), "script-src 'self';", 'the static policy');
  const count = upstream.requests.length;
  await call(bff.url, '/about', { host: 'localhost' });
  t.ok(upstream.requests.length > count, 'asked again on the next load');
  const sitemap = await call(bff.url, '/sitemap.xml', { host: 'localhost' });
  t.equal(sitemap.status, 503);
});

t.test('/sitemap.xml per host with absolute locs on the request origin, and robots.txt', async (t) => {
  const { bff } = await startProxyPair(t, fakeApi(demoSites()), { trustProxy: '127.0.0.1' });
  const map = await call(bff.url, '/sitemap.xml', { host: 'localhost:3000' });
  t.equal(map.status, 200);
  t.match(map.headers['content-type'], /^application\/xml/);
  t.equal(
    map.text,
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      '<url><loc>http://localhost:3000/</loc><lastmod>2026-11-02T11:30:00Z</lastmod></url>',
      '<url><loc>http://localhost:3000/about</loc><lastmod>2026-11-20T08:00:00Z</lastmod></url>',
      '</urlset>',
      '',
    ].join('\n'),
    'an entry that is not a page url is left out',
  );
  const behindProxy = await call(bff.url, '/sitemap.xml', {
    host: 'internal:8080',
    headers: { 'x-forwarded-host': 'tacos.localhost', 'x-forwarded-proto': 'https' },
  });
  t.match(behindProxy.text, '<loc>https://tacos.localhost/menu</loc>', "the proxy's scheme and host");

  const robots = await call(bff.url, '/robots.txt', {
    host: 'internal',
    headers: { 'x-forwarded-host': 'tacos.localhost', 'x-forwarded-proto': 'https' },
  });
  t.equal(robots.status, 200);
  t.match(robots.headers['content-type'], /^text\/plain/);
  t.equal(
    robots.text,
    [
      'User-agent: *',
      'Disallow: /panel',
      'Disallow: /team-login',
      'Disallow: /reset-password',
      'Disallow: /change-password',
      'Disallow: /api/',
      'Disallow: /bff/',
      '',
      'Sitemap: https://tacos.localhost/sitemap.xml',
      '',
    ].join('\n'),
  );
});

t.test('a host the API has no site for gets 421 for the site map and robots.txt, not 503', async (t) => {
  let down = false;
  const api = fakeApi(demoSites());
  const { bff, upstream } = await startProxyPair(t, (req, res) =>
    down ? json(res, 503, { statusCode: 503, message: 'down' }) : api(req, res),
  );
  for (const path of ['/sitemap.xml', '/robots.txt']) {
    // on the allow-list by its `*.localhost` wildcard, unknown to the API
    const unknown = await call(bff.url, path, { host: 'nope.localhost' });
    t.equal(unknown.status, 421, `${path} of an unknown site`);
    t.same(unknown.json, { statusCode: 421, message: 'This host is not served here' });
    t.equal((await call(bff.url, path, { host: 'tacos.localhost' })).status, 200, `${path} of a site`);
  }
  const asked = upstream.requests.filter((r) => r.headers['x-forwarded-for'] === 'nope.localhost').length;
  await call(bff.url, '/sitemap.xml', { host: 'nope.localhost' });
  t.equal(
    upstream.requests.filter((r) => r.headers['x-forwarded-for'] === 'nope.localhost').length,
    asked + 1,
    'an unknown site is asked again, not kept (a site created meanwhile is served)',
  );

  down = true;
  const sitemap = await call(bff.url, '/sitemap.xml', { host: 'localhost' });
  t.equal(sitemap.status, 503, 'an API that does not answer is still an outage');
  t.same(sitemap.json, { statusCode: 503, message: 'The site map cannot be read right now' });
  const robots = await call(bff.url, '/robots.txt', { host: 'localhost' });
  t.equal(robots.status, 200, 'robots.txt needs nothing of the API but that the site exists');
  t.match(robots.text, 'Sitemap: http://localhost/sitemap.xml');
});

t.test('documents get a CSP of their site: analytics origins, a nonce for inline code', async (t) => {
  const sites = demoSites();
  sites.localhost.analytics = [
    { id: 1, src: 'https://stats.example.com/tag.js?id=1&x=2', async: true },
    { id: 2, code: 'window.inlineRan = "</script><script>alert(1)</script>";', tag_position: 'body' },
    { id: 3, type: 'meta', name: 'google-site-verification', content: 'abc"123' },
    { id: 4, src: 'http://tracker.example/t.js' },
    { id: 5, src: 'https://evil.example;script-src *' },
    { id: 6, type: 'noscript', code: '<img src="https://px.example/p.gif">' },
    { id: 7, src: '/js/local.js', tag_position: 'body', defer: true },
  ];
  const { bff } = await startProxyPair(t, fakeApi(sites));
  const page = await call(bff.url, '/', { host: 'localhost' });
  const csp = String(page.headers['content-security-policy']);
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1] ?? '';
  t.ok(nonce.length >= 22, 'a nonce of 128 bits');
  t.match(csp, `script-src 'self' https://stats.example.com 'nonce-${nonce}';`);
  t.match(csp, "connect-src 'self' https://stats.example.com;");
  const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src')) ?? '';
  t.notMatch(scriptSrc, 'unsafe-inline', 'never unsafe-inline for scripts');
  t.notMatch(csp, /tracker\.example|evil\.example/, 'http and malformed origins are not allowed');
  t.match(
    page.text,
    '<script src="https://stats.example.com/tag.js?id=1&amp;x=2" async data-analytics-item="1"></script>',
    'an external script in the head, with its mark',
  );
  t.match(
    page.text,
    `<script nonce="${nonce}" data-analytics-item="2">window.inlineRan = "<\\/script><script>alert(1)<\\/script>";</script>`,
    'inline code under the nonce, unable to close its element',
  );
  t.match(page.text, '<meta name="google-site-verification" content="abc&quot;123" data-analytics-item="3">');
  const headEnd = page.text.indexOf('</head>');
  t.ok(page.text.indexOf('data-analytics-item="1"') < headEnd, 'head items in the head');
  t.ok(
    page.text.indexOf('data-analytics-item="2"') > page.text.indexOf('<div id="root">'),
    'body items in the body',
  );
  t.match(
    page.text,
    /<script src="\/js\/local.js" defer data-analytics-item="7"><\/script>\n<\/body>/,
    'body position',
  );
  t.notMatch(page.text, /data-analytics-item="(4|5|6)"/, 'unusable items are left out');
  t.notMatch(page.text, 'px.example', 'noscript markup is never written');

  const again = await call(bff.url, '/', { host: 'localhost' });
  const secondNonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(again.headers['content-security-policy']))?.[1];
  t.not(secondNonce, nonce, 'a new nonce for every answer');
  t.match(again.text, `nonce="${secondNonce}"`);

  const staticCsp = "default-src 'self';script-src 'self';";
  // an API answer is no page of the site: none of its analytics origins or nonces, nothing allowed
  const api = await call(bff.url, API.options.options, { host: 'localhost' });
  t.equal(
    String(api.headers['content-security-policy']),
    "default-src 'none'; frame-ancestors 'none'",
    'API answers keep the data calls’ policy',
  );
  const panel = await call(bff.url, '/panel', { host: 'localhost' });
  t.match(
    String(panel.headers['content-security-policy']),
    staticCsp,
    'staff screens keep the static policy',
  );
  t.notMatch(panel.text, 'data-analytics-item');
  const other = await call(bff.url, '/', { host: 'tacos.localhost' });
  t.match(String(other.headers['content-security-policy']), staticCsp, 'a site without items: static');

  // a new item through the BFF shows on the next page
  sites.localhost.analytics = [{ id: 9, src: 'https://cdn.other.example/a.js' }];
  const created = await call(bff.url, API.analytics, {
    method: 'POST',
    host: 'localhost',
    headers: { 'x-csrf': '1' },
    json: {},
  });
  t.equal(created.status, 200);
  const updated = await call(bff.url, '/about', { host: 'localhost' });
  t.match(String(updated.headers['content-security-policy']), "script-src 'self' https://cdn.other.example;");
  t.match(updated.text, 'data-analytics-item="9"');
});
