/**
 * Preloaded into the stack under fuzz (`node --import ./bench/fuzz/route-recorder.ts
 * server/main.ts`): records every route that every Fastify instance of the process registers —
 * the BFF and the embedded content API — with its method, url, access level and request
 * schemas, one JSON line each, into the file named by FUZZ_ROUTE_TABLE. It attaches an
 * `onRoute` hook through Fastify's `fastify.initialization` diagnostics channel (published when
 * an instance is created, before any route exists) and changes nothing else.
 */
import { subscribe } from 'node:diagnostics_channel';
import { appendFileSync } from 'node:fs';

interface RouteOptionsSeen {
  method: string | string[];
  url: string;
  schema?: { params?: unknown; querystring?: unknown; body?: unknown };
  config?: { access?: unknown };
}

interface FastifyLike {
  addHook(name: 'onRoute', hook: (route: RouteOptionsSeen) => void): unknown;
}

const file = process.env.FUZZ_ROUTE_TABLE;
if (file) {
  let instances = 0;
  subscribe('fastify.initialization', (message) => {
    const app = (message as { fastify: FastifyLike }).fastify;
    const instance = ++instances;
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        const line = {
          instance,
          method: String(method).toUpperCase(),
          url: route.url,
          access: route.config?.access,
          params: route.schema?.params,
          querystring: route.schema?.querystring,
          body: route.schema?.body,
        };
        appendFileSync(file, `${JSON.stringify(line)}\n`);
      }
    });
  });
}
