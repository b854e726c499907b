/** What a domain's settings read as before anyone saved them. */

import { defaultErrorPage, EMPTY_DOMAIN_OPTIONS, emptyMenus, emptySeo } from '#shared/domain-defaults.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import type {
  DomainOptions,
  ErrorPageOptions,
  MenuBody,
  SeoParams,
  SocialLink,
} from '#shared/schemas/domain-options.ts';
import type { SiteMapSettings } from '#shared/schemas/options-requests.ts';

export interface DomainSettingValues {
  options: DomainOptions;
  'error-page': ErrorPageOptions;
  socials: SocialLink[];
  menus: MenuBody;
  seo: SeoParams;
  'site-map': SiteMapSettings;
}

export function defaultSettingValues(_domainId: number): DomainSettingValues {
  return {
    options: { ...EMPTY_DOMAIN_OPTIONS },
    'error-page': defaultErrorPage(),
    socials: [],
    menus: emptyMenus(),
    seo: emptySeo(),
    'site-map': {
      post_type_ids: [
        POST_TYPE.page,
        POST_TYPE.member,
        POST_TYPE.cuisine,
        POST_TYPE.showcase,
        POST_TYPE.catering,
        POST_TYPE.blog,
      ],
    },
  };
}
