/**
 * The site options screen (admin of the request's site): PUT options, colors, socials, menus
 * (new calls, `{data}`), PUT error-page and seo (spec §7, bare), GET/PUT site-map (bare).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { SeoParamsSchema } from '#shared/schemas/domain-options.ts';
import {
  ColorsUpdateSchema,
  DOMAIN_IMAGE_OPTIONS,
  DomainOptionsUpdateSchema,
  ErrorPageUpdateSchema,
  MenusDocumentSchema,
  SiteMapSettingsSchema,
  SocialsUpdateSchema,
} from '#shared/schemas/options-requests.ts';
import { badRequest } from '../../errors/http-error.ts';
import { requireChanges } from '../../errors/require-changes.ts';
import { listDomainColors, replaceDomainColors } from '../../options/domain-colors.ts';
import { readSetting, writeSetting } from '../../options/domain-settings.ts';
import { resolveImageRef } from '../../options/image-refs.ts';
import { domainOptionsOf, menuBodyOf } from '../../options/setting-fields.ts';

const siteOptionsAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'admin' as const };

  app.put(API.options.options, { config, schema: { body: DomainOptionsUpdateSchema } }, async (request) => {
    const site = request.apiSite;
    const given = requireChanges(request.body);
    const images: Record<string, string | null> = {};
    for (const key of DOMAIN_IMAGE_OPTIONS) {
      const ref = given[key];
      if (ref !== undefined) images[key] = await resolveImageRef(app.db, site, key, ref);
    }
    // domainOptionsOf picks the declared options, one by one
    const next = domainOptionsOf({ ...(await readSetting(app.db, site.id, 'options')), ...given, ...images });
    await writeSetting(app.db, site.id, 'options', next);
    return { data: next };
  });

  app.put(API.options.colors, { config, schema: { body: ColorsUpdateSchema } }, async (request) => {
    await replaceDomainColors(app.db, request.apiSite.id, request.body);
    return { data: await listDomainColors(app.db, request.apiSite.id) };
  });

  app.put(API.options.socials, { config, schema: { body: SocialsUpdateSchema } }, async (request) => {
    const socials = request.body.map(({ link, icon }, index) => ({
      id: index + 1,
      link,
      icon: { id: icon.id, name: icon.name, data: { label: icon.data.label, icons: icon.data.icons } },
    }));
    await writeSetting(app.db, request.apiSite.id, 'socials', socials);
    return { data: socials };
  });

  app.put(API.options.menus, { config, schema: { body: MenusDocumentSchema } }, async (request) => {
    const menuBody = menuBodyOf(request.body.menuBody);
    await writeSetting(app.db, request.apiSite.id, 'menus', menuBody);
    return { data: { menuBody } };
  });

  app.put(API.options.seo, { config, schema: { body: SeoParamsSchema } }, async (request) => {
    const seo = { title: request.body.title, description: request.body.description };
    await writeSetting(app.db, request.apiSite.id, 'seo', seo);
    return seo;
  });

  app.put(API.options.errorPage, { config, schema: { body: ErrorPageUpdateSchema } }, async (request) => {
    const site = request.apiSite;
    const { title, subtitle, section_title, section_text, members } = request.body;
    const current = await readSetting(app.db, site.id, 'error-page');

    let image = current.domainErrorPage.truck_image;
    const { truck_image: truckImage, truck_image_id: truckImageId } = request.body;
    if (truckImage !== undefined) image = await resolveImageRef(app.db, site, 'truck_image', truckImage);
    if (truckImageId !== undefined)
      image = await resolveImageRef(app.db, site, 'truck_image_id', truckImageId);

    const memberIds = members ?? current.members;
    if (memberIds.length > 0) {
      const found = await app.db
        .selectFrom('posts')
        .select('id')
        .where('domain_id', '=', site.id)
        .where('post_type_id', '=', POST_TYPE.member)
        .where('id', 'in', memberIds)
        .execute();
      const known = new Set(found.map((row) => row.id));
      const unknown = memberIds.filter((id) => !known.has(id));
      if (unknown.length > 0)
        throw badRequest('Unknown members', { members: [`Not members of this site: ${unknown.join(', ')}`] });
    }

    const next = {
      domainErrorPage: { title, subtitle, section_title, section_text, truck_image: image },
      members: memberIds,
    };
    await writeSetting(app.db, site.id, 'error-page', next);
    return next;
  });

  app.get(API.options.siteMap, { config }, async (request) =>
    readSetting(app.db, request.apiSite.id, 'site-map'),
  );
  app.put(API.options.siteMap, { config, schema: { body: SiteMapSettingsSchema } }, async (request) => {
    const next = { post_type_ids: [...new Set(request.body.post_type_ids)] };
    await writeSetting(app.db, request.apiSite.id, 'site-map', next);
    return next;
  });
};

export default siteOptionsAdminRoutes;
