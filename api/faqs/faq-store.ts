/** The FAQs of each site, in their order, and the FAQ categories. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';

const FAQ_COLUMNS = ['id', 'question', 'answer', 'category_id', 'position'] as const;

export interface FaqRow {
  id: number;
  question: string;
  answer: string;
  category_id: number | null;
  position: number;
}

export type FaqChanges = Partial<Omit<FaqRow, 'id'>>;

export type FaqStore = ReturnType<typeof createFaqStore>;

export function createFaqStore(db: Kysely<Database>) {
  return {
    /** the site's FAQs by position */
    async list(domainId: number): Promise<FaqRow[]> {
      return db
        .selectFrom('faqs')
        .select(FAQ_COLUMNS)
        .where('domain_id', '=', domainId)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /** A new FAQ; without a position it goes after the last one. */
    async add(
      domainId: number,
      faq: { question: string; answer: string; category_id: number | null; position?: number | undefined },
    ): Promise<FaqRow> {
      let position = faq.position;
      if (position === undefined) {
        const last = await db
          .selectFrom('faqs')
          .select((eb) => eb.fn.max<number | null>('position').as('max'))
          .where('domain_id', '=', domainId)
          .executeTakeFirst();
        position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
      }
      return db
        .insertInto('faqs')
        .values({ domain_id: domainId, ...faq, position })
        .returning(FAQ_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    /** the changed FAQ, or undefined when the site has no such FAQ */
    async update(domainId: number, id: number, changes: FaqChanges): Promise<FaqRow | undefined> {
      return db
        .updateTable('faqs')
        .set(changes)
        .where('domain_id', '=', domainId)
        .where('id', '=', id)
        .returning(FAQ_COLUMNS)
        .executeTakeFirst();
    },

    /** false when the site has no such FAQ */
    async remove(domainId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('faqs')
        .where('domain_id', '=', domainId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async categoryExists(domainId: number, id: number): Promise<boolean> {
      const found = await db
        .selectFrom('faq_categories')
        .select('id')
        .where('domain_id', '=', domainId)
        .where('id', '=', id)
        .executeTakeFirst();
      return found !== undefined;
    },

    async listCategories(domainId: number): Promise<{ id: number; name: string }[]> {
      return db
        .selectFrom('faq_categories')
        .select(['id', 'name'])
        .where('domain_id', '=', domainId)
        .orderBy('id')
        .execute();
    },

    async addCategory(domainId: number, name: string): Promise<{ id: number; name: string }> {
      return db
        .insertInto('faq_categories')
        .values({ domain_id: domainId, name })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
    },

    /** false when the site has no such category (its FAQs keep no category) */
    async removeCategory(domainId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('faq_categories')
        .where('domain_id', '=', domainId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
