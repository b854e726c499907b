/** The page title template of spec §2/§9: `%s | {site name}`. */
import { PAGE_TITLE_TEMPLATE } from '#shared/limits.ts';

export function pageTitle(title: string | undefined, siteName: string | undefined): string {
  const page = title?.trim() ?? '';
  const site = siteName?.trim() ?? '';
  if (!site) return page;
  if (!page || page === site) return site;
  return PAGE_TITLE_TEMPLATE.replace('%s', page).replace('{site name}', site);
}
