/**
 * The site options calls of the panel (docs/product.md#api): options, colours, socials and menus
 * answer `{data}`; error page, SEO and site map answer bare.
 */
import { useMemo } from 'react';
import { API } from '#shared/api-paths.ts';
import type {
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
import { useCacheUpdates } from '../shell/panel-reads.ts';

const put = <T>(path: string, payload: unknown) =>
  requestJson<T>(path, { method: 'PUT', body: JSON.stringify(payload) });

/**
 * The sections' writes. A saved section's answer replaces its read in the cache (no second
 * request); the site map's also makes the list of pages stale (docs/decisions/040). The analytics
 * items are a site-scoped collection: their writes are the generated ones (collections/).
 */
export function useSiteOptionsWrites() {
  const { write, replace } = useCacheUpdates();
  return useMemo(() => {
    const saved =
      <Answer>(path: string) =>
      async (answer: Answer) => {
        await replace(path, answer);
        return answer;
      };
    return {
      saveOptions: (body: DomainOptionsUpdate) =>
        put<{ data: DomainOptions }>(API.options.options, body).then((a) =>
          saved<DomainOptions>(API.options.options)(a.data),
        ),
      saveColors: (body: ColorsUpdate) =>
        put<{ data: DomainColor[] }>(API.options.colors, body).then((a) =>
          saved<DomainColor[]>(API.options.colors)(a.data),
        ),
      saveMenus: (body: { menuBody: MenuBody }) =>
        put<{ data: { menuBody: MenuBody } }>(API.options.menus, body).then((a) =>
          saved<{ menuBody: MenuBody }>(API.options.menus)(a.data),
        ),
      saveSocials: (body: SocialsUpdate) =>
        put<{ data: SocialLink[] }>(API.options.socials, body).then((a) =>
          saved<SocialLink[]>(API.options.socials)(a.data),
        ),
      saveErrorPage: (body: ErrorPageUpdate) =>
        put<ErrorPageOptions>(API.options.errorPage, body).then(
          saved<ErrorPageOptions>(API.options.errorPage),
        ),
      saveSeo: (body: SeoUpdate) =>
        put<SeoParams>(API.options.seo, body).then(saved<SeoParams>(API.options.seo)),
      saveSiteMap: (body: SiteMapSettings) =>
        write(() => put<SiteMapSettings>(API.options.siteMap, body), API.sitemap).then(
          saved<SiteMapSettings>(API.options.siteMap),
        ),
    };
  }, [write, replace]);
}

export const clearCache = () =>
  postJson<{ data?: { message?: string }; message?: string }>(API.clearCache, {});
