/**
 * The site options screen (admin of the request's site): PUT options, colors, socials, menus
 * (new calls, `{data}`), PUT error-page and seo (spec §7, bare), GET/PUT site-map (bare).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '../../../shared/api-paths.ts';
import { POST_TYPE } from '../../../shared/ids/post-types.ts';
import { mediaUrlPath } from '../../../shared/media-url.ts';
import { SeoParamsSchema } from '../../../shared/schemas/domain-options.ts';
import {
  ColorsUpdateSchema,
  DomainOptionsUpdateSchema,
  ErrorPageUpdateSchema,
  MenusDocumentSchema,
  SiteMapSettingsSchema,
  SocialsUpdateSchema,
} from '../../../shared/schemas/options-requests.ts';
import { badRequest } from '../../errors/http-error.ts';
import { listDomainColors, replaceDomainColors } from '../../options/domain-colors.ts';
import { readSetting, writeSetting } from '../../options/domain-settings.ts';

const siteOptionsAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'admin' as const };

  app.put(API.options.options, { config, schema: { body: DomainOptionsUpdateSchema } }, async (request) => {
    const domainId = request.apiSite.id;
    const next = { ...(await readSetting(app.db, domainId, 'options')), ...request.body };
    await writeSetting(app.db, domainId, 'options', next);
    return { data: next };
  });

  app.put(API.options.colors, { config, schema: { body: ColorsUpdateSchema } }, async (request) => {
    await replaceDomainColors(app.db, request.apiSite.id, request.body);
    return { data: await listDomainColors(app.db, request.apiSite.id) };
  });

  app.put(API.options.socials, { config, schema: { body: SocialsUpdateSchema } }, async (request) => {
    const socials = request.body.map((social, index) => ({ id: index + 1, ...social }));
    await writeSetting(app.db, request.apiSite.id, 'socials', socials);
    return { data: socials };
  });

  app.put(API.options.menus, { config, schema: { body: MenusDocumentSchema } }, async (request) => {
    await writeSetting(app.db, request.apiSite.id, 'menus', request.body.menuBody);
    return { data: { menuBody: request.body.menuBody } };
  });

  app.put(API.options.seo, { config, schema: { body: SeoParamsSchema } }, async (request) => {
    await writeSetting(app.db, request.apiSite.id, 'seo', request.body);
    return request.body;
  });

  app.put(API.options.errorPage, { config, schema: { body: ErrorPageUpdateSchema } }, async (request) => {
    const site = request.apiSite;
    const { truck_image_id: truckImageId, members, truck_image: truckImage, ...texts } = request.body;
    const current = await readSetting(app.db, site.id, 'error-page');

    let image = truckImage === undefined ? current.domainErrorPage.truck_image : truckImage;
    if (truckImageId !== undefined && truckImageId !== null) {
      const media = await app.db
        .selectFrom('media')
        .selectAll()
        .where('domain_id', '=', site.id)
        .where('id', '=', truckImageId)
        .executeTakeFirst();
      if (!media)
        throw badRequest('Unknown image', { truck_image_id: ['No such image in the media library'] });
      image = mediaUrlPath(site.host, media);
    } else if (truckImageId === null) {
      image = null;
    }

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

    const next = { domainErrorPage: { ...texts, truck_image: image }, members: memberIds };
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
