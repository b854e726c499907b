/**
 * The staff panel's screens (the children of /panel, docs/product.md#panel-routes), declared once: each with
 * its path below /panel, its label, the minimal role that may use it (an access level shared with the
 * API's routes), and its place in the navigation. The panel's route table, its navigation and
 * the role filtering of both are generated from this; the client binds each screen id to its lazy
 * component and icon (client/src/features/panel/screens/screen-bindings.tsx), and the type
 * checker refuses a screen without a binding.
 *
 * Adding a screen: one entry here (or a collection in shared/collections/) plus its component.
 * A screen of the spec that is not built yet is `planned`: its address answers "Page not found"
 * and it stays out of the navigation until its component is bound.
 *
 * Plain data, no React: the BFF and the API may read it.
 */
import { rolesMeet } from './access-levels.ts';
import { COLLECTION_SCREENS } from './collections/content-collections.ts';
import {
  POST_COLLECTION_VIEWS,
  POST_COLLECTIONS,
  type PostCollectionSlug,
  type PostCollectionView,
} from './collections/post-types.ts';
import {
  PANEL_NAV_GROUPS,
  type PanelNavGroupId,
  type PanelScreenDeclaration,
} from './panel-screen-declaration.ts';
import { ROUTES } from './routes.ts';

export { PANEL_NAV_GROUPS, type PanelNavGroupId, type PanelScreenDeclaration };

/**
 * The screens that are not generated from a post collection, in navigation order within a group:
 * the ones a content collection declares as its own (FAQ, media, users, …) and the rest.
 */
export const PANEL_SCREENS = {
  home: { path: '', label: 'Home', access: 'editor', nav: { group: 'overview', end: true } },
  ...COLLECTION_SCREENS,
  /** the audit log of staff changes and sign-ins (issue 9, docs/decisions/015-audit-log.md) */
  activity: { path: 'activity', label: 'Activity', access: 'admin', nav: { group: 'team' } },
  createDomain: {
    path: 'create-domain',
    label: 'Create a domain',
    access: 'owner',
    nav: { group: 'team' },
  },
  /**
   * name, email, password, two-factor, sessions and (owners) who must use two-factor
   * (docs/product.md#panel-routes, issue 9), reached from the profile menu
   */
  profile: { path: 'profile', label: 'Profile', access: 'editor' },
} as const satisfies Record<string, PanelScreenDeclaration>;

export type FixedPanelScreenId = keyof typeof PANEL_SCREENS;
/** The fixed screens that are built (not `planned`). */
export type BuiltPanelScreenId = {
  [K in FixedPanelScreenId]: (typeof PANEL_SCREENS)[K] extends { planned: true } ? never : K;
}[FixedPanelScreenId];
export type PlannedPanelScreenId = Exclude<FixedPanelScreenId, BuiltPanelScreenId>;

/** A screen generated from a post collection: `members.list`, `members.edit`, … */
export type CollectionScreenId = `${PostCollectionSlug}.${PostCollectionView}`;
export type PanelScreenId = FixedPanelScreenId | CollectionScreenId;

export interface PanelScreen extends PanelScreenDeclaration {
  id: PanelScreenId;
  /** the collection and view of a generated screen */
  collection?: { slug: PostCollectionSlug; view: PostCollectionView };
}

const VIEW_PATH: Record<PostCollectionView, (slug: string) => string> = {
  list: (slug) => slug,
  create: (slug) => `${slug}/new`,
  edit: (slug) => `${slug}/:id`,
  build: (slug) => `${slug}/:id/build`,
};

type PostCollectionDeclaration = (typeof POST_COLLECTIONS)[number];

/** The label, access and navigation item of each view of a collection. */
const VIEW_SCREEN: Record<
  PostCollectionView,
  (c: PostCollectionDeclaration) => Pick<PanelScreenDeclaration, 'label' | 'access' | 'nav'>
> = {
  list: (c) => ({ label: c.labels.plural, access: c.access.read, nav: { group: c.navGroup } }),
  create: (c) => ({ label: `New ${c.labels.noun}`, access: c.access.create }),
  edit: (c) => ({ label: `Edit ${c.labels.noun}`, access: c.access.update }),
  build: (c) => ({ label: 'Page layout', access: c.access.update }),
};

function collectionScreens(): PanelScreen[] {
  return POST_COLLECTIONS.flatMap((collection) =>
    POST_COLLECTION_VIEWS.map(
      (view): PanelScreen => ({
        id: `${collection.slug}.${view}`,
        path: VIEW_PATH[view](collection.slug),
        collection: { slug: collection.slug, view },
        ...VIEW_SCREEN[view](collection),
      }),
    ),
  );
}

/**
 * Every panel screen: the generated ones of the collections first, then the fixed ones — which is
 * also the order of the items within a navigation group.
 */
export const PANEL_SCREEN_LIST: readonly PanelScreen[] = [
  ...collectionScreens(),
  ...Object.entries(PANEL_SCREENS).map(([id, screen]) => ({ ...screen, id: id as FixedPanelScreenId })),
];

/** The address of a panel path: `''` → `/panel`, `faq` → `/panel/faq`. */
export function panelHref(path: string): string {
  return path ? `${ROUTES.panel}/${path}` : ROUTES.panel;
}

/** The address of a collection's screen: `collectionHref('members', 'edit', 7)` → `/panel/members/7`. */
export function collectionHref(slug: string, view: PostCollectionView, id?: number): string {
  const path = VIEW_PATH[view](slug);
  return panelHref(id === undefined ? path : path.replace(':id', String(id)));
}

/** Whether a user with these role ids may use a screen (the API refuses the rest anyway). */
export function mayUseScreen(roleIds: readonly number[], screen: Pick<PanelScreen, 'access'>): boolean {
  return rolesMeet(roleIds, screen.access);
}

export interface PanelNavItem {
  id: PanelScreenId;
  label: string;
  to: string;
  /** only this exact path makes the item active */
  end: boolean;
}

export interface PanelNavGroup {
  id: PanelNavGroupId;
  label: string;
  items: PanelNavItem[];
}

/**
 * The navigation as a user with these role ids sees it: the built screens with a navigation item
 * that the role may use, by group; empty groups dropped.
 */
export function panelNavigation(roleIds: readonly number[]): PanelNavGroup[] {
  return PANEL_NAV_GROUPS.map((group) => ({
    id: group.id,
    label: group.label,
    items: PANEL_SCREEN_LIST.filter(
      (screen) => screen.nav?.group === group.id && !screen.planned && mayUseScreen(roleIds, screen),
    ).map((screen) => ({
      id: screen.id,
      label: screen.label,
      to: panelHref(screen.path),
      end: screen.nav?.end === true,
    })),
  })).filter((group) => group.items.length > 0);
}
