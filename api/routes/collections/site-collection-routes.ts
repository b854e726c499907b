/**
 * The calls of every simple content collection (api/collections/site-collections.ts), made from
 * its two halves of the declaration: the shared one gives the paths, the access, the schemas and
 * whether answers are bare or in `{data}` (shared/collections/content-collections.ts); the API's
 * gives the rules of its writes. Each collection gets:
 * - `GET <path>`: the site's items (read access);
 * - `POST <path>`: create (write access, the declared create body), 201 with the item;
 * - `PATCH|PUT <path>/:id` (the shared declaration's `siteScoped.update`) with the API's update rule:
 *   the declared update body, 404 without the row;
 * - `DELETE <path>/:id`: `{id}`, 404 without the row; what else goes with it in the same transaction.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type, { type TSchema } from 'typebox';
import { collectionNamed } from '#shared/collections/content-collections.ts';
import { DataEnvelope, DeletedSchema, IdParamsSchema } from '#shared/schemas/common.ts';
import type { SiteCollection, WriteContext } from '../../collections/site-collection.ts';
import { SITE_COLLECTIONS, type SiteScopedSlug } from '../../collections/site-collections.ts';
import type { SiteScopedStore } from '../../collections/site-scoped-store.ts';
import { notFound } from '../../errors/http-error.ts';
import { replies } from '../../replies/reply-schemas.ts';
import type { Stores } from '../../stores.ts';

type Row = { id: number };
type AnyCollection = SiteCollection<Row, unknown, unknown, unknown>;

/**
 * The answers of a collection's routes, made once per collection (not per app): the API compiles
 * a serialiser once per schema object (api/replies/reply-serializer.ts), and tests build many apps.
 */
function answersOf(slug: SiteScopedSlug) {
  const declared = collectionNamed(slug);
  const item: TSchema = declared.schemas.item;
  const answer = declared.siteScoped.answers === 'data' ? (s: TSchema) => DataEnvelope(s) : (s: TSchema) => s;
  return {
    list: replies({ 200: answer(Type.Array(item)) }),
    created: replies({ 201: answer(item) }),
    updated: replies({ 200: answer(item) }),
    deleted: replies({ 200: answer(DeletedSchema) }),
  };
}

const ANSWERS = Object.fromEntries(
  (Object.keys(SITE_COLLECTIONS) as SiteScopedSlug[]).map((slug) => [slug, answersOf(slug)]),
) as Record<SiteScopedSlug, ReturnType<typeof answersOf>>;

function registerCollection(app: FastifyInstance, slug: SiteScopedSlug) {
  const declared = collectionNamed(slug);
  const collection = SITE_COLLECTIONS[slug] as unknown as AnyCollection;
  const schemas: { create?: TSchema; update?: TSchema } = declared.schemas;
  const answers = ANSWERS[slug];
  const wrap =
    declared.siteScoped.answers === 'data'
      ? (value: unknown) => ({ data: value })
      : (value: unknown) => value;
  const path = declared.api[0];
  const itemPath = `${path}/:id`;
  const read = { access: declared.access.read };
  const write = { access: declared.access.write };
  const byId = { params: IdParamsSchema };
  const storeOf = (stores: Stores) => stores.collections[slug] as unknown as SiteScopedStore<Row>;
  const context = (request: FastifyRequest, stores = app.stores): WriteContext<Row> => ({
    stores,
    domainId: request.apiSite.id,
    store: storeOf(stores),
    roleId: request.apiSession?.roleId ?? 0,
  });
  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;

  app.get(path, { config: read, schema: { response: answers.list } }, async (request) => {
    const rows = await storeOf(app.stores).list(request.apiSite.id);
    return wrap(rows.map(collection.toItem));
  });

  app.post(
    path,
    { config: write, schema: { body: schemas.create, response: answers.created } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const here = context(request);
      const values = await collection.created(request.body, here);
      const row = await here.store.add(here.domainId, values);
      reply.code(201);
      return wrap(collection.toItem(row));
    },
  );

  const update = collection.update;
  const method: 'PATCH' | 'PUT' | undefined = (declared.siteScoped as { update?: 'PATCH' | 'PUT' }).update;
  if (Boolean(update) !== Boolean(method))
    throw new Error(`${slug}: an update rule and a declared update method go together`);
  if (update && method)
    app.route({
      method,
      url: itemPath,
      config: write,
      schema: { ...byId, body: schemas.update, response: answers.updated },
      handler: async (request) => {
        const here = context(request);
        const id = idOf(request);
        const current = async () => {
          const row = await here.store.find(here.domainId, id);
          if (!row) throw notFound(collection.notFound);
          return row;
        };
        const changes = await update.changes(request.body, { ...here, current });
        const row = await here.store.update(here.domainId, id, changes);
        if (!row) throw notFound(collection.notFound);
        return wrap(collection.toItem(row));
      },
    });

  app.delete(itemPath, { config: write, schema: { ...byId, response: answers.deleted } }, async (request) => {
    const id = idOf(request);
    await app.stores.withTransaction(async (stores) => {
      const here = context(request, stores);
      if (!(await here.store.remove(here.domainId, id))) throw notFound(collection.notFound);
      await collection.removed?.(stores, here.domainId, id);
    });
    return wrap({ id });
  });
}

export default async function siteCollectionRoutes(app: FastifyInstance) {
  for (const slug of Object.keys(SITE_COLLECTIONS) as SiteScopedSlug[]) registerCollection(app, slug);
}
