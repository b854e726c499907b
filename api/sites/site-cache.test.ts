/**
 * The sites kept by host (site-cache.ts): found once, then from memory; forgotten on every
 * domain write of the process and after their time; unknown hosts never kept.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import type { DomainRow } from '../db/tables.ts';
import { client } from '../testing/api-calls.ts';
import { createHarness, signedIn } from '../testing/api-test-harness.ts';
import { HOSTS } from '../testing/seeded-staff.ts';
import { createDomainStore } from './domain-store.ts';
import { createSiteCache } from './site-cache.ts';

const row = (id: number, host: string, name = `Site ${id}`): DomainRow => ({
  id,
  host,
  name,
  created_at: '2026-01-01 00:00:00',
});

t.test('a kept site is answered until its time is up or everything is forgotten', async (t) => {
  let now = 1_000;
  const sites = createSiteCache(10_000, () => now);
  const kept = sites.set('a.localhost', row(1, 'a.localhost'), sites.generation);
  t.ok(Object.isFrozen(kept), 'shared by every request, so frozen');
  t.equal(sites.get('a.localhost'), kept);
  now += 9_999;
  t.equal(sites.get('a.localhost'), kept, 'still fresh');
  now += 1;
  t.equal(sites.get('a.localhost'), undefined, 'expired');
  sites.set('a.localhost', row(1, 'a.localhost'), sites.generation);
  sites.forgetAll();
  t.equal(sites.get('a.localhost'), undefined, 'forgotten');
});

t.test('a lookup that began before a write does not keep its older answer', async (t) => {
  const sites = createSiteCache();
  const began = sites.generation;
  sites.forgetAll(); // a domain write while the lookup was reading
  const answered = sites.set('a.localhost', row(1, 'a.localhost', 'Old name'), began);
  t.equal(answered.name, 'Old name', 'the lookup itself still answers what it read');
  t.equal(sites.get('a.localhost'), undefined, 'but it is not kept');
});

t.test('the domain store: found once, renamed and seen after the write is told', async (t) => {
  const { db, domains } = await createHarness(t);
  const store = createDomainStore(db);
  const first = await store.findByHost(HOSTS.main);
  t.equal(first?.id, domains.main);
  t.equal(await store.findByHost(HOSTS.main), first, 'the kept row, no second read');

  await db.updateTable('domains').set({ name: 'Renamed' }).where('id', '=', domains.main).execute();
  t.equal((await store.findByHost(HOSTS.main))?.name, 'Main Street Trucks', 'kept until told');
  store.forgetCachedSites();
  t.equal((await store.findByHost(HOSTS.main))?.name, 'Renamed', 'read again after the write');

  await db.updateTable('domains').set({ host: 'moved.localhost' }).where('id', '=', domains.main).execute();
  store.forgetCachedSites();
  t.equal(await store.findByHost(HOSTS.main), undefined, 'the old host is no site any more');
  t.equal((await store.findByHost('moved.localhost'))?.id, domains.main, 'the new one is');
});

t.test('unknown hosts are not kept: a site created afterwards answers at once', async (t) => {
  const { db, app } = await createHarness(t);
  const host = 'late.localhost';
  const asked = await client(app, undefined, host).get(API.options.options);
  t.equal(asked.status, 404, 'no such site yet');
  await db.insertInto('domains').values({ host, name: 'Late', created_at: '2026-01-01 00:00:00' }).execute();
  const again = await client(app, undefined, host).get(API.options.options);
  t.not(again.status, 404, 'found as soon as it exists (here written behind the API’s back)');
});

t.test('creating a domain through the API empties the kept sites, failed or not', async (t) => {
  const { app, db, domains, token } = await signedIn(t, 'owner');
  // the main site is kept by its first request
  t.equal((await client(app).get(API.options.options)).status, 200);
  await db.updateTable('domains').set({ name: 'Renamed meanwhile' }).where('id', '=', domains.main).execute();
  t.equal((await app.stores.domains.findByHost(HOSTS.main))?.name, 'Main Street Trucks', 'kept');

  const created = await client(app, token).post(API.options.domains, {
    host: 'fresh.localhost',
    name: 'Fresh',
  });
  t.equal(created.status, 201, JSON.stringify(created.body));
  t.equal((await app.stores.domains.findByHost(HOSTS.main))?.name, 'Renamed meanwhile', 'read afresh');
  t.equal((await client(app, undefined, 'fresh.localhost').get(API.options.options)).status, 200);

  await db.updateTable('domains').set({ name: 'Renamed again' }).where('id', '=', domains.main).execute();
  const taken = await client(app, token).post(API.options.domains, {
    host: 'fresh.localhost',
    name: 'Fresh again',
  });
  t.equal(taken.status, 409, 'refused');
  // a refusal before the transaction leaves the kept sites alone; a write attempt empties them
  const attempted = await app.stores.siteSetup.createEmpty({ host: 'fresh.localhost', name: 'Clash' }).then(
    () => 'created',
    () => 'failed',
  );
  t.equal(attempted, 'failed', 'the unique host stops the write');
  t.equal((await app.stores.domains.findByHost(HOSTS.main))?.name, 'Renamed again', 'emptied anyway');
});
