import t from 'tap';
import { POST_TYPE, POST_TYPE_IDS } from '../ids/post-types.ts';
import { collectionHref, PANEL_SCREEN_LIST } from '../panel-screens.ts';
import { POST_SORT_COLUMNS } from '../schemas/posts.ts';
import { CELL_KINDS, LIST_FILTERS, MEDIA_SLOTS, ROW_ACTIONS, sortableColumns } from './collection.ts';
import {
  linksCategories,
  linksCuisines,
  POST_TYPE_COLLECTIONS,
  POST_TYPES,
  postTypeById,
} from './post-types.ts';

t.test('every post type is one collection, in id order, with a slug of its own', async (t) => {
  t.same(
    POST_TYPE_COLLECTIONS.map((c) => c.postType),
    POST_TYPE_IDS,
  );
  t.same(
    POST_TYPE_COLLECTIONS.map((c) => c.slug),
    ['pages', 'members', 'cuisines', 'showcases', 'caterings', 'blog'],
  );
});

t.test(
  'linking cuisines is said once: the field, from which the column and the API data follow',
  async (t) => {
    t.same(
      POST_TYPE_COLLECTIONS.filter(linksCuisines).map((c) => c.slug),
      ['members', 'showcases', 'caterings'],
    );
    for (const c of POST_TYPE_COLLECTIONS) {
      const column = c.list.columns.some((col) => col.cell === 'cuisineNames');
      t.equal(column, linksCuisines(c), `${c.slug}: a cuisine column only with the cuisines field`);
    }
  },
);

t.test('categories are a field of the blog post declaration, and of no other type', async (t) => {
  t.same(
    POST_TYPE_COLLECTIONS.filter(linksCategories).map((c) => c.slug),
    ['blog'],
  );
});

t.test('lists declare only what the panel binds and the by-type call sorts by', async (t) => {
  for (const c of POST_TYPE_COLLECTIONS) {
    const { list } = c;
    for (const column of list.columns) t.ok(CELL_KINDS.includes(column.cell), `${c.slug}.${column.field}`);
    for (const filter of list.filters) t.ok(LIST_FILTERS.includes(filter), `${c.slug} filter ${filter}`);
    const actions = [...list.rowActions.inline, ...list.rowActions.menu, ...list.rowActions.trash];
    for (const action of actions) t.ok(ROW_ACTIONS.includes(action), `${c.slug} action ${action}`);
    for (const by of sortableColumns(list)) {
      t.ok((POST_SORT_COLUMNS as readonly string[]).includes(by), `${c.slug} sorts by ${by}`);
    }
    t.ok(list.search.length > 0 && list.titleField === 'title', c.slug);
  }
  const defaults = POST_TYPE_COLLECTIONS.map((c) => `${c.list.defaultSort.by} ${c.list.defaultSort.dir}`);
  t.same(
    defaults,
    [...Array(5).fill('position asc'), 'created_at desc'],
    'manual order; the blog newest first',
  );
});

t.test(
  'media slots: declared per collection, each a known slot; the API reads them by type id',
  async (t) => {
    for (const c of POST_TYPE_COLLECTIONS) {
      for (const slot of c.mediaSlots) t.ok(slot in MEDIA_SLOTS, `${c.slug}.${slot}`);
    }
    t.same(postTypeById(POST_TYPE.member)?.mediaSlots, ['poster', 'logo']);
    t.same(postTypeById(POST_TYPE.page)?.mediaSlots, ['poster']);
    t.same(
      POST_TYPES.map((p) => [p.id, p.key, p.panelSegment]),
      [
        [1, 'page', 'pages'],
        [2, 'member', 'members'],
        [3, 'cuisine', 'cuisines'],
        [4, 'showcase', 'showcases'],
        [5, 'catering', 'caterings'],
        [6, 'blog', 'blog'],
      ],
    );
    t.equal(postTypeById(99), undefined);
  },
);

t.test('each collection gets its four panel screens, with the access it declares', async (t) => {
  for (const c of POST_TYPE_COLLECTIONS) {
    const screens = PANEL_SCREEN_LIST.filter((s) => s.collection?.slug === c.slug);
    t.same(
      screens.map((s) => [s.path, s.access]),
      [
        [c.slug, c.access.read],
        [`${c.slug}/new`, c.access.create],
        [`${c.slug}/:id`, c.access.update],
        [`${c.slug}/:id/build`, c.access.update],
      ],
    );
    t.same(screens[0]?.nav, { group: 'content' });
  }
  t.equal(collectionHref('members', 'list'), '/panel/members');
  t.equal(collectionHref('members', 'create'), '/panel/members/new');
  t.equal(collectionHref('members', 'edit', 7), '/panel/members/7');
  t.equal(collectionHref('members', 'build', 7), '/panel/members/7/build');
});
