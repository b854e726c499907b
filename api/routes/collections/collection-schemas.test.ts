/**
 * The routes of a collection take their schemas from its declaration (issue 25): every route
 * under the API paths of a collection made from its declaration (the simple site-scoped ones)
 * validates its body with the declared create or update schema (the same
 * object) and answers the declared item (bare or in `{data}`, one or a list, or `{id}` for a
 * delete). A route registered beside the declaration, or with a schema of its own, fails here,
 * unless it is a GET the declaration lists among its public reads.
 *
 * The other collections (posts, media, submissions, insights, site options, users) have many calls beyond
 * list / create / update / delete; their routes take the declared schemas where they use them
 * (`collectionNamed(slug).schemas`, not a second import from shared/schemas): every route under
 * their API paths is searched for a schema equal to a declared one that is not that very object
 * (a copy), and the declared create, update, list query and item must each be used by one of them.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import Fastify, { type RouteOptions } from 'fastify';
import t from 'tap';
import Type, { type TSchema } from 'typebox';
import { CONTENT_COLLECTIONS, type ContentCollection } from '#shared/collections/content-collections.ts';
import { DataEnvelope, DeletedSchema } from '#shared/schemas/common.ts';
import { createHarness } from '../../testing/api-test-harness.ts';
import { productModules } from '../../testing/product-modules.ts';
import { readRouteList, routesOf } from '../../testing/route-table.ts';
import siteCollectionRoutes from './site-collection-routes.ts';

const DECLARED = CONTENT_COLLECTIONS.filter(
  (c): c is (typeof CONTENT_COLLECTIONS)[number] & ContentCollection => 'siteScoped' in c,
);
const OTHERS: readonly ContentCollection[] = CONTENT_COLLECTIONS.filter((c) => !('siteScoped' in c));

const under = (c: ContentCollection, url: string) =>
  c.api.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

/** the declared schemas of a collection, named `slug role` */
const declaredOf = (c: ContentCollection) =>
  new Map<TSchema, string>(
    Object.entries(c.schemas as unknown as Record<string, TSchema>).map(([role, schema]) => [
      schema,
      `${c.slug} ${role}`,
    ]),
  );
const DECLARED_SCHEMAS = new Map(CONTENT_COLLECTIONS.flatMap((c) => [...declaredOf(c)]));

async function registeredRoutes(): Promise<RouteOptions[]> {
  const app = Fastify();
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') routes.push(route);
  });
  await app.register(siteCollectionRoutes);
  return routes;
}

/**
 * Walks a route's schemas: `used` gets every declared schema met as itself, and the answer lists
 * each place holding a copy of one of `own` (equal, but another object). Only the collection's own
 * are compared: a role `{id, name}` is not a category, though it is shaped as one.
 */
function copiesOfDeclared(
  node: unknown,
  at: string,
  own: Map<TSchema, string>,
  used: Set<TSchema>,
): string[] {
  if (node === null || typeof node !== 'object') return [];
  if (DECLARED_SCHEMAS.has(node as TSchema)) {
    used.add(node as TSchema);
    return [];
  }
  const copies = [...own]
    .filter(([schema]) => isDeepStrictEqual(node, schema))
    .map(([, name]) => `${at} is a copy of the declared ${name}`);
  return [
    ...copies,
    ...Object.entries(node).flatMap(([key, value]) => copiesOfDeclared(value, `${at}.${key}`, own, used)),
  ];
}

t.test('the declaration-made collections are the simple ones', async (t) => {
  t.same(
    DECLARED.map((c) => c.slug),
    ['faqs', 'faq-categories', 'categories', 'cuisine-tags', 'stops', 'stop-exceptions', 'analytics-items'],
  );
  t.same(
    OTHERS.map((c) => c.slug),
    ['posts', 'media', 'submissions', 'insights', 'site-options', 'users'],
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
    // a declared public read beside the list (the schedules' occurrences) answers a shape of its own
    const ownReads: readonly string[] = collection.publicReads;
    t.ok(mine.length >= 3, `${collection.slug}: has its routes`);
    for (const [method, url] of mine) {
      const route = routes.find((r) => r.url === url && r.method === method);
      if (!route) {
        if (method === 'GET' && ownReads.includes(url)) continue;
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

t.test('the routes of the other collections take the declared schemas, never a copy', async (t) => {
  const { app } = await createHarness(t);
  const routes = routesOf(app);
  for (const collection of OTHERS) {
    const mine = routes.filter((route) => under(collection, route.url));
    t.ok(mine.length >= 3, `${collection.slug}: has its routes`);
    const bodies = new Set<unknown>();
    const queries = new Set<unknown>();
    const answers = new Set<TSchema>();
    const own = declaredOf(collection);
    for (const route of mine) {
      const name = `${collection.slug}: ${route.method} ${route.url}`;
      const { response, ...request } = (route.schema ?? {}) as {
        body?: unknown;
        querystring?: unknown;
        response?: unknown;
      };
      bodies.add(request.body);
      queries.add(request.querystring);
      const copies = [
        ...copiesOfDeclared(request, 'schema', own, new Set()),
        ...copiesOfDeclared(response, 'schema.response', own, answers),
      ];
      t.same(copies, [], `${name}: no copy of a declared schema`);
    }
    const { item, create, update, listQuery } = collection.schemas;
    t.ok(answers.has(item), `${collection.slug}: a route answers the declared item`);
    if (create) t.ok(bodies.has(create), `${collection.slug}: a route takes the declared create body`);
    if (update) t.ok(bodies.has(update), `${collection.slug}: a route takes the declared update body`);
    if (listQuery) t.ok(queries.has(listQuery), `${collection.slug}: a route takes the declared list query`);
  }
});

const ROUTES_DIR = new URL('..', import.meta.url).pathname;
const SCHEMA_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'#shared\/schemas\/([\w-]+)\.ts'/g;

t.test('no route imports a declared schema from shared/schemas a second time', async (t) => {
  const modules = productModules(ROUTES_DIR);
  t.ok(modules.length > 20, 'the scan finds the route modules');
  const strays: string[] = [];
  for (const module of modules) {
    for (const [, names = '', file] of readFileSync(module, 'utf8').matchAll(SCHEMA_IMPORT)) {
      const schemas = (await import(`#shared/schemas/${file}.ts`)) as Record<string, unknown>;
      for (const name of names.split(',').map((n) => n.trim().split(/\s+as\s+/)[0] ?? '')) {
        const declared = DECLARED_SCHEMAS.get(schemas[name] as TSchema);
        if (declared !== undefined)
          strays.push(
            `${relative(ROUTES_DIR, module)} imports ${name} (take the ${declared} from its declaration)`,
          );
      }
    }
  }
  t.same(strays, [], 'routes take declared schemas from collectionNamed(slug).schemas');
});
