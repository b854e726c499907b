/** One site-scoped store per simple collection (site-collections.ts), over one Kysely instance. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { SITE_COLLECTIONS, type SiteScopedStores } from './site-collections.ts';
import { createSiteScopedStore } from './site-scoped-store.ts';

export function createSiteScopedStores(db: Kysely<Database>): SiteScopedStores {
  return Object.fromEntries(
    Object.entries(SITE_COLLECTIONS).map(([slug, collection]) => [
      slug,
      createSiteScopedStore(db, collection.table as never),
    ]),
  ) as SiteScopedStores;
}
