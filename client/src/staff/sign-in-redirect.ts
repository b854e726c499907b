/**
 * Where sign-in sends the user back to: `/team-login?redirect=/panel/...`. Only same-site panel
 * and auth paths are accepted, so the parameter cannot send anyone to another site.
 */
import { ROUTES } from '#shared/routes.ts';

export const REDIRECT_PARAM = 'redirect';

export function signInPath(returnTo: string | undefined): string {
  if (!returnTo || !isSafeReturnPath(returnTo)) return ROUTES.teamLogin;
  return `${ROUTES.teamLogin}?${REDIRECT_PARAM}=${encodeURIComponent(returnTo)}`;
}

export function isSafeReturnPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  if ([...path].some((ch) => ch.charCodeAt(0) < 32)) return false;
  return path === ROUTES.panel || path.startsWith(`${ROUTES.panel}/`) || path === ROUTES.changePassword;
}

/** The path to open after signing in: the safe `redirect` parameter, else the panel home. */
export function afterSignInPath(search: string): string {
  const wanted = new URLSearchParams(search).get(REDIRECT_PARAM);
  return wanted && isSafeReturnPath(wanted) ? wanted : ROUTES.panel;
}
