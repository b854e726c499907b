/**
 * Defaults of a domain's settings, declared once: what a new site answers before anyone fills
 * them in (the API) and what the SPA shows until the options arrive or when they fail
 * (docs/product.md#errors: failures keep the defaults). Plain values, no TypeBox, so the client can import
 * them.
 */
import type { ColorTypeId } from './ids/color-types.ts';
import { ROUTES } from './routes.ts';
import type { DomainOptions, ErrorPageOptions, MenuBody, SeoParams } from './schemas/domain-options.ts';

/** A site's time zone until one is chosen (shared/time-zones.ts checks the others). Here, not
 * there, so the public bundle does not carry the zone list with it. */
export const DEFAULT_TIME_ZONE = 'UTC';

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
  time_zone: DEFAULT_TIME_ZONE,
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

/**
 * The not-found page of a site whose staff have not written their own (docs/product.md#screen-behaviour and
 * #entities).
 */
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

/**
 * The colours a new empty domain starts with: the warm palette of the public site's own tokens
 * (client/src/app/base.css), with the accent text darkened so that it reads at WCAG AA (4.5:1)
 * on the light surfaces (domain-defaults.test.ts checks it).
 */
export const DEFAULT_DOMAIN_COLORS: Readonly<Record<ColorTypeId, string>> = Object.freeze({
  1: '#c2410c',
  2: '#0b7285',
  4: '#e8590c',
  5: '#ffd43b',
  7: '#1f1a17',
});

/** The options of a new empty domain: its name as the title, the rest empty. */
export function newDomainOptions(name: string): DomainOptions {
  return { ...EMPTY_DOMAIN_OPTIONS, title: name };
}

/** The menus of a new empty domain: home and the members grid, so the header is never empty. */
export function newDomainMenus(): MenuBody {
  return {
    header: [
      { text: 'Home', url: ROUTES.home, type: 'VLink', uuid: 'new-site-home' },
      { text: 'Members', url: ROUTES.members, type: 'VLink', uuid: 'new-site-members' },
    ],
    footer: [{ text: 'Members', url: ROUTES.members, type: 'VLink', uuid: 'new-site-footer-members' }],
  };
}
