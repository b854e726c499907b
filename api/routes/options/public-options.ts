/**
 * Public site options, bare answers (spec §7): colors, options, error-page, socials,
 * menus (`{menuBody: {header, footer}}`) and seo of the request's site.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { listDomainColors } from '../../options/domain-colors.ts';
import { readSetting } from '../../options/domain-settings.ts';

const publicOptionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'public' as const };
  app.get(API.options.colors, { config }, async (request) => listDomainColors(app.db, request.apiSite.id));
  app.get(API.options.options, { config }, async (request) =>
    readSetting(app.db, request.apiSite.id, 'options'),
  );
  app.get(API.options.errorPage, { config }, async (request) =>
    readSetting(app.db, request.apiSite.id, 'error-page'),
  );
  app.get(API.options.socials, { config }, async (request) =>
    readSetting(app.db, request.apiSite.id, 'socials'),
  );
  app.get(API.options.menus, { config }, async (request) => ({
    menuBody: await readSetting(app.db, request.apiSite.id, 'menus'),
  }));
  app.get(API.options.seo, { config }, async (request) => readSetting(app.db, request.apiSite.id, 'seo'));
};

export default publicOptionsRoutes;
