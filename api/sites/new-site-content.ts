/**
 * What a new empty site holds so that it is usable at once (issue 8): its name as the title, the
 * default colours and menus (shared/domain-defaults.ts), the default error page, SEO and site map
 * settings, and a published home page at `/` with a hero naming the site and a members grid.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_DOMAIN_COLORS, newDomainMenus, newDomainOptions } from '#shared/domain-defaults.ts';
import { COLOR_TYPE_IDS } from '#shared/ids/color-types.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { BLOCK_DEFAULT_PROPS } from '#shared/page-blocks/block-defaults.ts';
import { ROUTES } from '#shared/routes.ts';
import type { PageDocument } from '#shared/schemas/page-document.ts';
import type { NewPost } from '../db/tables.ts';
import { type DomainSettingValues, defaultSettingValues } from '../options/default-settings.ts';

/** The home page of a new site: the site's name in a hero, then every published member. */
export function newSiteHomeDocument(name: string): PageDocument {
  return {
    root: { props: { title: name } },
    content: [
      {
        type: 'Hero',
        props: {
          ...BLOCK_DEFAULT_PROPS.Hero,
          id: 'Hero-home',
          title: name,
          subtitle: 'Food trucks and kitchens on wheels',
          ctaLabel: 'Meet the members',
          ctaUrl: ROUTES.members,
        },
      },
      { type: 'MembersGrid', props: { ...BLOCK_DEFAULT_PROPS.MembersGrid, id: 'MembersGrid-home' } },
    ],
    zones: {},
  };
}

/** The home page row of a new site (published, listed in the site map). */
export function newSiteHomePost(domainId: number, name: string): Omit<NewPost, 'created_at' | 'updated_at'> {
  return {
    domain_id: domainId,
    public_id: randomUUID(),
    post_type_id: POST_TYPE.page,
    post_status_id: POST_STATUS.published,
    url: ROUTES.home,
    title: 'Home',
    attributes: JSON.stringify({
      title: '',
      url: '',
      description: `${name}: food trucks and kitchens on wheels`,
    }),
    media: JSON.stringify({}),
    external_data: JSON.stringify({}),
    post_body: JSON.stringify(newSiteHomeDocument(name)),
    no_index: 0,
    no_follow: 0,
    show_in_sitemap: 1,
    position: 0,
  };
}

/** The settings documents a new empty site starts with (each written, none left to defaults). */
export function newSiteSettings(domainId: number, name: string): DomainSettingValues {
  return { ...defaultSettingValues(domainId), options: newDomainOptions(name), menus: newDomainMenus() };
}

/** The colours of a new empty site, one per colour type. */
export function newSiteColors(): { domain_color_type_id: number; code: string }[] {
  return COLOR_TYPE_IDS.map((type) => ({ domain_color_type_id: type, code: DEFAULT_DOMAIN_COLORS[type] }));
}
