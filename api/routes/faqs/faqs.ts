/**
 * FAQs and FAQ categories (spec §7, bare answers): public lists; editors create, change, delete.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { API } from '#shared/api-paths.ts';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import type { Faq } from '#shared/schemas/content.ts';
import {
  FaqCreateBodySchema,
  FaqUpdateBodySchema,
  NamedBodySchema,
} from '#shared/schemas/content-requests.ts';
import type { Database } from '../../db/tables.ts';
import { badRequest, notFound } from '../../errors/http-error.ts';
import { requireChanges } from '../../errors/require-changes.ts';

const FAQ_COLUMNS = ['id', 'question', 'answer', 'category_id', 'position'] as const;

function toFaq(row: {
  id: number;
  question: string;
  answer: string;
  category_id: number | null;
  position: number;
}): Faq {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    category: row.category_id,
    position: row.position,
  };
}

async function assertFaqCategory(
  db: Kysely<Database>,
  domainId: number,
  categoryId: number | null | undefined,
) {
  if (categoryId === undefined || categoryId === null) return;
  const found = await db
    .selectFrom('faq_categories')
    .select('id')
    .where('domain_id', '=', domainId)
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (!found) throw badRequest('Unknown FAQ category', { category: ['No such FAQ category on this site'] });
}

const faqRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const editor = { access: 'editor' as const };

  app.get(API.faqs, { config: { access: 'public' } }, async (request) => {
    const rows = await app.db
      .selectFrom('faqs')
      .select(FAQ_COLUMNS)
      .where('domain_id', '=', request.apiSite.id)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map(toFaq);
  });

  app.post(API.faqs, { config: editor, schema: { body: FaqCreateBodySchema } }, async (request, reply) => {
    const domainId = request.apiSite.id;
    await assertFaqCategory(app.db, domainId, request.body.category);
    const last = await app.db
      .selectFrom('faqs')
      .select((eb) => eb.fn.max<number | null>('position').as('max'))
      .where('domain_id', '=', domainId)
      .executeTakeFirst();
    const row = await app.db
      .insertInto('faqs')
      .values({
        domain_id: domainId,
        question: request.body.question.trim(),
        answer: request.body.answer,
        category_id: request.body.category ?? null,
        position:
          request.body.position ?? (last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1),
      })
      .returning(FAQ_COLUMNS)
      .executeTakeFirstOrThrow();
    reply.code(201);
    return toFaq(row);
  });

  app.patch(
    API.faq(':id'),
    { config: editor, schema: { params: IdParamsSchema, body: FaqUpdateBodySchema } },
    async (request) => {
      const domainId = request.apiSite.id;
      const { question, answer, category, position } = request.body;
      const changes = requireChanges({ question: question?.trim(), answer, category_id: category, position });
      await assertFaqCategory(app.db, domainId, category);
      const row = await app.db
        .updateTable('faqs')
        .set(changes)
        .where('domain_id', '=', domainId)
        .where('id', '=', request.params.id)
        .returning(FAQ_COLUMNS)
        .executeTakeFirst();
      if (!row) throw notFound('FAQ not found');
      return toFaq(row);
    },
  );

  app.delete(API.faq(':id'), { config: editor, schema: { params: IdParamsSchema } }, async (request) => {
    const result = await app.db
      .deleteFrom('faqs')
      .where('domain_id', '=', request.apiSite.id)
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound('FAQ not found');
    return { id: request.params.id };
  });

  app.get(API.faqCategories, { config: { access: 'public' } }, async (request) =>
    app.db
      .selectFrom('faq_categories')
      .select(['id', 'name'])
      .where('domain_id', '=', request.apiSite.id)
      .orderBy('id')
      .execute(),
  );

  app.post(
    API.faqCategories,
    { config: editor, schema: { body: NamedBodySchema } },
    async (request, reply) => {
      const row = await app.db
        .insertInto('faq_categories')
        .values({ domain_id: request.apiSite.id, name: request.body.name.trim() })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
      reply.code(201);
      return row;
    },
  );

  app.delete(
    API.faqCategory(':id'),
    { config: editor, schema: { params: IdParamsSchema } },
    async (request) => {
      const result = await app.db
        .deleteFrom('faq_categories')
        .where('domain_id', '=', request.apiSite.id)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound('FAQ category not found');
      return { id: request.params.id };
    },
  );
};

export default faqRoutes;
