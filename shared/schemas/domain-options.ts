import Type, { type Static } from 'typebox';
import { IdSchema } from './common.ts';

/** Domain options (spec §3). Image fields hold a media URL path or null. */
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
  auth_background: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
  logo: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
  fav_icon: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
});
export type DomainOptions = Static<typeof DomainOptionsSchema>;

/** Domain colour (spec §3): `domain_color_type_id` is one of shared/ids/color-types.ts. */
export const DomainColorSchema = Type.Object({
  id: IdSchema,
  domain_color_type_id: Type.Integer(),
  code: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
});
export type DomainColor = Static<typeof DomainColorSchema>;

export const SeoParamsSchema = Type.Object({
  title: Type.String({ maxLength: 200 }),
  description: Type.String({ maxLength: 500 }),
});
export type SeoParams = Static<typeof SeoParamsSchema>;

/** The not-found page (spec §3): `domainErrorPage` plus the member post ids it shows. */
export const DomainErrorPageSchema = Type.Object({
  title: Type.String({ maxLength: 200 }),
  subtitle: Type.String({ maxLength: 300 }),
  section_title: Type.String({ maxLength: 200 }),
  section_text: Type.String({ maxLength: 5000 }),
  truck_image: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
});
export type DomainErrorPage = Static<typeof DomainErrorPageSchema>;

export const ErrorPageOptionsSchema = Type.Object({
  domainErrorPage: DomainErrorPageSchema,
  members: Type.Array(IdSchema),
});
export type ErrorPageOptions = Static<typeof ErrorPageOptionsSchema>;

export const SocialLinkSchema = Type.Object({
  id: IdSchema,
  link: Type.String({ maxLength: 500 }),
  icon: Type.Object({
    id: IdSchema,
    name: Type.String(),
    data: Type.Object({ label: Type.String(), icons: Type.String() }),
  }),
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

export const MenuItemSchema = Type.Cyclic(
  {
    MenuItem: Type.Object({
      text: Type.String({ minLength: 1, maxLength: 100 }),
      url: Type.String({ maxLength: 500 }),
      type: Type.Literal('VLink'),
      mode: Type.Optional(Type.Literal('dropdown')),
      children: Type.Optional(Type.Array(Type.Ref('MenuItem'))),
      isSelected: Type.Optional(Type.Boolean()),
      uuid: Type.String({ minLength: 1, maxLength: 64 }),
    }),
  },
  'MenuItem',
);

export const MenuBodySchema = Type.Object({
  header: Type.Array(MenuItemSchema),
  footer: Type.Array(MenuItemSchema),
});
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
