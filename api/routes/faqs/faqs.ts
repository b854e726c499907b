/**
 * FAQs and FAQ categories (docs/product.md#api, bare answers): public lists; editors create, change, delete.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { API } from '#shared/api-paths.ts';
import { DeletedSchema, IdParamsSchema } from '#shared/schemas/common.ts';
import { type Faq, FaqCategorySchema, FaqSchema } from '#shared/schemas/content.ts';
import {
  FaqCreateBodySchema,
  FaqUpdateBodySchema,
  NamedBodySchema,
} from '#shared/schemas/content-requests.ts';
import { badRequest, notFound } from '../../errors/http-error.ts';
import { requireChanges } from '../../errors/require-changes.ts';
import type { FaqRow, FaqStore } from '../../faqs/faq-store.ts';
import { replies } from '../../replies/reply-schemas.ts';
import { sanitizeRichText } from '../../rich-text/rich-text-sanitizer.ts';

/** The FAQ calls answer bare (docs/product.md#api). */
const PUBLIC = { access: 'public' } as const;
const FAQ = replies({ 200: FaqSchema });
const FAQ_LIST = replies({ 200: Type.Array(FaqSchema) });
const FAQ_CREATE = { body: FaqCreateBodySchema, response: replies({ 201: FaqSchema }) };
const FAQ_CATEGORIES = replies({ 200: Type.Array(FaqCategorySchema) });
const FAQ_CATEGORY_CREATED = replies({ 201: FaqCategorySchema });
const DELETED = replies({ 200: DeletedSchema });
const BY_ID_DELETE = { params: IdParamsSchema, response: DELETED };

function toFaq(row: FaqRow): Faq {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    category: row.category_id,
    position: row.position,
  };
}

async function assertFaqCategory(faqs: FaqStore, domainId: number, categoryId: number | null | undefined) {
  if (categoryId === undefined || categoryId === null) return;
  if (!(await faqs.categoryExists(domainId, categoryId)))
    throw badRequest('Unknown FAQ category', { category: ['No such FAQ category on this site'] });
}

const faqRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const editor = { access: 'editor' as const };

  app.get(API.faqs, { config: PUBLIC, schema: { response: FAQ_LIST } }, async (request) => {
    const rows = await app.stores.faqs.list(request.apiSite.id);
    return rows.map(toFaq);
  });

  app.post(API.faqs, { config: editor, schema: FAQ_CREATE }, async (request, reply) => {
    const domainId = request.apiSite.id;
    await assertFaqCategory(app.stores.faqs, domainId, request.body.category);
    const row = await app.stores.faqs.add(domainId, {
      question: request.body.question.trim(),
      answer: sanitizeRichText(request.body.answer),
      category_id: request.body.category ?? null,
      position: request.body.position,
    });
    reply.code(201);
    return toFaq(row);
  });

  app.patch(
    API.faq(':id'),
    { config: editor, schema: { params: IdParamsSchema, body: FaqUpdateBodySchema, response: FAQ } },
    async (request) => {
      const domainId = request.apiSite.id;
      const { question, answer, category, position } = request.body;
      const changes = requireChanges({
        question: question?.trim(),
        answer: answer === undefined ? undefined : sanitizeRichText(answer),
        category_id: category,
        position,
      });
      await assertFaqCategory(app.stores.faqs, domainId, category);
      const row = await app.stores.faqs.update(domainId, request.params.id, changes);
      if (!row) throw notFound('FAQ not found');
      return toFaq(row);
    },
  );

  app.delete(API.faq(':id'), { config: editor, schema: BY_ID_DELETE }, async (request) => {
    if (!(await app.stores.faqs.remove(request.apiSite.id, request.params.id)))
      throw notFound('FAQ not found');
    return { id: request.params.id };
  });

  app.get(API.faqCategories, { config: PUBLIC, schema: { response: FAQ_CATEGORIES } }, async (request) =>
    app.stores.faqs.listCategories(request.apiSite.id),
  );

  app.post(
    API.faqCategories,
    { config: editor, schema: { body: NamedBodySchema, response: FAQ_CATEGORY_CREATED } },
    async (request, reply) => {
      const row = await app.stores.faqs.addCategory(request.apiSite.id, request.body.name.trim());
      reply.code(201);
      return row;
    },
  );

  app.delete(
    API.faqCategory(':id'),
    { config: editor, schema: { params: IdParamsSchema, response: DELETED } },
    async (request) => {
      if (!(await app.stores.faqs.removeCategory(request.apiSite.id, request.params.id)))
        throw notFound('FAQ category not found');
      return { id: request.params.id };
    },
  );
};

export default faqRoutes;
