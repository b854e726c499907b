/** Every route plugin of the API, registered in one place. */
import type { FastifyInstance } from 'fastify';
import accountRoutes from './account/account.ts';
import changePasswordRoute from './account/change-password.ts';
import resetPasswordRoute from './account/reset-password.ts';
import sessionRoutes from './account/sessions.ts';
import twoFactorRoutes from './account/two-factor.ts';
import apiDocsRoute from './api-docs.ts';
import auditRoutes from './audit/audit.ts';
import loginRoute from './auth/login.ts';
import logoutRoute from './auth/logout.ts';
import refreshTokensRoute from './auth/refresh-tokens.ts';
import switchDomainRoute from './auth/switch-domain.ts';
import siteCollectionRoutes from './collections/site-collection-routes.ts';
import formSubmissionRoutes from './forms/form-submissions.ts';
import submissionRoutes from './forms/submissions.ts';
import healthRoute from './health.ts';
import insightBatchRoutes from './insights/insight-batch.ts';
import insightReadRoutes from './insights/insight-reads.ts';
import mediaRoutes from './media/media.ts';
import domainsAndRolesRoutes from './options/domains-and-roles.ts';
import publicOptionsRoutes from './options/public-options.ts';
import securitySettingsRoutes from './options/security-settings.ts';
import siteOptionsAdminRoutes from './options/site-options-admin.ts';
import postDraftRoutes from './posts/post-drafts.ts';
import postEditingRoutes from './posts/post-editing.ts';
import postLifecycleRoutes from './posts/post-lifecycle.ts';
import postListRoutes from './posts/post-lists.ts';
import postPreviewRoutes from './posts/post-previews.ts';
import postRevisionRoutes from './posts/post-revisions.ts';
import scheduleReadRoutes from './schedules/schedule-reads.ts';
import siteHostsRoute from './site-hosts.ts';
import sitemapRoute from './sitemap.ts';
import userRoutes from './users/users.ts';

const ROUTE_PLUGINS = [
  healthRoute,
  apiDocsRoute,
  siteHostsRoute,
  loginRoute,
  refreshTokensRoute,
  logoutRoute,
  switchDomainRoute,
  accountRoutes,
  changePasswordRoute,
  resetPasswordRoute,
  twoFactorRoutes,
  sessionRoutes,
  securitySettingsRoutes,
  publicOptionsRoutes,
  siteOptionsAdminRoutes,
  domainsAndRolesRoutes,
  postListRoutes,
  postEditingRoutes,
  postDraftRoutes,
  postPreviewRoutes,
  postRevisionRoutes,
  postLifecycleRoutes,
  // FAQ entries and categories, blog categories, cuisine tags, analytics items: from their declarations
  siteCollectionRoutes,
  userRoutes,
  sitemapRoute,
  mediaRoutes,
  formSubmissionRoutes,
  submissionRoutes,
  auditRoutes,
  insightBatchRoutes,
  insightReadRoutes,
  scheduleReadRoutes,
];

export async function apiRoutes(app: FastifyInstance) {
  for (const plugin of ROUTE_PLUGINS) await app.register(plugin);
}
