/**
 * The routes of a collection take their schemas from its declaration (issue 25): every route
 * under the API paths of a collection made from its declaration (the simple site-scoped ones)
 * validates its body with the declared create or update schema (the same
 * object) and answers the declared item (bare or in `{data}`, one or a list, or `{id}` for a
 * delete). A route registered beside the declaration, or with a schema of its own, fails here.
 */
import Fastify, { type RouteOptions } from 'fastify';
import t from 'tap';
import Type, { type TSchema } from 'typebox';
import { CONTENT_COLLECTIONS, type ContentCollection } from '#shared/collections/content-collections.ts';
import { DataEnvelope, DeletedSchema } from '#shared/schemas/common.ts';
import { readRouteList } from '../../testing/route-table.ts';
import siteCollectionRoutes from './site-collection-routes.ts';

const DECLARED = CONTENT_COLLECTIONS.filter(
  (c): c is (typeof CONTENT_COLLECTIONS)[number] & ContentCollection => 'siteScoped' in c,
);

const under = (c: ContentCollection, url: string) =>
  c.api.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

async function registeredRoutes(): Promise<RouteOptions[]> {
  const app = Fastify();
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') routes.push(route);
  });
  await app.register(siteCollectionRoutes);
  return routes;
}

t.test('the declaration-made collections are the simple ones', async (t) => {
  t.same(
    DECLARED.map((c) => c.slug),
    ['faqs', 'faq-categories', 'categories', 'cuisine-tags', 'analytics-items'],
  );
});

t.test('every route of those collections validates with the declared schemas', async (t) => {
  const routes = await registeredRoutes();
  const live = readRouteList()
    .trim()
    .split('\n')
    .map((line) => line.split(' ').slice(0, 2) as [string, string]);
  for (const collection of DECLARED) {
    const { item, create, update } = collection.schemas as {
      item: TSchema;
      create?: TSchema;
      update?: TSchema;
    };
    const answered =
      'siteScoped' in collection && collection.siteScoped?.answers === 'bare'
        ? (s: TSchema) => s
        : DataEnvelope;
    const mine = live.filter(([, url]) => under(collection, url));
    t.ok(mine.length >= 3, `${collection.slug}: has its routes`);
    for (const [method, url] of mine) {
      const route = routes.find((r) => r.url === url && r.method === method);
      if (!route) {
        t.fail(`${method} ${url}: not made from the declaration`);
        continue;
      }
      const schema = route.schema as { body?: TSchema; response: Record<string, TSchema> };
      const name = `${collection.slug}: ${method} ${url}`;
      if (method === 'POST') {
        t.equal(schema.body, create, `${name} takes the declared create body`);
        t.same(schema.response[201], answered(item), `${name} answers the declared item`);
      } else if (method === 'PUT' || method === 'PATCH') {
        t.equal(schema.body, update, `${name} takes the declared update body`);
        t.same(schema.response[200], answered(item), `${name} answers the declared item`);
      } else if (method === 'GET') {
        t.same(
          schema.response[200],
          answered(Type.Array(item)),
          `${name} answers a list of the declared item`,
        );
      } else {
        t.equal(method, 'DELETE', name);
        t.same(schema.response[200], answered(DeletedSchema), `${name} answers the id`);
      }
    }
  }
});
