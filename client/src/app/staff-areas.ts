/** The auth and panel areas: chunks a visitor of the public site never downloads. */
import { loadModule } from '../routing/chunk-reload-guard.ts';

export const loadAuthArea = () => loadModule(() => import('../features/auth/auth-route.tsx'));
export const loadPanelArea = () => loadModule(() => import('../features/panel/panel-route.tsx'));
