/**
 * Categories and cuisine tags of each site. A cuisine tag's icon is stored as JSON text; the
 * store hands rows as stored.
 */
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/sql-engine.ts';
import type { Database } from '../db/tables.ts';
import { equalsIgnoringCase } from '../db/text-search.ts';
import { conflict } from '../errors/http-error.ts';

const CATEGORY_TAKEN = 'This site already has a category of that name';
const categoryTaken = () => conflict(CATEGORY_TAKEN, { name: [CATEGORY_TAKEN] });

export interface CategoryRow {
  id: number;
  name: string;
}

export interface CuisineTagRow {
  id: number;
  title: string;
  /** JSON text */
  icon_data: string;
}

const TAG_COLUMNS = ['id', 'title', 'icon_data'] as const;

export type TaxonomyStore = ReturnType<typeof createTaxonomyStore>;

export function createTaxonomyStore(db: Kysely<Database>) {
  return {
    /** the site's categories by name */
    async listCategories(domainId: number): Promise<CategoryRow[]> {
      return db
        .selectFrom('categories')
        .select(['id', 'name'])
        .where('domain_id', '=', domainId)
        .orderBy('name')
        .execute();
    },

    /**
     * A new category; 409 with `errors.name` when the site has one of that name, ignoring case
     * (checked first, and by the unique index of migration 004 when two requests race).
     */
    async addCategory(domainId: number, name: string): Promise<CategoryRow> {
      const clash = await db
        .selectFrom('categories')
        .select('id')
        .where('domain_id', '=', domainId)
        .where((eb) => equalsIgnoringCase(eb.ref('name'), name))
        .executeTakeFirst();
      if (clash) throw categoryTaken();
      try {
        return await db
          .insertInto('categories')
          .values({ domain_id: domainId, name })
          .returning(['id', 'name'])
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) throw categoryTaken();
        throw error;
      }
    },

    /**
     * A site copy's share (site-setup-store.ts): the categories and cuisine tags of `from` added to
     * `to`; answers each old id's new one, which the copied content is pointed at.
     */
    async copySite(
      from: number,
      to: number,
    ): Promise<{ categories: Map<number, number>; cuisineTags: Map<number, number> }> {
      const maps = { categories: new Map<number, number>(), cuisineTags: new Map<number, number>() };
      const categories = await db
        .selectFrom('categories')
        .select(['id', 'name'])
        .where('domain_id', '=', from)
        .orderBy('id')
        .execute();
      for (const category of categories) {
        const { id } = await db
          .insertInto('categories')
          .values({ domain_id: to, name: category.name })
          .returning('id')
          .executeTakeFirstOrThrow();
        maps.categories.set(category.id, id);
      }
      const tags = await db
        .selectFrom('cuisine_tags')
        .select(['id', 'title', 'icon_data'])
        .where('domain_id', '=', from)
        .orderBy('id')
        .execute();
      for (const tag of tags) {
        const { id } = await db
          .insertInto('cuisine_tags')
          .values({ domain_id: to, title: tag.title, icon_data: tag.icon_data })
          .returning('id')
          .executeTakeFirstOrThrow();
        maps.cuisineTags.set(tag.id, id);
      }
      return maps;
    },

    /** which of these ids are categories of the site */
    async existingCategoryIds(domainId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('categories')
        .select('id')
        .where('domain_id', '=', domainId)
        .where('id', 'in', ids)
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    /** false when the site has no such category */
    async removeCategory(domainId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('categories')
        .where('domain_id', '=', domainId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** the site's cuisine tags, newest first */
    async listCuisineTags(domainId: number): Promise<CuisineTagRow[]> {
      return db
        .selectFrom('cuisine_tags')
        .select(TAG_COLUMNS)
        .where('domain_id', '=', domainId)
        .orderBy('id', 'desc')
        .execute();
    },

    async findCuisineTag(domainId: number, id: number): Promise<CuisineTagRow | undefined> {
      return db
        .selectFrom('cuisine_tags')
        .select(TAG_COLUMNS)
        .where('domain_id', '=', domainId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** which of these ids are cuisine tags of the site */
    async existingCuisineTagIds(domainId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('cuisine_tags')
        .select('id')
        .where('domain_id', '=', domainId)
        .where('id', 'in', ids)
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    async addCuisineTag(domainId: number, tag: { title: string; icon_data: string }): Promise<CuisineTagRow> {
      return db
        .insertInto('cuisine_tags')
        .values({ domain_id: domainId, ...tag })
        .returning(TAG_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    /** the changed tag, or undefined when the site has no such tag */
    async updateCuisineTag(
      domainId: number,
      id: number,
      tag: { title: string; icon_data: string },
    ): Promise<CuisineTagRow | undefined> {
      return db
        .updateTable('cuisine_tags')
        .set(tag)
        .where('domain_id', '=', domainId)
        .where('id', '=', id)
        .returning(TAG_COLUMNS)
        .executeTakeFirst();
    },

    /** false when the site has no such tag (the posts that list it are the post store's) */
    async removeCuisineTag(domainId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('cuisine_tags')
        .where('domain_id', '=', domainId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
