/** The address of a user's screen: `userHref(7)` → `/panel/users/7`. */
import { PANEL_SCREENS, panelHref } from '#shared/panel-screens.ts';

export const userHref = (id: number) => panelHref(PANEL_SCREENS.user.path.replace(':id', String(id)));
