/**
 * Public site options, bare answers (docs/product.md#api): colors, options, error-page, socials,
 * menus (`{menuBody: {header, footer}}`) and seo of the request's site.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { API } from '#shared/api-paths.ts';
import { collectionNamed } from '#shared/collections/content-collections.ts';
import {
  DomainColorSchema,
  ErrorPageOptionsSchema,
  SeoParamsSchema,
  SocialLinkSchema,
} from '#shared/schemas/domain-options.ts';
import { MenusDocumentSchema } from '#shared/schemas/options-requests.ts';
import { replies } from '../../replies/reply-schemas.ts';

const { item: DomainOptionsSchema } = collectionNamed('site-options').schemas;

const COLORS = replies({ 200: Type.Array(DomainColorSchema) });
const OPTIONS = replies({ 200: DomainOptionsSchema });
const ERROR_PAGE = replies({ 200: ErrorPageOptionsSchema });
const SOCIALS = replies({ 200: Type.Array(SocialLinkSchema) });
const MENUS = replies({ 200: MenusDocumentSchema });
const SEO = replies({ 200: SeoParamsSchema });

const publicOptionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'public' as const };
  app.get(API.options.colors, { config, schema: { response: COLORS } }, async (request) =>
    app.stores.settings.listColors(request.apiSite.id),
  );
  app.get(API.options.options, { config, schema: { response: OPTIONS } }, async (request) =>
    app.stores.settings.read(request.apiSite.id, 'options'),
  );
  app.get(API.options.errorPage, { config, schema: { response: ERROR_PAGE } }, async (request) =>
    app.stores.settings.read(request.apiSite.id, 'error-page'),
  );
  app.get(API.options.socials, { config, schema: { response: SOCIALS } }, async (request) =>
    app.stores.settings.read(request.apiSite.id, 'socials'),
  );
  app.get(API.options.menus, { config, schema: { response: MENUS } }, async (request) => ({
    menuBody: await app.stores.settings.read(request.apiSite.id, 'menus'),
  }));
  app.get(API.options.seo, { config, schema: { response: SEO } }, async (request) =>
    app.stores.settings.read(request.apiSite.id, 'seo'),
  );
};

export default publicOptionsRoutes;
