/**
 * The panel's navigation (spec §2 children that exist so far), each item with the weakest role
 * that may use it; items the user's role cannot use are hidden (the API refuses them anyway).
 * Media, users, submissions, site options, create-domain and profile join once they are built.
 */
import { hasRoleAtLeast, ROLE, type RoleId } from '#shared/ids/roles.ts';
import { POST_TYPE_SCREENS } from '#shared/post-type-screens.ts';
import { PANEL_CHILDREN, ROUTES } from '#shared/routes.ts';

export type PanelNavIcon =
  | 'home'
  | 'posts'
  | 'faq'
  | 'tags'
  | 'page'
  | 'member'
  | 'cuisine'
  | 'showcase'
  | 'catering'
  | 'blog';

export interface PanelNavItem {
  label: string;
  to: string;
  icon: PanelNavIcon;
  minRole: RoleId;
  /** only this exact path makes the item active */
  end?: boolean;
}

export interface PanelNavGroup {
  label: string;
  items: PanelNavItem[];
}

const panelPath = (child: string) => (child ? `${ROUTES.panel}/${child}` : ROUTES.panel);

export const PANEL_NAVIGATION: readonly PanelNavGroup[] = [
  {
    label: 'Overview',
    items: [
      { label: 'Home', to: panelPath(PANEL_CHILDREN.home), icon: 'home', minRole: ROLE.editor, end: true },
    ],
  },
  {
    label: 'Content',
    items: POST_TYPE_SCREENS.map((type) => ({
      label: type.plural,
      to: panelPath(type.panelSegment),
      icon: type.key,
      minRole: ROLE.editor,
    })),
  },
  {
    label: 'Site',
    items: [
      { label: 'FAQ', to: panelPath(PANEL_CHILDREN.faq), icon: 'faq', minRole: ROLE.editor },
      {
        label: 'Tags and categories',
        to: panelPath(PANEL_CHILDREN.taxonomy),
        icon: 'tags',
        minRole: ROLE.editor,
      },
    ],
  },
];

/** The navigation as a user with these role ids sees it (empty groups dropped). */
export function navigationFor(roleIds: readonly number[]): PanelNavGroup[] {
  return PANEL_NAVIGATION.map((group) => ({
    label: group.label,
    items: group.items.filter((item) => hasRoleAtLeast(roleIds, item.minRole)),
  })).filter((group) => group.items.length > 0);
}
