/**
 * The site options screen (admin of the request's site): PUT options, colors, socials, menus
 * (new calls, `{data}`), PUT error-page and seo (docs/product.md#api, bare), GET/PUT site-map (bare).
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { API } from '#shared/api-paths.ts';
import { collectionNamed } from '#shared/collections/content-collections.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { DataEnvelope } from '#shared/schemas/common.ts';
import {
  DomainColorSchema,
  ErrorPageOptionsSchema,
  type SeoParams,
  SeoParamsSchema,
  SocialLinkSchema,
} from '#shared/schemas/domain-options.ts';
import {
  ColorsUpdateSchema,
  DOMAIN_IMAGE_OPTIONS,
  ErrorPageUpdateSchema,
  MenusDocumentSchema,
  SeoUpdateSchema,
  SiteMapSettingsSchema,
  SocialsUpdateSchema,
} from '#shared/schemas/options-requests.ts';
import { isTimeZone } from '#shared/time-zones.ts';
import { badRequest } from '../../errors/http-error.ts';
import { requireChanges } from '../../errors/require-changes.ts';
import { resolveImageRef } from '../../options/image-refs.ts';
import { domainOptionsOf, menuBodyOf } from '../../options/setting-fields.ts';
import { replies } from '../../replies/reply-schemas.ts';

const { item: DomainOptionsSchema, update: DomainOptionsUpdateSchema } =
  collectionNamed('site-options').schemas;

/** Request and answer schemas: options, colors, socials and menus answer `{data}`, the others bare. */
const OPTIONS_UPDATE = {
  body: DomainOptionsUpdateSchema,
  response: replies({ 200: DataEnvelope(DomainOptionsSchema) }),
};
const COLORS_UPDATE = {
  body: ColorsUpdateSchema,
  response: replies({ 200: DataEnvelope(Type.Array(DomainColorSchema)) }),
};
const SOCIALS_UPDATE = {
  body: SocialsUpdateSchema,
  response: replies({ 200: DataEnvelope(Type.Array(SocialLinkSchema)) }),
};
const MENUS_UPDATE = {
  body: MenusDocumentSchema,
  response: replies({ 200: DataEnvelope(MenusDocumentSchema) }),
};
const SEO_UPDATE = { body: SeoUpdateSchema, response: replies({ 200: SeoParamsSchema }) };
const ERROR_PAGE_UPDATE = { body: ErrorPageUpdateSchema, response: replies({ 200: ErrorPageOptionsSchema }) };
const SITE_MAP = replies({ 200: SiteMapSettingsSchema });
const SITE_MAP_UPDATE = { body: SiteMapSettingsSchema, response: SITE_MAP };

const siteOptionsAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'admin' as const };

  app.put(API.options.options, { config, schema: OPTIONS_UPDATE }, async (request) => {
    const site = request.apiSite;
    const given = requireChanges(request.body);
    if (given.time_zone !== undefined && !isTimeZone(given.time_zone)) {
      throw badRequest('Unknown time zone', { time_zone: ['Choose a time zone such as Europe/Berlin'] });
    }
    const images: Record<string, string | null> = {};
    for (const key of DOMAIN_IMAGE_OPTIONS) {
      const ref = given[key];
      if (ref !== undefined) images[key] = await resolveImageRef(app.stores.media, site, key, ref);
    }
    // domainOptionsOf picks the declared options, one by one
    const next = domainOptionsOf({
      ...(await app.stores.settings.read(site.id, 'options')),
      ...given,
      ...images,
    });
    await app.stores.settings.write(site.id, 'options', next);
    return { data: next };
  });

  app.put(API.options.colors, { config, schema: COLORS_UPDATE }, async (request) => {
    await app.stores.settings.replaceColors(request.apiSite.id, request.body);
    return { data: await app.stores.settings.listColors(request.apiSite.id) };
  });

  app.put(API.options.socials, { config, schema: SOCIALS_UPDATE }, async (request) => {
    const socials = request.body.map(({ link, icon }, index) => ({
      id: index + 1,
      link,
      icon: { id: icon.id, name: icon.name, data: { label: icon.data.label, icons: icon.data.icons } },
    }));
    await app.stores.settings.write(request.apiSite.id, 'socials', socials);
    return { data: socials };
  });

  app.put(API.options.menus, { config, schema: MENUS_UPDATE }, async (request) => {
    const menuBody = menuBodyOf(request.body.menuBody);
    await app.stores.settings.write(request.apiSite.id, 'menus', menuBody);
    return { data: { menuBody } };
  });

  app.put(API.options.seo, { config, schema: SEO_UPDATE }, async (request) => {
    const site = request.apiSite;
    const { title, description, title_template: template, share_image: image } = request.body;
    const current = await app.stores.settings.read(site.id, 'seo');
    const seo: SeoParams = { title, description };
    // left out: kept; '' / null: back to none
    const nextTemplate = template ?? current.title_template;
    if (nextTemplate) seo.title_template = nextTemplate;
    const nextImage =
      image === undefined
        ? current.share_image
        : await resolveImageRef(app.stores.media, site, 'share_image', image);
    if (nextImage) seo.share_image = nextImage;
    await app.stores.settings.write(site.id, 'seo', seo);
    return seo;
  });

  app.put(API.options.errorPage, { config, schema: ERROR_PAGE_UPDATE }, async (request) => {
    const site = request.apiSite;
    const { title, subtitle, section_title, section_text, members } = request.body;
    const current = await app.stores.settings.read(site.id, 'error-page');

    let image = current.domainErrorPage.truck_image;
    const { truck_image: truckImage, truck_image_id: truckImageId } = request.body;
    if (truckImage !== undefined)
      image = await resolveImageRef(app.stores.media, site, 'truck_image', truckImage);
    if (truckImageId !== undefined)
      image = await resolveImageRef(app.stores.media, site, 'truck_image_id', truckImageId);

    const memberIds = members ?? current.members;
    if (memberIds.length > 0) {
      const known = await app.stores.posts.existingIdsOfType(site.id, POST_TYPE.member, memberIds);
      const unknown = memberIds.filter((id) => !known.has(id));
      if (unknown.length > 0)
        throw badRequest('Unknown members', { members: [`Not members of this site: ${unknown.join(', ')}`] });
    }

    const next = {
      domainErrorPage: { title, subtitle, section_title, section_text, truck_image: image },
      members: memberIds,
    };
    await app.stores.settings.write(site.id, 'error-page', next);
    return next;
  });

  app.get(API.options.siteMap, { config, schema: { response: SITE_MAP } }, async (request) =>
    app.stores.settings.read(request.apiSite.id, 'site-map'),
  );
  app.put(API.options.siteMap, { config, schema: SITE_MAP_UPDATE }, async (request) => {
    const next = { post_type_ids: [...new Set(request.body.post_type_ids)] };
    await app.stores.settings.write(request.apiSite.id, 'site-map', next);
    return next;
  });
};

export default siteOptionsAdminRoutes;
