/**
 * The panel's reads, typed by a map from API path to its answer (types of shared/schemas), and the
 * one way a feature's write hook tells SWR what it changed (docs/decisions/040). A screen reads
 * with `usePanelRead(API.faqs)` and gets `Faq[]`; the feature's write hook (`collections/site-collection-requests.ts`
 * and its peers) sends the request, then invalidates the reads it affects, so no screen calls
 * `mutate()` itself.
 */
import { useCallback } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
import { API } from '#shared/api-paths.ts';
import type { Category, CuisineTag, Faq, FaqCategory } from '#shared/schemas/content.ts';
import type {
  AnalyticsItem,
  DomainColor,
  DomainOptions,
  ErrorPageOptions,
  MenuBody,
  SeoParams,
  SocialLink,
} from '#shared/schemas/domain-options.ts';
import type { SiteMapSettings } from '#shared/schemas/options-requests.ts';
import type { SitemapEntry } from '#shared/schemas/sitemap.ts';
import type { StaffUser } from '#shared/schemas/users.ts';

/** What each path the panel reads answers: a path missing here cannot be read with usePanelRead. */
export interface PanelReads {
  [API.faqs]: Faq[];
  [API.faqCategories]: FaqCategory[];
  [API.categories]: { data: Category[] };
  [API.cuisineTags]: { data: CuisineTag[] };
  [API.users]: { data: StaffUser[] };
  [API.options.options]: DomainOptions;
  [API.options.colors]: DomainColor[];
  [API.options.socials]: SocialLink[];
  [API.options.menus]: { menuBody: MenuBody };
  [API.options.errorPage]: ErrorPageOptions;
  [API.options.seo]: SeoParams;
  [API.options.siteMap]: SiteMapSettings;
  [API.sitemap]: { data: SitemapEntry[] };
  [API.analytics]: { data: AnalyticsItem[] };
}

export type PanelReadPath = keyof PanelReads;

/** `useSWR` of one path of the map, its answer typed by it; `null` reads nothing. */
export function usePanelRead<Path extends PanelReadPath>(path: Path | null, config?: SWRConfiguration) {
  return useSWR<PanelReads[Path]>(path, config ?? {});
}

/** A read a write changed: its key, or a test of keys (a list read with its query, say). */
export type Stale = string | ((key: unknown) => boolean);

/**
 * For a feature's write hooks. `write(request, ...reads)` sends the request, then revalidates the
 * reads it changes, whether it succeeded or not (a delete refused as not found says the list is
 * stale too); `stale(...reads)` revalidates them alone (a read that changes what others show).
 * `replace(key, answer)` puts a write's answer in the cache of the read it is, with no second
 * request; `clear(...reads)` empties reads whose old answer must not show (a deleted image's
 * posts).
 */
export function useCacheUpdates() {
  const { mutate } = useSWRConfig();
  const stale = useCallback(
    async (...reads: Stale[]) => {
      await Promise.all(reads.map((read) => mutate(read)));
    },
    [mutate],
  );
  const write = useCallback(
    async <Answer>(request: () => Promise<Answer>, ...reads: Stale[]): Promise<Answer> => {
      try {
        return await request();
      } finally {
        await stale(...reads);
      }
    },
    [stale],
  );
  const replace = useCallback(
    async <Answer>(key: Stale, answer: Answer) => {
      await mutate(key, answer, { revalidate: false });
    },
    [mutate],
  );
  /** empties reads that must not show their old answer (what is shown is read again) */
  const clear = useCallback(
    async (...reads: Stale[]) => {
      await Promise.all(reads.map((read) => mutate(read, undefined)));
    },
    [mutate],
  );
  return { write, stale, replace, clear };
}
