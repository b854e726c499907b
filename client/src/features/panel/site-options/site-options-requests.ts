/**
 * The site options calls of the panel (docs/product.md#api): options, colours, socials and menus
 * answer `{data}`; error page, SEO and site map answer bare; analytics answer `{data}`.
 */
import { API } from '#shared/api-paths.ts';
import type { AnalyticsItemBody } from '#shared/schemas/content-requests.ts';
import type {
  AnalyticsItem,
  DomainColor,
  DomainOptions,
  ErrorPageOptions,
  MenuBody,
  SeoParams,
  SocialLink,
} from '#shared/schemas/domain-options.ts';
import type {
  ColorsUpdate,
  DomainOptionsUpdate,
  ErrorPageUpdate,
  SeoUpdate,
  SiteMapSettings,
  SocialsUpdate,
} from '#shared/schemas/options-requests.ts';
import { postJson, requestJson } from '../../../http/api-client.ts';

const put = <T>(path: string, payload: unknown) =>
  requestJson<T>(path, { method: 'PUT', body: JSON.stringify(payload) });

export const saveOptions = (body: DomainOptionsUpdate) =>
  put<{ data: DomainOptions }>(API.options.options, body).then((a) => a.data);
export const saveColors = (body: ColorsUpdate) =>
  put<{ data: DomainColor[] }>(API.options.colors, body).then((a) => a.data);
export const saveMenus = (body: { menuBody: MenuBody }) =>
  put<{ data: { menuBody: MenuBody } }>(API.options.menus, body).then((a) => a.data);
export const saveSocials = (body: SocialsUpdate) =>
  put<{ data: SocialLink[] }>(API.options.socials, body).then((a) => a.data);
export const saveErrorPage = (body: ErrorPageUpdate) => put<ErrorPageOptions>(API.options.errorPage, body);
export const saveSeo = (body: SeoUpdate) => put<SeoParams>(API.options.seo, body);
export const saveSiteMap = (body: SiteMapSettings) => put<SiteMapSettings>(API.options.siteMap, body);

export const createAnalyticsItem = (body: AnalyticsItemBody) =>
  postJson<{ data: AnalyticsItem }>(API.analytics, body).then((a) => a.data);
export const updateAnalyticsItem = (id: number, body: AnalyticsItemBody) =>
  put<{ data: AnalyticsItem }>(API.analyticsItem(id), body).then((a) => a.data);
export const deleteAnalyticsItem = (id: number) =>
  requestJson<{ data: { id: number } }>(API.analyticsItem(id), { method: 'DELETE' });

export const clearCache = () =>
  postJson<{ data?: { message?: string }; message?: string }>(API.clearCache, {});
