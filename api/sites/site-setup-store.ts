/**
 * Making a new site (domain), each in ONE transaction so that a failure leaves no half-made site.
 * Each area's store writes its own share (docs/decisions/039); this module only says in which
 * order and points the copies at each other:
 * - `createEmpty`: the domain with the content of new-site-content.ts (title, colours, menus,
 *   settings, a published home page);
 * - `createCopy`: the domain as a copy of another: its settings and colours, analytics items (when
 *   asked for), categories and cuisine tags, FAQ categories and FAQs, media rows, and the live
 *   posts (drafts too, not the trash) of the chosen post types — every reference pointed at the
 *   copies (copied-references.ts). The media files are the caller's (media-copy.ts):
 *   `beforeCommit` is the last step inside the transaction, given the media rows the copy holds.
 */

import { ROUTES } from '#shared/routes.ts';
import type { MediaRow } from '../db/tables.ts';
import { conflict } from '../errors/http-error.ts';
import type { MediaStore } from '../media/media-store.ts';
import { SETTING_NAMES, type SettingName } from '../options/settings-store.ts';
import type { Stores } from '../stores.ts';
import {
  type CopyIdMaps,
  mappedIds,
  remapDocument,
  remapExternalData,
  remapMediaSlots,
  rewriteMediaUrl,
  rewriteMediaUrls,
} from './copied-references.ts';
import type { DomainSummary } from './domain-store.ts';
import { newSiteColors, newSiteHomePost, newSiteSettings } from './new-site-content.ts';

export interface NewSite {
  host: string;
  name: string;
}

export interface CopySource {
  domainId: number;
  host: string;
  /** the post types whose posts are copied */
  postTypeIds: readonly number[];
  /** whether its analytics items (trackers, verification tags) are copied too */
  copyAnalytics: boolean;
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

/** `text` with the source's name (when it has one) replaced by the new site's: "© Taco Row" */
function renamed(text: string, oldName: string, newName: string): string {
  const name = oldName.trim();
  return name ? text.split(name).join(newName) : text;
}

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
        const from = source.domainId;
        const to = domain.id;
        const hosts = [source.host, site.host] as const;

        // ---- plain copies, then the rows whose new ids the content refers to
        await stores.settings.copyColors(from, to);
        if (source.copyAnalytics) await stores.analytics.copySite(from, to);
        const taxonomy = await stores.taxonomy.copySite(from, to);
        const faqs = await stores.faqs.copySite(from, to);
        const media = await stores.media.copySite(from, to);
        const maps: CopyIdMaps = { ...taxonomy, faqCategories: faqs.faqCategories, media: media.ids };

        // ---- posts: media slots, taxonomy, block references and media urls remapped
        const posts = await stores.posts.copySite(from, to, {
          postTypeIds: source.postTypeIds,
          rewrite: (post) => ({
            media: JSON.stringify(remapMediaSlots(JSON.parse(post.media), media.ids)),
            external_data: JSON.stringify(remapExternalData(JSON.parse(post.external_data), maps)),
            post_body: JSON.stringify(
              remapDocument(JSON.parse(rewriteMediaUrls(post.post_body, ...hosts)), maps),
            ),
          }),
          // blocks that list posts (members grids) can only be pointed at the copies once they exist
          relink: (postBody, ids) => JSON.stringify(remapDocument(JSON.parse(postBody), { posts: ids })),
        });
        const postMap = posts.ids;
        if (!posts.urls.includes(ROUTES.home)) await stores.posts.insert(newSiteHomePost(to, site.name));

        // ---- settings: the name is the new site's (and so are an SEO title that was the name and
        // the name in the copyright line),
        // images and members point at the copies; every other setting (menus, socials, site map,
        // and any added later) as it is
        const settings = stores.settings;
        const copyAsIs = async <K extends SettingName>(name: K) =>
          settings.write(to, name, await settings.read(from, name));
        for (const name of SETTING_NAMES)
          if (name !== 'options' && name !== 'error-page' && name !== 'seo') await copyAsIs(name);
        const options = await settings.read(from, 'options');
        // an SEO title that was the source's name is the new site's name (the home page's title)
        const seo = await settings.read(from, 'seo');
        await settings.write(to, 'seo', {
          ...seo,
          title: seo.title.trim() === options.title.trim() ? site.name : seo.title,
        });
        await settings.write(to, 'options', {
          ...options,
          title: site.name,
          copyright: renamed(options.copyright, options.title, site.name),
          auth_background: rewriteMediaUrl(options.auth_background, ...hosts),
          logo: rewriteMediaUrl(options.logo, ...hosts),
          fav_icon: rewriteMediaUrl(options.fav_icon, ...hosts),
        });
        const errorPage = await settings.read(from, 'error-page');
        await settings.write(to, 'error-page', {
          domainErrorPage: {
            ...errorPage.domainErrorPage,
            truck_image: rewriteMediaUrl(errorPage.domainErrorPage.truck_image, ...hosts),
          },
          members: mappedIds(errorPage.members, postMap) as number[],
        });

        await hooks.beforeCommit(media.rows);
        return { domain, counts: { posts: posts.urls.length, media: media.rows.length, faqs: faqs.faqs } };
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
