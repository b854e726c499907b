/**
 * Which site a call works on (decision 011): the managed site (`panel`, while a `/panel` screen
 * is shown) or the page's own host (`page`: the public site's reads, forms, sign-in).
 */
import { ROUTES } from '#shared/routes.ts';

export type SiteContext = 'panel' | 'page';

export function siteContextOf(pathname: string): SiteContext {
  return pathname === ROUTES.panel || pathname.startsWith(`${ROUTES.panel}/`) ? 'panel' : 'page';
}

export function currentSiteContext(): SiteContext {
  return typeof location === 'undefined' ? 'page' : siteContextOf(location.pathname);
}
