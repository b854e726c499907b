/** The public options of the current domain (docs/product.md#api), each one SWR read with quiet failures. */
import useSWR, { preload } from 'swr';
import { EMPTY_DOMAIN_OPTIONS, emptyMenus, emptySeo } from '#shared/domain-defaults.ts';
import { PUBLIC_API as API } from '#shared/public-api-paths.ts';
import type {
  DomainColor,
  DomainOptions,
  MenuBody,
  SeoParams,
  SocialLink,
} from '#shared/schemas/domain-options.ts';
import { fetchOnDemand } from '../http/api-client-on-demand.ts';
import { siteContextOf } from '../http/site-context.ts';
import { initialSite } from './initial-site.ts';
import { QUIET_READ } from './quiet-swr.ts';

export const EMPTY_OPTIONS: DomainOptions = EMPTY_DOMAIN_OPTIONS;

const EMPTY_MENUS: MenuBody = emptyMenus();
const NO_COLORS: DomainColor[] = [];
const NO_SOCIALS: SocialLink[] = [];
const EMPTY_SEO: SeoParams = emptySeo();

/**
 * Starts the reads every public page needs before React renders (SWR picks the answers up),
 * except those the BFF inlined into the page (initial-site.ts). Not in the panel: it reads the
 * managed site's settings into a cache of its own, and a preload is taken by whichever cache
 * asks first.
 */
export function preloadSiteSettings(): void {
  if (siteContextOf(location.pathname) === 'panel') return;
  const inlined = initialSite().reads;
  for (const path of [API.options.options, API.options.colors, API.options.menus, API.options.seo]) {
    if (!Object.hasOwn(inlined, path)) preload(path, fetchOnDemand).catch(() => {});
  }
}

export function useSiteOptions(): { options: DomainOptions; loaded: boolean } {
  const { data } = useSWR<DomainOptions>(API.options.options, QUIET_READ);
  return { options: data ? { ...EMPTY_OPTIONS, ...data } : EMPTY_OPTIONS, loaded: data !== undefined };
}

export function useSiteColors(): DomainColor[] {
  return useSWR<DomainColor[]>(API.options.colors, QUIET_READ).data ?? NO_COLORS;
}

export function useMenus(): MenuBody {
  return useSWR<{ menuBody: MenuBody }>(API.options.menus, QUIET_READ).data?.menuBody ?? EMPTY_MENUS;
}

export function useSocials(): SocialLink[] {
  return useSWR<SocialLink[]>(API.options.socials, QUIET_READ).data ?? NO_SOCIALS;
}

export function useSeoParams(): SeoParams {
  return useSWR<SeoParams>(API.options.seo, QUIET_READ).data ?? EMPTY_SEO;
}
