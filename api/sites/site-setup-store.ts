/**
 * Making a new site (domain), each in ONE transaction so that a failure leaves no half-made site.
 * Each area's store writes its own share (docs/decisions/039); this module only says in which
 * order and points the copies at each other:
 * - `createEmpty`: the domain with the content of new-site-content.ts (title, colours, menus,
 *   settings, a published home page);
 * - `createCopy`: the domain as a copy of another: each content collection's share, in the order
 *   its declaration gives (site-copy-shares.ts): categories and cuisine tags, FAQ categories and
 *   FAQs, media rows, the live posts (drafts too, not the trash) of the chosen post types, the
 *   settings and colours, analytics items when asked for — every reference pointed at the copies
 *   (copied-references.ts). The media files are the caller's (media-copy.ts):
 *   `beforeCommit` is the last step inside the transaction, given the media rows the copy holds.
 */

import type { MediaRow } from '../db/tables.ts';
import { conflict } from '../errors/http-error.ts';
import type { MediaStore } from '../media/media-store.ts';
import { SETTING_NAMES, type SettingName } from '../options/settings-store.ts';
import type { Stores } from '../stores.ts';
import type { DomainSummary } from './domain-store.ts';
import { newSiteColors, newSiteHomePost, newSiteSettings } from './new-site-content.ts';
import { type CopyRun, type CopySource, copyShares } from './site-copy-shares.ts';

export type { CopySource } from './site-copy-shares.ts';

export interface NewSite {
  host: string;
  name: string;
}

export interface CopyHooks {
  /** the last step inside the transaction (a throw rolls everything back) */
  beforeCommit(media: readonly MediaRow[]): Promise<void>;
}

/** What a copy wrote, for the log and the measurements. */
export interface CopyCounts {
  posts: number;
  media: number;
  faqs: number;
}

const HOST_TAKEN = 'This host already exists';
export const hostTaken = () => conflict(HOST_TAKEN, { host: [HOST_TAKEN] });

export type SiteSetupStore = ReturnType<typeof createSiteSetupStore>;

export interface SiteSetupOptions {
  /** after every attempt to create a domain, committed or not (the domain store's site cache) */
  afterDomainWrite?: () => void;
}

/** the new domain, or 409 `errors.host` when its host is taken */
async function insertDomain(stores: Stores, site: NewSite): Promise<DomainSummary> {
  const domain = await stores.domains.insert(site);
  if (!domain) throw hostTaken();
  return domain;
}

export function createSiteSetupStore(
  withTransaction: Stores['withTransaction'],
  media: Pick<MediaStore, 'listOldestFirst'>,
  options: SiteSetupOptions = {},
) {
  const store = {
    /** the media rows of a site, oldest first (their files are staged before a copy) */
    mediaOf: (domainId: number): Promise<MediaRow[]> => media.listOldestFirst(domainId),

    /** A new site with the content of new-site-content.ts; 409 `errors.host` when the host is taken. */
    async createEmpty(site: NewSite): Promise<DomainSummary> {
      return withTransaction(async (stores) => {
        const domain = await insertDomain(stores, site);
        const values = newSiteSettings(domain.id, site.name);
        const write = async <K extends SettingName>(name: K) =>
          stores.settings.write(domain.id, name, values[name]);
        // every setting written out: the new site reads as what it holds, not as fallbacks
        for (const name of SETTING_NAMES) await write(name);
        await stores.settings.addColors(domain.id, newSiteColors());
        await stores.posts.insert(newSiteHomePost(domain.id, site.name));
        return domain;
      });
    },

    /** A new site as a copy of `source` (see above); 409 `errors.host` when the host is taken. */
    async createCopy(
      site: NewSite,
      source: CopySource,
      hooks: CopyHooks,
    ): Promise<{ domain: DomainSummary; counts: CopyCounts }> {
      return withTransaction(async (stores) => {
        const domain = await insertDomain(stores, site);
        const run: CopyRun = {
          stores,
          from: source.domainId,
          to: domain.id,
          name: site.name,
          source,
          hosts: [source.host, site.host],
          maps: {},
          media: [],
          counts: {},
        };
        await copyShares(run);
        await hooks.beforeCommit(run.media);
        const { posts = 0, media = 0, faqs = 0 } = run.counts;
        return { domain, counts: { posts, media, faqs } };
      });
    },
  };
  /** the domain writes, each followed by `afterDomainWrite` whatever their outcome */
  const thenTell = <T>(written: Promise<T>): Promise<T> =>
    written.finally(() => options.afterDomainWrite?.());
  return {
    ...store,
    createEmpty: (...args: Parameters<typeof store.createEmpty>) => thenTell(store.createEmpty(...args)),
    createCopy: (...args: Parameters<typeof store.createCopy>) => thenTell(store.createCopy(...args)),
  };
}
