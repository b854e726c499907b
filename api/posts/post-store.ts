/**
 * The posts of each site: lists, reads and writes, their order, and the checks of what a post
 * refers to. Every query is scoped by the site's domain id, so a site never reads or changes
 * another site's posts. JSON columns are text and flags 0/1 (post-rows.ts maps them).
 */

import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely, Updateable } from 'kysely';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import type { PostExternalData } from '#shared/schemas/content.ts';
import type { PostSortColumn } from '#shared/schemas/posts.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { rowChunks } from '../db/row-chunks.ts';
import type { Database, NewPost, PostRow, PostsTable } from '../db/tables.ts';
import { containsIgnoringCase } from '../db/text-search.ts';
import { nowTimestamp, toTimestamp } from '../db/timestamps.ts';
import { lockForTransaction } from '../db/transaction-locks.ts';
import type { PublishedRow } from './post-rows.ts';

/** The panel's list of one post type (docs/product.md#api `by-type`). */
export interface PostsByTypeFilter {
  typeId: number;
  /** the trash (deleted posts) instead of the live ones */
  deleted: boolean;
  statusId?: number | undefined;
  /** `created_at` bounds, inclusive, `YYYY-MM-DD HH:MM:SS` */
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  /** title or url contains it, ignoring case */
  search?: string | undefined;
  sortBy: PostSortColumn;
  sortDir: 'asc' | 'desc';
  limit: number;
  offset: number;
  /** the columns to read, all when not named (a list reads the body only when it answers it) */
  columns?: readonly (keyof PostRow)[] | undefined;
}

/** the columns of a published list's row: all but the body (post-rows.ts `PublishedRow`) */
const PUBLISHED_COLUMNS = [
  'id',
  'domain_id',
  'public_id',
  'post_type_id',
  'post_status_id',
  'url',
  'title',
  'attributes',
  'media',
  'external_data',
  'no_index',
  'no_follow',
  'show_in_sitemap',
  'position',
  'deleted_at',
  'created_at',
  'updated_at',
  'publish_at',
  'unpublish_at',
] as const satisfies readonly (keyof PublishedRow)[];
/** a column added to the table fails the build here until the list says whether it reads it */
const everyPublishedColumn: Exclude<keyof PublishedRow, (typeof PUBLISHED_COLUMNS)[number]> extends never
  ? true
  : never = true;
void everyPublishedColumn;

/** What a write changes; `updated_at` is set with it. */
export type PostChanges = Omit<
  Updateable<PostsTable>,
  'id' | 'domain_id' | 'public_id' | 'created_at' | 'updated_at'
>;

export interface TypeGroupEntry {
  id: number;
  public_id: string;
  title: string;
  url: string;
  post_status_id: number;
  position: number;
}

type TaxonomyKey = 'cuisines' | 'categories';

/** The ids under `key` of a post's `external_data` (JSON text); [] when there are none. */
function taxonomyIdsOf(externalData: string, key: TaxonomyKey): number[] {
  const ids = (JSON.parse(externalData) as PostExternalData)[key];
  return Array.isArray(ids) ? ids : [];
}

export type PostStore = ReturnType<typeof createPostStore>;

/** `(SELECT post_body FROM post_drafts WHERE post_id = posts.id)`, inside an update of posts */
function draftBodyOf(eb: ExpressionBuilder<Database, 'posts'>) {
  return eb
    .selectFrom('post_drafts')
    .select('post_drafts.post_body')
    .whereRef('post_drafts.post_id', '=', 'posts.id');
}

export function createPostStore(db: Kysely<Database>) {
  const published = (domainId: number) =>
    db
      .selectFrom('posts')
      .where('domain_id', '=', domainId)
      .where('post_status_id', '=', POST_STATUS.published)
      .where('deleted_at', 'is', null);
  // the public site's busiest read: compiled once, not per request (db/prepared-query.ts)
  const publishedByUrl = preparedQuery(db, (domainId: number, url: string) =>
    published(domainId).selectAll().where('url', '=', url),
  );

  /** The position after the last post of the type (deleted ones included), 0 for the first. */
  async function nextPosition(domainId: number, postTypeId: number): Promise<number> {
    const row = await db
      .selectFrom('posts')
      .select((eb) => eb.fn.max<number | null>('position').as('max'))
      .where('domain_id', '=', domainId)
      .where('post_type_id', '=', postTypeId)
      .executeTakeFirst();
    return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
  }

  /** Takes a tag or category that is gone out of the `external_data[key]` of the site's posts. */
  async function removeTaxonomyLink(domainId: number, key: TaxonomyKey, id: number): Promise<void> {
    const rows = await db
      .selectFrom('posts')
      .select(['id', 'external_data'])
      .where('domain_id', '=', domainId)
      .where('external_data', 'like', `%"${key}"%`)
      .execute();
    for (const row of rows) {
      const data = JSON.parse(row.external_data) as PostExternalData;
      const ids = data[key];
      if (!ids?.includes(id)) continue;
      const next = { ...data, [key]: ids.filter((other) => other !== id) };
      await db
        .updateTable('posts')
        .set({ external_data: JSON.stringify(next) })
        .where('id', '=', row.id)
        .execute();
    }
  }

  async function update(id: number, changes: PostChanges): Promise<PostRow> {
    return db
      .updateTable('posts')
      .set({ ...changes, updated_at: nowTimestamp() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  return {
    nextPosition,
    update,

    /**
     * Carries out the schedules due at `now`: publishes what is due to go live, with its builder
     * draft as its body when it has one (docs/decisions/034), takes back to draft what is due to
     * go off, and clears each schedule it carried out. One statement each, so two API processes
     * never carry one out twice. Answers the posts it changed; the drafts that went live are
     * still to be dropped (draft-store.ts `discardIfSame`).
     */
    async applySchedules(now: Date): Promise<{ published: PostRow[]; unpublished: PostRow[] }> {
      const stamp = toTimestamp(now);
      const published = await db
        .updateTable('posts')
        .set((eb) => ({
          post_status_id: POST_STATUS.published,
          publish_at: null,
          updated_at: stamp,
          post_body: eb.fn.coalesce(draftBodyOf(eb), eb.ref('posts.post_body')),
        }))
        .where('publish_at', '<=', stamp)
        .where('deleted_at', 'is', null)
        .returningAll()
        .execute();
      const unpublished = await db
        .updateTable('posts')
        .set({ post_status_id: POST_STATUS.draft, unpublish_at: null, updated_at: stamp })
        .where('unpublish_at', '<=', stamp)
        .where('deleted_at', 'is', null)
        .returningAll()
        .execute();
      return { published, unpublished };
    },

    /**
     * Puts the post's builder draft live as its body (the draft itself stays: draft-store.ts
     * `discardIfSame` drops it). Answers the post, or undefined when it has no draft.
     */
    async takeDraftLive(id: number): Promise<PostRow | undefined> {
      return db
        .updateTable('posts')
        .set((eb) => ({
          post_body: eb.fn.coalesce(draftBodyOf(eb), eb.ref('posts.post_body')),
          updated_at: nowTimestamp(),
        }))
        .where('id', '=', id)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('post_drafts')
              .select('post_drafts.post_id')
              .whereRef('post_drafts.post_id', '=', 'posts.id'),
          ),
        )
        .returningAll()
        .executeTakeFirst();
    },

    /** The post of the site, deleted or not. */
    async find(domainId: number, id: number): Promise<PostRow | undefined> {
      return db
        .selectFrom('posts')
        .selectAll()
        .where('domain_id', '=', domainId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The panel's page of one post type and the total of the filtered list. */
    async listByType<Row extends Partial<PostRow> = PostRow>(
      domainId: number,
      filter: PostsByTypeFilter,
    ): Promise<{ rows: Row[]; total: number }> {
      let query = db
        .selectFrom('posts')
        .where('domain_id', '=', domainId)
        .where('post_type_id', '=', filter.typeId)
        .where('deleted_at', filter.deleted ? 'is not' : 'is', null);
      if (filter.statusId !== undefined) query = query.where('post_status_id', '=', filter.statusId);
      if (filter.createdFrom !== undefined) query = query.where('created_at', '>=', filter.createdFrom);
      if (filter.createdTo !== undefined) query = query.where('created_at', '<=', filter.createdTo);
      const search = filter.search;
      if (search !== undefined) {
        query = query.where((eb) =>
          eb.or([containsIgnoringCase(eb.ref('title'), search), containsIgnoringCase(eb.ref('url'), search)]),
        );
      }
      const [rows, count] = await Promise.all([
        (filter.columns ? query.select(filter.columns) : query.selectAll())
          .orderBy(filter.sortBy, filter.sortDir)
          .orderBy('id', filter.sortDir)
          .limit(filter.limit)
          .offset(filter.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
      ]);
      return { rows: rows as unknown as Row[], total: Number(count?.total ?? 0) };
    },

    /** The live posts of one type, by position (the "type group" beside the editor). */
    async listTypeGroup(domainId: number, postTypeId: number): Promise<TypeGroupEntry[]> {
      return db
        .selectFrom('posts')
        .select(['id', 'public_id', 'title', 'url', 'post_status_id', 'position'])
        .where('domain_id', '=', domainId)
        .where('post_type_id', '=', postTypeId)
        .where('deleted_at', 'is', null)
        .orderBy('position')
        .execute();
    },

    /** the published, not deleted post at this url */
    async findPublishedByUrl(domainId: number, url: string): Promise<PostRow | undefined> {
      const [row] = await publishedByUrl(domainId, url);
      return row;
    },

    /**
     * published, not deleted posts (of one type, among some ids, carrying a category), by
     * position. The category is looked up in `external_data` (JSON text): the rows that mention
     * categories at all are read and the id is checked on the parsed list, the same on both engines.
     */
    async listPublished(
      domainId: number,
      filter: {
        typeId?: number | undefined;
        ids?: readonly number[] | undefined;
        categoryId?: number | undefined;
        /** read the bodies too (a list shows none: of ten posts, their bodies are most of the bytes) */
        withBodies?: boolean | undefined;
      },
    ): Promise<(PublishedRow & Partial<Pick<PostRow, 'post_body'>>)[]> {
      let query = published(domainId).select(
        filter.withBodies ? [...PUBLISHED_COLUMNS, 'post_body'] : PUBLISHED_COLUMNS,
      );
      if (filter.typeId !== undefined) query = query.where('post_type_id', '=', filter.typeId);
      if (filter.ids !== undefined) {
        if (filter.ids.length === 0) return [];
        query = query.where('id', 'in', filter.ids);
      }
      const categoryId = filter.categoryId;
      if (categoryId === undefined) return query.orderBy('position').orderBy('id').execute();
      const rows = await query
        .where('external_data', 'like', '%"categories"%')
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.filter((row) => taxonomyIdsOf(row.external_data, 'categories').includes(categoryId));
    },

    /**
     * The `{url, updated_at}` of the posts a sitemap lists: published, not deleted, shown in the
     * sitemap, not no-index, of these types, with an `_id`, a title and a url; by url.
     */
    async listSitemapEntries(
      domainId: number,
      postTypeIds: readonly number[],
    ): Promise<{ url: string; updated_at: string }[]> {
      if (postTypeIds.length === 0) return [];
      return published(domainId)
        .select(['url', 'updated_at'])
        .where('show_in_sitemap', '=', 1)
        .where('no_index', '=', 0)
        .where('post_type_id', 'in', postTypeIds)
        .where('public_id', '!=', '')
        .where('title', '!=', '')
        .where('url', '!=', '')
        .orderBy('url')
        .execute();
    },

    /** which of these ids are posts of this type on the site (deleted ones too) */
    async existingIdsOfType(
      domainId: number,
      postTypeId: number,
      ids: readonly number[],
    ): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('posts')
        .select('id')
        .where('domain_id', '=', domainId)
        .where('post_type_id', '=', postTypeId)
        .where('id', 'in', ids)
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    /** a new post, written now (or at `writtenAt`: the seed's posts have an age) */
    async insert(
      post: Omit<NewPost, 'created_at' | 'updated_at'>,
      writtenAt: string = nowTimestamp(),
    ): Promise<PostRow> {
      return db
        .insertInto('posts')
        .values({ ...post, created_at: writtenAt, updated_at: writtenAt })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** soft delete: the post goes to the trash */
    async moveToTrash(id: number): Promise<void> {
      const now = nowTimestamp();
      await db.updateTable('posts').set({ deleted_at: now, updated_at: now }).where('id', '=', id).execute();
    },

    /** back from the trash, after the last post of its type */
    async restore(post: Pick<PostRow, 'id' | 'domain_id' | 'post_type_id'>): Promise<void> {
      await update(post.id, {
        deleted_at: null,
        position: await nextPosition(post.domain_id, post.post_type_id),
      });
    },

    async deletePermanently(id: number): Promise<void> {
      await db.deleteFrom('posts').where('id', '=', id).execute();
    },

    /**
     * Moves a post to `position` among the not-deleted posts of its type and renumbers them
     * 0…n-1, so positions stay a clean order; in one transaction.
     */
    async move(post: PostRow, position: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        // one reordering of a list at a time (PostgreSQL; SQLite runs one transaction at a time)
        await lockForTransaction(trx, [`post-order:${post.domain_id}:${post.post_type_id}`]);
        const siblings = await trx
          .selectFrom('posts')
          .select('id')
          .where('domain_id', '=', post.domain_id)
          .where('post_type_id', '=', post.post_type_id)
          .where('deleted_at', 'is', null)
          .where('id', '!=', post.id)
          .orderBy('position')
          .orderBy('id')
          .execute();
        const ids = siblings.map((s) => s.id);
        ids.splice(Math.min(position, ids.length), 0, post.id);
        for (const [index, id] of ids.entries()) {
          await trx.updateTable('posts').set({ position: index }).where('id', '=', id).execute();
        }
      });
    },

    /** Takes a cuisine tag that is gone out of the `external_data.cuisines` of the site's posts. */
    async removeCuisineTag(domainId: number, tagId: number): Promise<void> {
      await removeTaxonomyLink(domainId, 'cuisines', tagId);
    },

    /** Takes a category that is gone out of the `external_data.categories` of the site's posts. */
    async removeCategory(domainId: number, categoryId: number): Promise<void> {
      await removeTaxonomyLink(domainId, 'categories', categoryId);
    },

    /**
     * A site copy's share (site-setup-store.ts): the live posts (drafts too, not the trash) of
     * `postTypeIds` of `from` added to `to` with new public ids and `rewrite`'s columns (references
     * pointed at the copies); then each copied body is given `relink` with the old-to-new post ids
     * (blocks that list posts). New ids are matched to old ones by the new public ids, never by
     * the order of `returning`. Answers that map and the copied posts' urls.
     */
    async copySite(
      from: number,
      to: number,
      copy: {
        postTypeIds: readonly number[];
        rewrite(post: PostRow): Pick<NewPost, 'media' | 'external_data' | 'post_body'>;
        relink(postBody: string, posts: ReadonlyMap<number, number>): string;
      },
    ): Promise<{ ids: Map<number, number>; urls: string[] }> {
      const ids = new Map<number, number>();
      if (copy.postTypeIds.length === 0) return { ids, urls: [] };
      const posts = await db
        .selectFrom('posts')
        .selectAll()
        .where('domain_id', '=', from)
        .where('post_type_id', 'in', copy.postTypeIds)
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .execute();
      const oldIdOfPublicId = new Map<string, number>();
      const bodies = new Map<string, string>();
      const newPosts: NewPost[] = posts.map((post) => {
        const publicId = randomUUID();
        oldIdOfPublicId.set(publicId, post.id);
        const { id: _id, domain_id: _domain, public_id: _public, ...columns } = post;
        const rewritten = copy.rewrite(post);
        bodies.set(publicId, rewritten.post_body);
        return { ...columns, ...rewritten, domain_id: to, public_id: publicId };
      });
      const newIdOfPublicId = new Map<string, number>();
      for (const part of rowChunks(newPosts)) {
        const created = await db.insertInto('posts').values(part).returning(['id', 'public_id']).execute();
        for (const row of created) {
          ids.set(oldIdOfPublicId.get(row.public_id) as number, row.id);
          newIdOfPublicId.set(row.public_id, row.id);
        }
      }
      for (const [publicId, body] of bodies) {
        const relinked = copy.relink(body, ids);
        if (relinked === body) continue;
        await db
          .updateTable('posts')
          .set({ post_body: relinked })
          .where('id', '=', newIdOfPublicId.get(publicId) as number)
          .execute();
      }
      return { ids, urls: posts.map((post) => post.url) };
    },

    /** what of every post of the site (trashed ones too) can show an image, by id (media-usage-store.ts) */
    async listImageColumns(domainId: number) {
      return db
        .selectFrom('posts')
        .select(['id', 'title', 'post_type_id', 'media', 'post_body', 'deleted_at'])
        .where('domain_id', '=', domainId)
        .orderBy('id')
        .execute();
    },

    /** whether another post of the site (deleted ones too) has this url */
    async isUrlTaken(domainId: number, url: string, exceptId?: number): Promise<boolean> {
      let query = db
        .selectFrom('posts')
        .select('id')
        .where('domain_id', '=', domainId)
        .where('url', '=', url);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },
  };
}
