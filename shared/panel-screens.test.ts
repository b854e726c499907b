/**
 * The panel's screens come from the collections that own them and the fixed ones: each declared
 * once, each path once, and the navigation in the order people know.
 */
import t from 'tap';
import { CONTENT_COLLECTIONS } from './collections/content-collections.ts';
import { ROLE } from './ids/roles.ts';
import { PANEL_SCREEN_LIST, panelNavigation } from './panel-screens.ts';

const OWNER_ROLES = [ROLE.owner];

t.test('every screen a collection declares is a panel screen, under its own id', async (t) => {
  for (const collection of CONTENT_COLLECTIONS) {
    if (!('screens' in collection)) continue;
    for (const [id, screen] of Object.entries(collection.screens)) {
      const listed = PANEL_SCREEN_LIST.find((each) => each.id === id);
      t.same(
        listed && { ...listed, id: undefined },
        { ...screen, id: undefined },
        `${collection.slug}: ${id}`,
      );
    }
  }
});

t.test('no two screens share an id or a path', async (t) => {
  const ids = PANEL_SCREEN_LIST.map((screen) => screen.id);
  const paths = PANEL_SCREEN_LIST.map((screen) => screen.path);
  t.equal(new Set(ids).size, ids.length);
  t.equal(new Set(paths).size, paths.length);
});

t.test('the owner’s navigation, group by group, in its order', async (t) => {
  const items = Object.fromEntries(
    panelNavigation(OWNER_ROLES).map((group) => [group.id, group.items.map((item) => item.to)]),
  );
  t.same(items.site, ['/panel/faq', '/panel/taxonomy', '/panel/submissions', '/panel/site-options']);
  t.same(items.team, ['/panel/users', '/panel/activity', '/panel/create-domain']);
  t.equal(items.content?.at(-1), '/panel/media', 'media after the post collections');
  t.same(items.overview, ['/panel', '/panel/insights']);
});
