/**
 * `GET /api/docs`: the OpenAPI document generated from the routes' own schemas lists every route
 * of the live route table, with its access level and its answers; staff only (editor and up).
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { client, login } from '../testing/api-calls.ts';
import { createHarness, signedIn } from '../testing/api-test-harness.ts';
import { openApiPath, routeLine, routesOf } from '../testing/route-table.ts';
import { EMAILS } from '../testing/seeded-staff.ts';

interface Operation {
  'x-access'?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

t.test('an anonymous call gets 401, an editor the OpenAPI document', async (t) => {
  const { app } = await createHarness(t);
  const anonymous = await client(app).get(API.docs);
  t.equal(anonymous.status, 401);
  t.same(anonymous.body, { statusCode: 401, message: 'Unauthenticated' });

  const { access_token: token } = await login(app, EMAILS.editor);
  const docs = await client(app, token).get(API.docs);
  t.equal(docs.status, 200);
  t.equal(docs.body.openapi, '3.1.0');
  t.match(docs.body.info, { title: 'Content API', version: String });
  t.match(docs.body.components.securitySchemes.bearer, { type: 'http', scheme: 'bearer' });
});

t.test('the document lists every route of the route table, with its level and answers', async (t) => {
  const { app, token } = await signedIn(t, 'admin');
  const { body: doc } = await client(app, token).get(API.docs);
  const paths = doc.paths as Record<string, Record<string, Operation>>;

  const routes = routesOf(app);
  // HEAD twins of GET routes are left out of the route list; the static files declare one
  const documented = Object.values(paths).flatMap((item) => Object.keys(item).filter((m) => m !== 'head'));
  t.equal(documented.length, routes.length, 'as many operations as routes: none missing, none extra');
  for (const route of routes) {
    const line = routeLine(route);
    const operation = paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
    if (!operation) {
      t.fail(`${line} is not in the document`);
      continue;
    }
    t.equal(operation['x-access'], route.access, `${line}: x-access`);
    t.equal(Boolean(operation.security), route.access !== 'public', `${line}: a credential unless public`);
    t.same(
      operation.security?.map((scheme: unknown) => Object.keys(scheme as object)[0]),
      route.access === 'public' ? undefined : [route.access === 'bff' ? 'bffSecret' : 'bearer'],
      `${line}: the BFF's secret for bff, else a bearer`,
    );
    if (!route.url.startsWith('/api/')) continue; // the media files answer the files themselves
    const success = Object.entries(operation.responses).filter(([code]) => code.startsWith('2'));
    t.ok(
      success.length > 0 && success.every(([, answer]) => answer.content),
      `${line}: its success answer has a schema`,
    );
    t.ok(operation.responses['4XX']?.content?.['application/json']?.schema, `${line}: the error shape`);
  }
});
