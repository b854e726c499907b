import Type, { type Static } from 'typebox';
import { MENU_MAX_CHILDREN, MENU_MAX_ITEMS } from '../limits.ts';
import { TIME_ZONE_PATTERN } from '../time-zones.ts';
import { CLOSED, IdSchema, SafeImageUrlSchema, SafeLinkUrlSchema } from './common.ts';

/**
 * Domain options (docs/product.md#entities). Image fields hold an image url (a media url path of the site, or
 * an `https://` url: shared/safe-url.ts) or null.
 */
export const DomainOptionsSchema = Type.Object({
  title: Type.String({ maxLength: 200 }),
  address: Type.String({ maxLength: 500 }),
  phone: Type.String({ maxLength: 60 }),
  email: Type.String({ maxLength: 254 }),
  outgoing_email: Type.String({ maxLength: 254 }),
  social_media_title: Type.String({ maxLength: 200 }),
  menu_title: Type.String({ maxLength: 200 }),
  join_title: Type.String({ maxLength: 200 }),
  join_text: Type.String({ maxLength: 5000 }),
  copyright: Type.String({ maxLength: 300 }),
  /** the IANA zone schedules are written and shown in (shared/time-zones.ts) */
  time_zone: Type.String({ maxLength: 64, pattern: TIME_ZONE_PATTERN }),
  auth_background: Type.Union([SafeImageUrlSchema, Type.Null()]),
  logo: Type.Union([SafeImageUrlSchema, Type.Null()]),
  fav_icon: Type.Union([SafeImageUrlSchema, Type.Null()]),
});
export type DomainOptions = Static<typeof DomainOptionsSchema>;

/** Domain colour (docs/product.md#entities): `domain_color_type_id` is one of shared/ids/color-types.ts. */
export const DomainColorSchema = Type.Object({
  id: IdSchema,
  domain_color_type_id: Type.Integer(),
  code: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
});
export type DomainColor = Static<typeof DomainColorSchema>;

/**
 * A page title template: `%s` is the page's title, `{site name}` the site's (as PAGE_TITLE_TEMPLATE
 * of shared/limits.ts, the default when none is set); one line, and `%s` in it.
 */
export const TitleTemplateSchema = Type.String({ maxLength: 200, pattern: '^[^\\r\\n]*%s[^\\r\\n]*$' });

/**
 * SEO params (docs/product.md#entities): the site's title and description for search engines (the description
 * is also the default of every page without its own), and, once set, the page title template and the
 * default share image (an image url, as the other image options).
 */
export const SeoParamsSchema = Type.Object(
  {
    title: Type.String({ maxLength: 200 }),
    description: Type.String({ maxLength: 500 }),
    title_template: Type.Optional(TitleTemplateSchema),
    share_image: Type.Optional(Type.Union([SafeImageUrlSchema, Type.Null()])),
  },
  CLOSED,
);
export type SeoParams = Static<typeof SeoParamsSchema>;

/** The not-found page (docs/product.md#entities): `domainErrorPage` plus the member post ids it shows. */
export const DomainErrorPageSchema = Type.Object({
  title: Type.String({ maxLength: 200 }),
  subtitle: Type.String({ maxLength: 300 }),
  section_title: Type.String({ maxLength: 200 }),
  section_text: Type.String({ maxLength: 5000 }),
  truck_image: Type.Union([SafeImageUrlSchema, Type.Null()]),
});
export type DomainErrorPage = Static<typeof DomainErrorPageSchema>;

export const ErrorPageOptionsSchema = Type.Object({
  domainErrorPage: DomainErrorPageSchema,
  members: Type.Array(IdSchema),
});
export type ErrorPageOptions = Static<typeof ErrorPageOptionsSchema>;

export const SocialIconSchema = Type.Object(
  {
    id: IdSchema,
    name: Type.String({ maxLength: 100 }),
    data: Type.Object(
      { label: Type.String({ maxLength: 100 }), icons: Type.String({ maxLength: 200 }) },
      CLOSED,
    ),
  },
  CLOSED,
);

/** Social link (docs/product.md#entities): the link is a safe link url (shared/safe-url.ts). */
export const SocialLinkSchema = Type.Object({
  id: IdSchema,
  link: SafeLinkUrlSchema,
  icon: SocialIconSchema,
});
export type SocialLink = Static<typeof SocialLinkSchema>;

export interface MenuItem {
  text: string;
  url: string;
  type: 'VLink';
  mode?: 'dropdown';
  children?: MenuItem[];
  isSelected?: boolean;
  uuid: string;
}

const menuLinkFields = {
  text: Type.String({ minLength: 1, maxLength: 100 }),
  /** `http(s)://…`, `mailto:…`, `tel:…` or a path of the site (shared/safe-url.ts) */
  url: SafeLinkUrlSchema,
  type: Type.Literal('VLink'),
  isSelected: Type.Optional(Type.Boolean()),
  uuid: Type.String({ minLength: 1, maxLength: 64 }),
};

/** A menu link without children: a footer item, or a link of a header dropdown. */
export const MenuLinkSchema = Type.Object(menuLinkFields, CLOSED);

/**
 * A header item: a link, or a dropdown (`mode: 'dropdown'`) with one level of links under it, as
 * the header and the menu drawer show them. Menus are two levels at most, never a deeper tree.
 */
export const MenuItemSchema = Type.Object(
  {
    ...menuLinkFields,
    mode: Type.Optional(Type.Literal('dropdown')),
    children: Type.Optional(Type.Array(MenuLinkSchema, { maxItems: MENU_MAX_CHILDREN })),
  },
  CLOSED,
);

/**
 * Menus (docs/product.md#entities): header items with their dropdowns; footer links (the footer shows a flat
 * list).
 */
export const MenuBodySchema = Type.Object(
  {
    header: Type.Array(MenuItemSchema, { maxItems: MENU_MAX_ITEMS }),
    footer: Type.Array(MenuLinkSchema, { maxItems: MENU_MAX_ITEMS }),
  },
  CLOSED,
);
export interface MenuBody {
  header: MenuItem[];
  footer: MenuItem[];
}

export const AnalyticsItemSchema = Type.Object({
  id: IdSchema,
  type: Type.Union([Type.Literal('script'), Type.Literal('meta'), Type.Literal('noscript')]),
  src: Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]),
  custom_id: Type.Union([Type.String({ maxLength: 100 }), Type.Null()]),
  async: Type.Boolean(),
  defer: Type.Boolean(),
  tag_position: Type.Union([Type.Literal('head'), Type.Literal('body')]),
  code: Type.Union([Type.String({ maxLength: 20000 }), Type.Null()]),
  name: Type.Union([Type.String({ maxLength: 200 }), Type.Null()]),
  content: Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]),
  content_type: Type.Union([Type.String({ maxLength: 100 }), Type.Null()]),
  external_analytics: Type.Boolean(),
  external_analytics_type: Type.Union([Type.String({ maxLength: 100 }), Type.Null()]),
});
export type AnalyticsItem = Static<typeof AnalyticsItemSchema>;
