/**
 * Each content collection's share of a site copy (site-setup-store.ts `createCopy`), run in the
 * order the declarations give (shared/collections/site-copy-share.ts): a collection after those its
 * rows point at. The simple collections copy through their one store; the others have their step
 * here. The record types ask the typecheck for a step of every collection a copy takes that is not
 * a simple one, and a rule for every share taken only when asked.
 */
import { CONTENT_COLLECTIONS } from '#shared/collections/content-collections.ts';
import { siteCopyOrder } from '#shared/collections/site-copy-share.ts';
import { ROUTES } from '#shared/routes.ts';
import { SITE_COLLECTIONS, type SiteScopedSlug } from '../collections/site-collections.ts';
import type { MediaRow } from '../db/tables.ts';
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
import { newSiteHomePost } from './new-site-content.ts';

type Declared = (typeof CONTENT_COLLECTIONS)[number];
type CopiedSlug = Exclude<Declared, { siteCopy: { share: 'not-copied' } }>['slug'];
type WhenAskedSlug = Extract<Declared, { siteCopy: { share: 'when-asked' } }>['slug'];

export interface CopySource {
  domainId: number;
  host: string;
  /** the post types whose posts are copied */
  postTypeIds: readonly number[];
  /** whether its analytics items (trackers, verification tags) are copied too */
  copyAnalytics: boolean;
  /** whether its members' stops and their exceptions are copied ("copy schedules") */
  copySchedules: boolean;
}

/** One copy as it goes: what it copies, and what the steps before have made. */
export interface CopyRun {
  stores: Stores;
  from: number;
  to: number;
  /** the new site's name */
  name: string;
  source: CopySource;
  /** the source's host and the copy's, for media addresses */
  hosts: readonly [string, string];
  /** each copied collection's old ids → new ones, for the rows that point at them */
  maps: CopyIdMaps;
  /** the media rows the copy holds (their files are the caller's) */
  media: MediaRow[];
  /** how many rows each collection copied */
  counts: Partial<Record<CopiedSlug, number>>;
}

/** `text` with the source's name (when it has one) replaced by the new site's: "© Taco Row" */
function renamed(text: string, oldName: string, newName: string): string {
  const name = oldName.trim();
  return name ? text.split(name).join(newName) : text;
}

const ASKED: Record<WhenAskedSlug, (source: CopySource) => boolean> = {
  'analytics-items': (source) => source.copyAnalytics,
  stops: (source) => source.copySchedules,
  'stop-exceptions': (source) => source.copySchedules,
};

const STEPS: Record<Exclude<CopiedSlug, SiteScopedSlug>, (run: CopyRun) => Promise<void>> = {
  media: async (run) => {
    const media = await run.stores.media.copySite(run.from, run.to);
    run.maps.media = media.ids;
    run.media = media.rows;
    run.counts.media = media.rows.length;
  },

  // media slots, taxonomy, block references and media urls remapped
  posts: async ({ stores, from, to, name, source, hosts, maps, counts }) => {
    const posts = await stores.posts.copySite(from, to, {
      postTypeIds: source.postTypeIds,
      rewrite: (post) => ({
        media: JSON.stringify(remapMediaSlots(JSON.parse(post.media), maps.media ?? new Map())),
        external_data: JSON.stringify(remapExternalData(JSON.parse(post.external_data), maps)),
        post_body: JSON.stringify(
          remapDocument(JSON.parse(rewriteMediaUrls(post.post_body, ...hosts)), maps),
        ),
      }),
      // blocks that list posts (members grids) can only be pointed at the copies once they exist
      relink: (postBody, ids) => JSON.stringify(remapDocument(JSON.parse(postBody), { posts: ids })),
    });
    maps.posts = posts.ids;
    counts.posts = posts.urls.length;
    if (!posts.urls.includes(ROUTES.home)) await stores.posts.insert(newSiteHomePost(to, name));
  },

  // the colours; the name is the new site's (and so are an SEO title that was the name and the
  // name in the copyright line), images and members point at the copies; every other setting
  // (menus, socials, site map, and any added later) as it is
  'site-options': async ({ stores, from, to, name, hosts, maps }) => {
    const settings = stores.settings;
    await settings.copyColors(from, to);
    const copyAsIs = async <K extends SettingName>(setting: K) =>
      settings.write(to, setting, await settings.read(from, setting));
    for (const setting of SETTING_NAMES)
      if (setting !== 'options' && setting !== 'error-page' && setting !== 'seo') await copyAsIs(setting);
    const options = await settings.read(from, 'options');
    // an SEO title that was the source's name is the new site's name (the home page's title)
    const seo = await settings.read(from, 'seo');
    await settings.write(to, 'seo', {
      ...seo,
      title: seo.title.trim() === options.title.trim() ? name : seo.title,
    });
    await settings.write(to, 'options', {
      ...options,
      title: name,
      copyright: renamed(options.copyright, options.title, name),
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
      members: mappedIds(errorPage.members, maps.posts ?? new Map()) as number[],
    });
  },
};

const isSiteScoped = (slug: string): slug is SiteScopedSlug => slug in SITE_COLLECTIONS;

/** A simple collection's share: its rows through its store, its ids kept for those after it. */
async function copySiteScoped(run: CopyRun, slug: SiteScopedSlug): Promise<void> {
  const copied = await run.stores.collections[slug].copySite(
    run.from,
    run.to,
    run.maps as Record<string, Map<number, number>>,
  );
  const mapName = SITE_COLLECTIONS[slug].table.copyIdsAs;
  if (mapName) run.maps[mapName as keyof CopyIdMaps] = copied.ids;
  run.counts[slug] = copied.count;
}

/** the collections a copy takes, in their order (shared/collections/site-copy-share.ts) */
export const SITE_COPY_ORDER = siteCopyOrder(CONTENT_COLLECTIONS).map((c) => c.slug as CopiedSlug);

/** Every collection's share of the copy `run`, in the declared order. */
export async function copyShares(run: CopyRun): Promise<void> {
  for (const slug of SITE_COPY_ORDER) {
    if (slug in ASKED && !ASKED[slug as WhenAskedSlug](run.source)) continue;
    if (isSiteScoped(slug)) await copySiteScoped(run, slug);
    else await STEPS[slug](run);
  }
}
