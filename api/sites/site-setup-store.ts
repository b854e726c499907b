/**
 * Making a new site (domain), each in ONE transaction so that a failure leaves no half-made site:
 * - `createEmpty`: the domain with the content of new-site-content.ts (title, colours, menus,
 *   settings, a published home page);
 * - `createCopy`: the domain as a copy of another: its settings, colours, analytics items (when
 *   asked for), categories, cuisine tags, FAQ categories and FAQs, media rows, and the live posts
 *   (drafts too, not the trash) of the chosen post types — every reference pointed at the copies
 *   (copied-references.ts). The media files are the caller's (media-copy.ts): `beforeCommit` is the
 *   last step inside the transaction, given the media rows the copy holds.
 * Posts, FAQs and analytics items are written in multi-row inserts (a few hundred posts is a
 * handful of statements), the new ids of posts matched to the old ones by their new public ids,
 * never by the order of `returning`; the rows whose new ids the content refers to otherwise
 * (categories, cuisine tags, FAQ categories, media) one by one, each with its `returning` id.
 */

import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { ROUTES } from '#shared/routes.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { isUniqueViolation } from '../db/sql-engine.ts';
import type { Database, MediaRow, NewPost } from '../db/tables.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import { conflict } from '../errors/http-error.ts';
import { createSettingsStore, SETTING_NAMES, type SettingName } from '../options/settings-store.ts';
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

/** Rows per multi-row insert: well under the bound parameters both engines take. */
const CHUNK = 200;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) out.push(rows.slice(start, start + CHUNK));
  return out;
}

async function insertDomain(trx: Transaction<Database>, site: NewSite): Promise<DomainSummary> {
  try {
    return await trx
      .insertInto('domains')
      .values({ host: site.host, name: site.name, created_at: nowTimestamp() })
      .returning(['id', 'host', 'name'])
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw hostTaken();
    throw error;
  }
}

async function insertPost(trx: Transaction<Database>, post: Omit<NewPost, 'created_at' | 'updated_at'>) {
  const now = nowTimestamp();
  await trx
    .insertInto('posts')
    .values({ ...post, created_at: now, updated_at: now })
    .execute();
}

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

export function createSiteSetupStore(db: Kysely<Database>, options: SiteSetupOptions = {}) {
  const store = {
    /** the media rows of a site, oldest first (their files are staged before a copy) */
    async mediaOf(domainId: number): Promise<MediaRow[]> {
      return db.selectFrom('media').selectAll().where('domain_id', '=', domainId).orderBy('id').execute();
    },

    /** A new site with the content of new-site-content.ts; 409 `errors.host` when the host is taken. */
    async createEmpty(site: NewSite): Promise<DomainSummary> {
      return inTransaction(db, async (trx) => {
        const domain = await insertDomain(trx, site);
        const settings = createSettingsStore(trx);
        const values = newSiteSettings(domain.id, site.name);
        const write = async <K extends SettingName>(name: K) => settings.write(domain.id, name, values[name]);
        // every setting written out: the new site reads as what it holds, not as fallbacks
        for (const name of SETTING_NAMES) await write(name);
        await trx
          .insertInto('domain_colors')
          .values(newSiteColors().map((color) => ({ domain_id: domain.id, ...color })))
          .execute();
        await insertPost(trx, newSiteHomePost(domain.id, site.name));
        return domain;
      });
    },

    /** A new site as a copy of `source` (see above); 409 `errors.host` when the host is taken. */
    async createCopy(
      site: NewSite,
      source: CopySource,
      hooks: CopyHooks,
    ): Promise<{ domain: DomainSummary; counts: CopyCounts }> {
      return inTransaction(db, async (trx) => {
        const domain = await insertDomain(trx, site);
        const from = source.domainId;
        const to = domain.id;
        const hosts = [source.host, site.host] as const;

        // ---- colours and, when asked for, analytics items: plain copies
        const colors = await trx
          .selectFrom('domain_colors')
          .select(['domain_color_type_id', 'code'])
          .where('domain_id', '=', from)
          .execute();
        if (colors.length > 0)
          await trx
            .insertInto('domain_colors')
            .values(colors.map((c) => ({ ...c, domain_id: to })))
            .execute();
        const analytics = source.copyAnalytics
          ? await trx
              .selectFrom('analytics_items')
              .selectAll()
              .where('domain_id', '=', from)
              .orderBy('id')
              .execute()
          : [];
        for (const part of chunks(analytics))
          await trx
            .insertInto('analytics_items')
            .values(part.map(({ id: _id, ...item }) => ({ ...item, domain_id: to })))
            .execute();

        // ---- taxonomy, FAQ and media: rows whose new ids the content refers to
        const maps: { [K in keyof Required<Omit<CopyIdMaps, 'posts'>>]: Map<number, number> } = {
          categories: new Map(),
          cuisineTags: new Map(),
          faqCategories: new Map(),
          media: new Map(),
        };
        const categories = await trx
          .selectFrom('categories')
          .select(['id', 'name'])
          .where('domain_id', '=', from)
          .orderBy('id')
          .execute();
        for (const category of categories) {
          const { id } = await trx
            .insertInto('categories')
            .values({ domain_id: to, name: category.name })
            .returning('id')
            .executeTakeFirstOrThrow();
          maps.categories.set(category.id, id);
        }
        const tags = await trx
          .selectFrom('cuisine_tags')
          .select(['id', 'title', 'icon_data'])
          .where('domain_id', '=', from)
          .orderBy('id')
          .execute();
        for (const tag of tags) {
          const { id } = await trx
            .insertInto('cuisine_tags')
            .values({ domain_id: to, title: tag.title, icon_data: tag.icon_data })
            .returning('id')
            .executeTakeFirstOrThrow();
          maps.cuisineTags.set(tag.id, id);
        }
        const faqCategories = await trx
          .selectFrom('faq_categories')
          .select(['id', 'name'])
          .where('domain_id', '=', from)
          .orderBy('id')
          .execute();
        for (const category of faqCategories) {
          const { id } = await trx
            .insertInto('faq_categories')
            .values({ domain_id: to, name: category.name })
            .returning('id')
            .executeTakeFirstOrThrow();
          maps.faqCategories.set(category.id, id);
        }
        const faqs = await trx
          .selectFrom('faqs')
          .select(['question', 'answer', 'category_id', 'position'])
          .where('domain_id', '=', from)
          .orderBy('position')
          .orderBy('id')
          .execute();
        for (const part of chunks(faqs))
          await trx
            .insertInto('faqs')
            .values(
              part.map((faq) => ({
                ...faq,
                domain_id: to,
                category_id:
                  faq.category_id === null ? null : (maps.faqCategories.get(faq.category_id) ?? null),
              })),
            )
            .execute();

        const media = await trx
          .selectFrom('media')
          .selectAll()
          .where('domain_id', '=', from)
          .orderBy('id')
          .execute();
        const copiedMedia: MediaRow[] = [];
        for (const item of media) {
          const { id: oldId, domain_id: _domain, ...columns } = item;
          const row = await trx
            .insertInto('media')
            .values({ ...columns, domain_id: to })
            .returningAll()
            .executeTakeFirstOrThrow();
          maps.media.set(oldId, row.id);
          copiedMedia.push(row);
        }

        // ---- posts: media slots, taxonomy, block references and media urls remapped
        const posts =
          source.postTypeIds.length === 0
            ? []
            : await trx
                .selectFrom('posts')
                .selectAll()
                .where('domain_id', '=', from)
                .where('post_type_id', 'in', source.postTypeIds)
                .where('deleted_at', 'is', null)
                .orderBy('id')
                .execute();
        const oldIdOfPublicId = new Map<string, number>();
        const bodies = new Map<string, unknown>();
        const newPosts: NewPost[] = posts.map((post) => {
          const publicId = randomUUID();
          oldIdOfPublicId.set(publicId, post.id);
          const body = remapDocument(JSON.parse(rewriteMediaUrls(post.post_body, ...hosts)), maps);
          bodies.set(publicId, body);
          const { id: _id, domain_id: _domain, public_id: _public, ...columns } = post;
          return {
            ...columns,
            domain_id: to,
            public_id: publicId,
            media: JSON.stringify(remapMediaSlots(JSON.parse(post.media), maps.media)),
            external_data: JSON.stringify(remapExternalData(JSON.parse(post.external_data), maps)),
            post_body: JSON.stringify(body),
          };
        });
        const postMap = new Map<number, number>();
        const newIdOfPublicId = new Map<string, number>();
        for (const part of chunks(newPosts)) {
          const created = await trx.insertInto('posts').values(part).returning(['id', 'public_id']).execute();
          for (const row of created) {
            postMap.set(oldIdOfPublicId.get(row.public_id) as number, row.id);
            newIdOfPublicId.set(row.public_id, row.id);
          }
        }
        // blocks that list posts (members grids) can only be pointed at the copies now
        for (const [publicId, body] of bodies) {
          const remapped = remapDocument(body, { posts: postMap });
          const json = JSON.stringify(remapped);
          if (json === JSON.stringify(body)) continue;
          await trx
            .updateTable('posts')
            .set({ post_body: json })
            .where('id', '=', newIdOfPublicId.get(publicId) as number)
            .execute();
        }
        if (!posts.some((post) => post.url === ROUTES.home))
          await insertPost(trx, newSiteHomePost(to, site.name));

        // ---- settings: the name is the new site's (and so are an SEO title that was the name and
        // the name in the copyright line),
        // images and members point at the copies; every other setting (menus, socials, site map,
        // and any added later) as it is
        const settings = createSettingsStore(trx);
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

        await hooks.beforeCommit(copiedMedia);
        return { domain, counts: { posts: posts.length, media: media.length, faqs: faqs.length } };
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
