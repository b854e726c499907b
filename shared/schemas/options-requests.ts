import Type, { type Static } from 'typebox';
import { COLOR_TYPE_IDS } from '../ids/color-types.ts';
import { POST_TYPE_IDS, type PostTypeId } from '../ids/post-types.ts';
import { CLOSED, HostSchema, IdSchema, ImageRefSchema } from './common.ts';
import {
  DomainErrorPageSchema,
  DomainOptionsSchema,
  MenuBodySchema,
  SeoParamsSchema,
  SocialIconSchema,
  SocialLinkSchema,
  TitleTemplateSchema,
} from './domain-options.ts';

/** Request and answer shapes of the site-options calls (docs/product.md#api). */

export const ColorTypeIdSchema = Type.Enum(COLOR_TYPE_IDS);

/** The image options of a domain: written as an image url, a media id or null (ImageRefSchema). */
export const DOMAIN_IMAGE_OPTIONS = ['auth_background', 'logo', 'fav_icon'] as const;
export type DomainImageOption = (typeof DOMAIN_IMAGE_OPTIONS)[number];

const options = DomainOptionsSchema.properties;

/**
 * `PUT /api/options/options`: any subset of the domain options (none at all is a 400 "Nothing to
 * change"); an image option takes a safe image url, a media id of the site (stored as its url) or null.
 */
export const DomainOptionsUpdateSchema = Type.Object(
  {
    title: Type.Optional(options.title),
    address: Type.Optional(options.address),
    phone: Type.Optional(options.phone),
    email: Type.Optional(options.email),
    outgoing_email: Type.Optional(options.outgoing_email),
    social_media_title: Type.Optional(options.social_media_title),
    menu_title: Type.Optional(options.menu_title),
    join_title: Type.Optional(options.join_title),
    join_text: Type.Optional(options.join_text),
    copyright: Type.Optional(options.copyright),
    time_zone: Type.Optional(options.time_zone),
    auth_background: Type.Optional(ImageRefSchema),
    logo: Type.Optional(ImageRefSchema),
    fav_icon: Type.Optional(ImageRefSchema),
  },
  CLOSED,
);
export type DomainOptionsUpdate = Static<typeof DomainOptionsUpdateSchema>;

/** `PUT /api/options/colors`: the full list; one entry per colour type. */
export const ColorsUpdateSchema = Type.Array(
  Type.Object(
    {
      domain_color_type_id: ColorTypeIdSchema,
      code: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
    },
    CLOSED,
  ),
  { maxItems: 20 },
);
export type ColorsUpdate = Static<typeof ColorsUpdateSchema>;

/**
 * `PUT /api/options/error-page`: the page fields, the image (a safe image url, a media id or null;
 * `truck_image_id` is the older spelling of a media id) and the members shown.
 */
export const ErrorPageUpdateSchema = Type.Object(
  {
    title: DomainErrorPageSchema.properties.title,
    subtitle: DomainErrorPageSchema.properties.subtitle,
    section_title: DomainErrorPageSchema.properties.section_title,
    section_text: DomainErrorPageSchema.properties.section_text,
    truck_image: Type.Optional(ImageRefSchema),
    truck_image_id: Type.Optional(Type.Union([IdSchema, Type.Null()])),
    members: Type.Optional(Type.Array(IdSchema, { maxItems: 50 })),
  },
  CLOSED,
);
export type ErrorPageUpdate = Static<typeof ErrorPageUpdateSchema>;

/** `PUT /api/options/socials`: the full list; ids are given by the API (a sent `id` is a 400). */
export const SocialsUpdateSchema = Type.Array(
  Type.Object(
    {
      link: SocialLinkSchema.properties.link,
      icon: SocialIconSchema,
    },
    CLOSED,
  ),
  { maxItems: 30 },
);
export type SocialsUpdate = Static<typeof SocialsUpdateSchema>;

/**
 * `PUT /api/options/seo`: title and description (docs/product.md#api), and optionally the page title template
 * (`''` goes back to the default) and the share image (an image url, a media id or null). Left
 * out, those two keep their value, so a client that knows only the spec's two fields changes
 * nothing else.
 */
export const SeoUpdateSchema = Type.Object(
  {
    title: SeoParamsSchema.properties.title,
    description: SeoParamsSchema.properties.description,
    title_template: Type.Optional(Type.Union([TitleTemplateSchema, Type.Literal('')])),
    share_image: Type.Optional(ImageRefSchema),
  },
  CLOSED,
);
export type SeoUpdate = Static<typeof SeoUpdateSchema>;

/** `GET /api/options/menus` answers this bare; `PUT` takes it and answers it in `{data}`. */
export const MenusDocumentSchema = Type.Object({ menuBody: MenuBodySchema }, CLOSED);

/** `GET/PUT /api/options/site-map`: which post types the public sitemap lists. */
export const SiteMapSettingsSchema = Type.Object(
  { post_type_ids: Type.Array(Type.Enum(POST_TYPE_IDS), { maxItems: 6 }) },
  CLOSED,
);
export type SiteMapSettings = Static<typeof SiteMapSettingsSchema>;

export const DomainSummarySchema = Type.Object({ id: IdSchema, host: HostSchema, name: Type.String() });
export type DomainSummary = Static<typeof DomainSummarySchema>;

/**
 * How a new domain starts (`start_from`):
 * - `{kind: 'empty'}`: its name as title, default colours and menus, a published home page;
 * - `{kind: 'copy', domain_id, post_type_ids?, copy_analytics?}`: a copy of that domain — its
 *   options, colours, menus, socials, SEO, error page, site map settings, FAQ, categories, cuisine
 *   tags and media library, and the posts (live ones, drafts too; not the trash) of
 *   `post_type_ids` (absent: every type). Its analytics items (trackers and the search engines'
 *   verification tags, which name the source's own accounts and host) only with
 *   `copy_analytics: true`; absent, they are not copied. The members' stops (truck schedules) only
 *   with `copy_schedules: true`, and only those of members the copy takes.
 * One closed object with an implication ("the kind is not copy, or it names its domain"), not a
 * union of two objects: a union reports the failures of both branches, this reports the one that
 * matters (`start_from.domain_id: is required`). `domain_id`, `post_type_ids` and `copy_analytics`
 * belong to a copy only (the API refuses them with an empty start).
 */
export const StartFromSchema = Type.Object(
  {
    kind: Type.Enum(['empty', 'copy']),
    domain_id: Type.Optional(IdSchema),
    post_type_ids: Type.Optional(Type.Array(Type.Enum(POST_TYPE_IDS), { maxItems: 6 })),
    copy_analytics: Type.Optional(Type.Boolean()),
    /** the members' stops and their exceptions ("copy schedules"), for the members copied */
    copy_schedules: Type.Optional(Type.Boolean()),
  },
  {
    ...CLOSED,
    allOf: [{ anyOf: [{ properties: { kind: { not: { const: 'copy' } } } }, { required: ['domain_id'] }] }],
  },
);

/** `start_from` as the panel writes it. */
export type StartFrom =
  | { kind: 'empty' }
  | {
      kind: 'copy';
      domain_id: number;
      post_type_ids?: PostTypeId[];
      copy_analytics?: boolean;
      copy_schedules?: boolean;
    };

/**
 * `POST /api/options/domains` (owner only): the host (unique), the name (the site's title) and
 * how it starts (absent: empty). Answers `{data: DomainSummary}` once the whole site exists.
 */
export const CreateDomainBodySchema = Type.Object(
  {
    host: HostSchema,
    name: Type.String({ minLength: 1, maxLength: 200 }),
    start_from: Type.Optional(StartFromSchema),
  },
  CLOSED,
);
export type CreateDomainBody = Omit<Static<typeof CreateDomainBodySchema>, 'start_from'> & {
  start_from?: StartFrom;
};

export const RoleSummarySchema = Type.Object({ id: IdSchema, name: Type.String() });

/** `POST /api/clear-cache` answer (the API keeps no cache; the panel's button gets its message). */
export const CacheClearedSchema = Type.Object({ message: Type.String() });
