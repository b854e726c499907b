/**
 * What a staff panel screen declares (its path below /panel, label, minimal role, navigation
 * item), apart from the list of screens (panel-screens.ts) so that the collections that own a
 * screen (shared/collections/content-collections.ts) can declare it without an import cycle.
 */
import type { StaffAccessLevel } from './access-levels.ts';

export const PANEL_NAV_GROUPS = [
  { id: 'overview', label: 'Overview' },
  { id: 'content', label: 'Content' },
  { id: 'site', label: 'Site' },
  { id: 'team', label: 'Team' },
] as const;
export type PanelNavGroupId = (typeof PANEL_NAV_GROUPS)[number]['id'];

export interface PanelScreenDeclaration {
  /** below /panel: '' is the panel home; `:id` is a parameter */
  path: string;
  label: string;
  /** the minimal role that may use it */
  access: StaffAccessLevel;
  /** its item in the navigation; absent: reached from other screens only */
  nav?: { group: PanelNavGroupId; end?: boolean };
  /** in the spec, not built yet: "Page not found" and no navigation item until it is */
  planned?: true;
}
