/**
 * The BFF's calls of visitor insights (docs/decisions/048), access `bff` (its secret, never a
 * session: api/auth/bff-secret.ts):
 * - `GET /api/insights/salt`: the salt of the current UTC day (made at its first use, past days'
 *   hashes and salts closed first) and the site's id, which the BFF hashes visitors with;
 * - `POST /api/insights/batch`: one site's beacons, added to the aggregates in one transaction.
 *   Items of a day other than today or yesterday are left out (a BFF's clock far off, or a batch
 *   held that long): their counts would land on a day already shown.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { collectionNamed } from '#shared/collections/content-collections.ts';
import { addDays, isRealDay, utcDay } from '#shared/insights/insight-days.ts';
import { InsightBatchAnswerSchema, InsightSaltAnswerSchema } from '#shared/schemas/insights.ts';
import { requestsInBetween } from '../../db/requests-in-between.ts';
import { replies } from '../../replies/reply-schemas.ts';

const { create: InsightBatchBodySchema } = collectionNamed('insights').schemas;

const BATCH = { body: InsightBatchBodySchema, response: replies({ 200: InsightBatchAnswerSchema }) };
const SALT = { response: replies({ 200: InsightSaltAnswerSchema }) };

const insightBatchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'bff' as const };

  app.get(API.insights.salt, { config, schema: SALT }, async (request) => {
    const day = utcDay();
    const salt = await app.stores.insights.saltOf(day);
    return { data: { day, salt, site: request.apiSite.id } };
  });

  app.post(API.insights.batch, { config, schema: BATCH }, async (request) => {
    const today = utcDay();
    const yesterday = addDays(today, -1);
    const items = request.body.items.filter(
      (item) => (item.day === today || item.day === yesterday) && isRealDay(item.day),
    );
    if (items.length > 0) {
      // the body's parse and check were one task, the writes are the next (requests-in-between.ts);
      // the transaction's statements themselves run back to back: a write lock held across turns
      // of the loop would keep another API process's writers waiting on this one's other requests
      await requestsInBetween();
      await app.stores.withTransaction((stores) =>
        stores.insights.addBatch(request.apiSite.id, items, today),
      );
    }
    return { data: { added: items.length } };
  });
};

export default insightBatchRoutes;
