/**
 * The one rule of what a write makes the BFF forget, on a real Fastify instance: a write shown to
 * visitors forgets the cache of its site unless refused (4xx), a 5xx forgets too (it may have
 * been applied); reads and writes visitors cannot see
 * (a sign-in, a visitor's form) forget nothing; a write whose browser went away before its
 * answer forgets (it may be applied).
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import t, { type Test } from 'tap';
import { API, PUBLIC_API } from '#shared/api-paths.ts';
import { forgetOnWrites } from './forget-on-writes.ts';

async function appForgetting(t: Test) {
  const forgotten: string[] = [];
  const app = Fastify();
  app.decorateRequest('site', '');
  app.addHook('onRequest', async (request) => {
    request.site = String(request.headers['x-site'] ?? 'localhost');
  });
  forgetOnWrites(app, { invalidate: (site) => forgotten.push(site) });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handled = new Map<string, () => void>();
  const arrivals = new Map<string, Promise<void>>();
  const arrived = (path: string) => {
    let promise = arrivals.get(path);
    if (!promise) {
      promise = new Promise<void>((resolve) => handled.set(path, resolve));
      arrivals.set(path, promise);
    }
    return promise;
  };
  app.all('/api/*', async (request, reply) => {
    void arrived(request.url);
    handled.get(request.url)?.();
    if (request.headers['x-hold']) await held;
    return reply.code(Number(request.headers['x-status'] ?? 200)).send({});
  });
  t.teardown(async () => {
    release();
    await app.close();
  });
  return { app, forgotten, release: () => release(), arrived };
}

t.test('a write visitors see forgets the cache of its site, unless refused', async (t) => {
  const { app, forgotten } = await appForgetting(t);
  const write = (url: string, status: number, method = 'PUT' as const) =>
    app.inject({ method, url, headers: { 'x-status': String(status), 'x-site': 'tacos.localhost' } });
  await write(`${API.posts.create}/4`, 200);
  t.same(forgotten, ['tacos.localhost'], 'a saved post');
  await write(PUBLIC_API.faqs, 422);
  t.equal(forgotten.length, 1, 'a refusal changed nothing');
  await write(API.options.colors, 502);
  t.equal(forgotten.length, 2, 'a failed write may have been applied');
  await app.inject({ method: 'GET', url: PUBLIC_API.faqs });
  await app.inject({ method: 'POST', url: API.auth.login });
  await app.inject({ method: 'POST', url: PUBLIC_API.formSubmissions('contact') });
  t.equal(forgotten.length, 2, 'a read, a sign-in and a visitor’s form forget nothing');
});

t.test('a write whose browser went away before its answer forgets', async (t) => {
  const { app, forgotten, release, arrived } = await appForgetting(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const leaveOnceArrived = (method: string, path: string, body?: string) =>
    new Promise<void>((resolve) => {
      const headers: Record<string, string> = { 'x-hold': '1' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const sent = request({ port, method, path, headers });
      sent.on('error', () => {});
      sent.on('close', () => resolve());
      sent.end(body);
      // its body read and the handler at work, as when the BFF waits on the API
      void arrived(path).then(() => sent.destroy());
    });
  await leaveOnceArrived('DELETE', API.posts.one(9));
  while (forgotten.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
  t.same(forgotten, ['localhost'], 'without a body');
  await leaveOnceArrived('PUT', API.posts.data(9), '{"title":"x"}');
  while (forgotten.length === 1) await new Promise((resolve) => setTimeout(resolve, 10));
  t.same(forgotten, ['localhost', 'localhost'], 'with a body read before the browser left');
  release();
});
