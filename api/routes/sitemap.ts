/**
 * `GET /api/sitemap` (public) → `{data: [{url, updated_at}]}`: published, not deleted posts that
 * are shown in the sitemap, not no-index, of the post types chosen in the site-map settings, and
 * that have an `_id`, a title and a url (spec §5).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { readSetting } from '../options/domain-settings.ts';

const sitemapRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(API.sitemap, { config: { access: 'public' } }, async (request) => {
    const domainId = request.apiSite.id;
    const { post_type_ids: types } = await readSetting(app.db, domainId, 'site-map');
    if (types.length === 0) return { data: [] };
    const rows = await app.db
      .selectFrom('posts')
      .select(['url', 'updated_at'])
      .where('domain_id', '=', domainId)
      .where('post_status_id', '=', POST_STATUS.published)
      .where('deleted_at', 'is', null)
      .where('show_in_sitemap', '=', 1)
      .where('no_index', '=', 0)
      .where('post_type_id', 'in', types)
      .where('public_id', '!=', '')
      .where('title', '!=', '')
      .where('url', '!=', '')
      .orderBy('url')
      .execute();
    return { data: rows };
  });
};

export default sitemapRoute;
