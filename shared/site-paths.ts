/**
 * The path of a public page as the site knows it (the SPA's route loader and the BFF read the
 * same post for it): percent-decoded, without trailing slashes; a path the API's url rule cannot
 * match is a route validation failure (404 `Page Not Found`, docs/product.md#errors).
 */
import { URL_PATTERN } from './url-rule.ts';

const URL_RULE = new RegExp(URL_PATTERN);

export function sitePathOf(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // keep it encoded: the rule below refuses it
  }
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function isValidSitePath(path: string): boolean {
  return URL_RULE.test(path);
}
