import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { BLOCKS_WITH_THE_PAGE } from '#shared/page-blocks/blocks-loaded-later.ts';
import {
  BLOCK_CHUNK_MODULES,
  FIRST_RENDER_MODULES,
  firstRenderChunks,
  linksOfModules,
  MANIFEST_PATH,
  postPageModules,
  WIDE_SCREEN,
} from './first-render-chunks.ts';

/** the shape Vite writes: an entry, shared chunks, two dynamic entries with their own imports */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_framework-f1.js', '_public-p1.js'],
    css: ['assets/index-c1.css'],
  },
  '_framework-f1.js': { file: 'assets/framework-f1.js' },
  '_public-p1.js': {
    file: 'assets/public-p1.js',
    imports: ['_framework-f1.js'],
    css: ['assets/public-c1.css'],
  },
  '_maps-m1.js': { file: 'assets/maps-m1.js', css: ['assets/maps-c1.css', 'assets/public-c1.css'] },
  [FIRST_RENDER_MODULES.blocksLoadedLater]: {
    file: 'assets/more-blocks-b1.js',
    isDynamicEntry: true,
    imports: ['_public-p1.js', '_framework-f1.js', '_maps-m1.js'],
  },
  [FIRST_RENDER_MODULES.defaultDocument]: {
    file: 'assets/default-document-d1.js',
    isDynamicEntry: true,
    imports: ['_public-p1.js', '_maps-m1.js'],
  },
  [FIRST_RENDER_MODULES.errorPage]: {
    file: 'assets/route-error-page-r1.js',
    isDynamicEntry: true,
    imports: ['_framework-f1.js', 'index.html'],
  },
  [FIRST_RENDER_MODULES.wideHeader]: {
    file: 'assets/header-later-h1.js',
    isDynamicEntry: true,
    imports: ['_public-p1.js', '_theme-t1.js'],
  },
  '_theme-t1.js': { file: 'assets/theme-t1.js', imports: ['index.html'] },
};

t.test('each module gets its own chunks and styles, not what the entry already loads', async (t) => {
  t.equal(
    linksOfModules(MANIFEST, [FIRST_RENDER_MODULES.blocksLoadedLater]),
    '<link rel="modulepreload" href="/assets/more-blocks-b1.js">' +
      '<link rel="modulepreload" href="/assets/maps-m1.js">' +
      '<link rel="preload" as="style" href="/assets/maps-c1.css" crossorigin>',
  );
  t.equal(
    linksOfModules(MANIFEST, [FIRST_RENDER_MODULES.errorPage]),
    '<link rel="modulepreload" href="/assets/route-error-page-r1.js">',
  );
  const both = linksOfModules(MANIFEST, [
    FIRST_RENDER_MODULES.defaultDocument,
    FIRST_RENDER_MODULES.blocksLoadedLater,
  ]);
  t.equal(both.match(/maps-m1\.js/g)?.length, 1, 'a chunk two modules share: named once');
  t.match(both, /^<link rel="modulepreload" href="\/assets\/default-document-d1\.js">/, 'in the order asked');
});

t.test("the wide header's chunks carry the media query of the screens that show it", async (t) => {
  t.equal(
    linksOfModules(MANIFEST, [FIRST_RENDER_MODULES.wideHeader], WIDE_SCREEN),
    '<link rel="modulepreload" href="/assets/header-later-h1.js" media="(min-width: 1024px)">' +
      '<link rel="modulepreload" href="/assets/theme-t1.js" media="(min-width: 1024px)">',
  );
  const dist = mkdtempSync(join(tmpdir(), 'first-render-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, MANIFEST_PATH), JSON.stringify(MANIFEST));
  const chunks = firstRenderChunks(dist);
  t.notMatch(chunks.links([FIRST_RENDER_MODULES.wideHeader]), /media=/, 'without a query, none');
  t.match(
    chunks.links([FIRST_RENDER_MODULES.wideHeader], WIDE_SCREEN),
    /media=/,
    'kept apart from the plain ones',
  );
});

t.test('read from the build, again when it changes; no manifest, no links', async (t) => {
  const dist = mkdtempSync(join(tmpdir(), 'first-render-'));
  const chunks = firstRenderChunks(dist);
  t.equal(
    chunks.links([FIRST_RENDER_MODULES.blocksLoadedLater, FIRST_RENDER_MODULES.errorPage]),
    '',
    'no build manifest',
  );
  mkdirSync(join(dist, '.vite'));
  const file = join(dist, MANIFEST_PATH);
  writeFileSync(file, JSON.stringify(MANIFEST));
  t.match(chunks.links([FIRST_RENDER_MODULES.errorPage]), /route-error-page-r1\.js/);
  t.equal(chunks.links([]), '');
  const rebuilt = {
    ...MANIFEST,
    [FIRST_RENDER_MODULES.errorPage]: { file: 'assets/route-error-page-r2.js', imports: ['index.html'] },
  };
  writeFileSync(file, JSON.stringify(rebuilt));
  const later = new Date(Date.now() + 5_000);
  utimesSync(file, later, later);
  t.match(chunks.links([FIRST_RENDER_MODULES.errorPage]), /route-error-page-r2\.js/, 'the new build');
  writeFileSync(file, '{ half written');
  utimesSync(file, new Date(later.getTime() + 5_000), new Date(later.getTime() + 5_000));
  t.equal(chunks.links([FIRST_RENDER_MODULES.errorPage]), '', 'an unreadable manifest adds nothing');
});

t.test('the modules named are the client’s own files (a rename must be made here too)', async (t) => {
  for (const path of [...Object.values(FIRST_RENDER_MODULES), ...Object.values(BLOCK_CHUNK_MODULES)])
    t.ok(existsSync(new URL(`../../client/${path}`, import.meta.url)), path);
});

t.test(
  "a post's page: its first screen's blocks' chunks, and the default page's for an empty body",
  async (t) => {
    const body = (content: unknown[], zones = {}) => ({ root: { props: {} }, content, zones });
    const page = (post_body: unknown) => ({ post_type_id: POST_TYPE.page, post_body });
    const block = (type: string) => ({ type, props: {} });
    t.same(postPageModules(page(body([block('Hero')]))), [], 'blocks of the bundle');
    t.same(
      postPageModules(page(body([block('Hero'), block('Video'), block('Image')]))),
      [FIRST_RENDER_MODULES.blocksLoadedLater],
      'a rarer block in the first screen: its chunk, once',
    );
    t.same(
      postPageModules(page(body([block('Hero'), block('MembersGrid'), block('FaqList'), block('Video')]))),
      [BLOCK_CHUNK_MODULES['members-grid'], BLOCK_CHUNK_MODULES['faq-list']],
      `the first ${BLOCKS_WITH_THE_PAGE} blocks only: the others load after the load`,
    );
    t.same(
      postPageModules(page(body([block('Hero')], { 'x:side': [block('Video')] }))),
      [],
      "a zone's block: not the page's to render",
    );
    const post = (type: number) => ({
      post_type_id: type,
      title: 'Taco Loco',
      attributes: { description: '' },
      media: {},
      post_body: body([]),
    });
    t.same(
      postPageModules(post(POST_TYPE.member)),
      [FIRST_RENDER_MODULES.defaultDocument, BLOCK_CHUNK_MODULES['call-to-action']],
      'an empty body: the default page, and the chunk of its second block',
    );
    t.same(
      postPageModules(post(POST_TYPE.showcase)),
      [FIRST_RENDER_MODULES.defaultDocument, FIRST_RENDER_MODULES.blocksLoadedLater],
      'an empty body whose default page shows a rarer block',
    );
    t.same(
      postPageModules({ post_body: null }),
      [FIRST_RENDER_MODULES.defaultDocument],
      'not a post: no block',
    );
  },
);
