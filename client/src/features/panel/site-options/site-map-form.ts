/** The site map section: which post types the public sitemap lists (`PUT /api/options/site-map`). */
import { POST_TYPE_IDS, type PostTypeId } from '#shared/ids/post-types.ts';
import type { SiteMapSettings } from '#shared/schemas/options-requests.ts';

export interface SiteMapFormValues {
  /** post type ids as strings (the checkbox group's values) */
  post_type_ids: string[];
}

export function siteMapFormValues(settings: SiteMapSettings): SiteMapFormValues {
  return { post_type_ids: POST_TYPE_IDS.filter((id) => settings.post_type_ids.includes(id)).map(String) };
}

export function toSiteMapRequest(values: SiteMapFormValues): SiteMapSettings {
  const chosen = new Set(values.post_type_ids.map(Number));
  return { post_type_ids: POST_TYPE_IDS.filter((id): id is PostTypeId => chosen.has(id)) };
}
