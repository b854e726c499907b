/**
 * Defaults of a domain's settings, declared once: what a new site answers before anyone fills
 * them in (the API) and what the SPA shows until the options arrive or when they fail (spec §8:
 * failures keep the defaults). Plain values, no TypeBox, so the client can import them.
 */
import type { DomainOptions, ErrorPageOptions, MenuBody, SeoParams } from './schemas/domain-options.ts';

export const EMPTY_DOMAIN_OPTIONS: Readonly<DomainOptions> = Object.freeze({
  title: '',
  address: '',
  phone: '',
  email: '',
  outgoing_email: '',
  social_media_title: '',
  menu_title: '',
  join_title: '',
  join_text: '',
  copyright: '',
  auth_background: null,
  logo: null,
  fav_icon: null,
});

export function emptyMenus(): MenuBody {
  return { header: [], footer: [] };
}

export function emptySeo(): SeoParams {
  return { title: '', description: '' };
}

/** The not-found page of a site whose staff have not written their own (spec §2, §3). */
export function defaultErrorPage(): ErrorPageOptions {
  return {
    domainErrorPage: {
      title: 'Oops!',
      subtitle: 'We could not find that page.',
      section_title: 'Meet the members',
      section_text: '',
      truck_image: null,
    },
    members: [],
  };
}
