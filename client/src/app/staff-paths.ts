/**
 * Which paths belong to the staff areas (the auth and panel layouts of shared/routes.ts): they
 * run under the staff router (staff-app.tsx, loaded only there); every other path is the public
 * site's. Matched as the staff router matches them: whatever the case, the panel with
 * everything under it, the auth screens exactly.
 */
import { ROUTE_TABLE, ROUTES } from '#shared/routes.ts';

export const AUTH_PATHS = ROUTE_TABLE.filter((route) => route.layout === 'auth').map((route) => route.path);

export function isStaffPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return path === ROUTES.panel || path.startsWith(`${ROUTES.panel}/`) || AUTH_PATHS.includes(path);
}
