import Type, { type Static } from 'typebox';
import { COLOR_TYPE_IDS } from '../ids/color-types.ts';
import { POST_TYPE_IDS } from '../ids/post-types.ts';
import { HostSchema, IdSchema } from './common.ts';
import {
  DomainErrorPageSchema,
  DomainOptionsSchema,
  MenuBodySchema,
  SocialLinkSchema,
} from './domain-options.ts';

/** Request and answer shapes of the site-options calls (spec §7, DESIGN.md). */

export const ColorTypeIdSchema = Type.Enum(COLOR_TYPE_IDS);

/** `PUT /api/options/options`: any subset of the domain options. */
export const DomainOptionsUpdateSchema = Type.Partial(DomainOptionsSchema);

/** `PUT /api/options/colors`: the full list; one entry per colour type. */
export const ColorsUpdateSchema = Type.Array(
  Type.Object({
    domain_color_type_id: ColorTypeIdSchema,
    code: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
  }),
  { maxItems: 20 },
);
export type ColorsUpdate = Static<typeof ColorsUpdateSchema>;

/** `PUT /api/options/error-page`: the page fields, the image (URL or media id) and the members shown. */
export const ErrorPageUpdateSchema = Type.Object({
  title: DomainErrorPageSchema.properties.title,
  subtitle: DomainErrorPageSchema.properties.subtitle,
  section_title: DomainErrorPageSchema.properties.section_title,
  section_text: DomainErrorPageSchema.properties.section_text,
  truck_image: Type.Optional(DomainErrorPageSchema.properties.truck_image),
  truck_image_id: Type.Optional(Type.Union([IdSchema, Type.Null()])),
  members: Type.Optional(Type.Array(IdSchema, { maxItems: 50 })),
});
export type ErrorPageUpdate = Static<typeof ErrorPageUpdateSchema>;

/** `PUT /api/options/socials`: the full list; ids are given by the API. */
export const SocialsUpdateSchema = Type.Array(
  Type.Object({
    link: SocialLinkSchema.properties.link,
    icon: SocialLinkSchema.properties.icon,
  }),
  { maxItems: 30 },
);
export type SocialsUpdate = Static<typeof SocialsUpdateSchema>;

/** `GET /api/options/menus` answers this bare; `PUT` takes it and answers it in `{data}`. */
export const MenusDocumentSchema = Type.Object({ menuBody: MenuBodySchema });

/** `GET/PUT /api/options/site-map`: which post types the public sitemap lists. */
export const SiteMapSettingsSchema = Type.Object({
  post_type_ids: Type.Array(Type.Enum(POST_TYPE_IDS), { maxItems: 6 }),
});
export type SiteMapSettings = Static<typeof SiteMapSettingsSchema>;

export const DomainSummarySchema = Type.Object({ id: IdSchema, host: HostSchema, name: Type.String() });
export type DomainSummary = Static<typeof DomainSummarySchema>;

/** `POST /api/options/domains` (owner only). */
export const CreateDomainBodySchema = Type.Object({
  host: HostSchema,
  name: Type.String({ minLength: 1, maxLength: 200 }),
});
export type CreateDomainBody = Static<typeof CreateDomainBodySchema>;

export const RoleSummarySchema = Type.Object({ id: IdSchema, name: Type.String() });
