/**
 * `GET /api/sitemap` (public) → `{data: [{url, updated_at}]}`: published, not deleted posts that
 * are shown in the sitemap, not no-index, of the post types chosen in the site-map settings, and
 * that have an `_id`, a title and a url (docs/product.md#rules). A member's `updated_at` is its
 * last stop change when that is later (truck schedules, decision 049).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { API } from '#shared/api-paths.ts';
import { DataEnvelope } from '#shared/schemas/common.ts';
import { SitemapEntrySchema } from '#shared/schemas/sitemap.ts';
import { replies } from '../replies/reply-schemas.ts';
import { withStopChanges } from '../schedules/schedule-lastmod.ts';

const SITEMAP = replies({ 200: DataEnvelope(Type.Array(SitemapEntrySchema)) });

const sitemapRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(API.sitemap, { config: { access: 'public' }, schema: { response: SITEMAP } }, async (request) => {
    const domainId = request.apiSite.id;
    const { post_type_ids: types } = await app.stores.settings.read(domainId, 'site-map');
    const entries = await app.stores.posts.listSitemapEntries(domainId, types);
    return { data: await withStopChanges(app.stores, domainId, entries) };
  });
};

export default sitemapRoute;
