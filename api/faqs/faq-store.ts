/** The FAQs of each site, in their order, and the FAQ categories. */
import type { Kysely } from 'kysely';
import { rowChunks } from '../db/row-chunks.ts';
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
    /**
     * A site copy's share (site-setup-store.ts): the FAQ categories and FAQs of `from` added to
     * `to`, in their order; answers each old category id's new one and how many FAQs were copied.
     */
    async copySite(from: number, to: number): Promise<{ faqCategories: Map<number, number>; faqs: number }> {
      const faqCategories = new Map<number, number>();
      const categories = await db
        .selectFrom('faq_categories')
        .select(['id', 'name'])
        .where('domain_id', '=', from)
        .orderBy('id')
        .execute();
      for (const category of categories) {
        const { id } = await db
          .insertInto('faq_categories')
          .values({ domain_id: to, name: category.name })
          .returning('id')
          .executeTakeFirstOrThrow();
        faqCategories.set(category.id, id);
      }
      const faqs = await db
        .selectFrom('faqs')
        .select(['question', 'answer', 'category_id', 'position'])
        .where('domain_id', '=', from)
        .orderBy('position')
        .orderBy('id')
        .execute();
      for (const part of rowChunks(faqs))
        await db
          .insertInto('faqs')
          .values(
            part.map((faq) => ({
              ...faq,
              domain_id: to,
              category_id: faq.category_id === null ? null : (faqCategories.get(faq.category_id) ?? null),
            })),
          )
          .execute();
      return { faqCategories, faqs: faqs.length };
    },

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
