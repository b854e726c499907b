/**
 * The API's half of a simple content collection's declaration (issue 25): its table for the one
 * site-scoped store (site-scoped-store.ts) and the few rules of its calls — how a row is
 * answered, what a create or update body writes (trimmed, sanitised, checked), what else goes with
 * a removed row. Its paths, access, schemas and answer envelope are the shared declaration's
 * (shared/collections/content-collections.ts); the routes are made from both
 * (site-collection-routes.ts).
 */
import type { Stores } from '../stores.ts';
import type { SiteScopedStore, SiteScopedTable } from './site-scoped-store.ts';

export interface WriteContext<Row extends { id: number }> {
  stores: Stores;
  domainId: number;
  /** the store of this collection in `stores` */
  store: SiteScopedStore<Row>;
  /** the caller's role (0 without a session) */
  roleId: number;
}

export interface SiteCollection<Row extends { id: number }, Item, Create = never, Update = never> {
  table: SiteScopedTable<Row>;
  /** the 404 message of an id the site does not have */
  notFound: string;
  toItem(row: Row): Item;
  /** the new row's values from a create body; throws a 4xx to refuse it */
  created(
    body: Create,
    context: WriteContext<Row>,
  ): Partial<Omit<Row, 'id'>> | Promise<Partial<Omit<Row, 'id'>>>;
  /**
   * The update call, where the shared declaration says how a change is sent
   * (`siteScoped.update`: the panel reads the same); the routes refuse one without the other.
   */
  update?: {
    /** the changes of an update body (`current()` reads the row, or throws the 404) */
    changes(
      body: Update,
      context: WriteContext<Row> & { current(): Promise<Row> },
    ): Partial<Omit<Row, 'id'>> | Promise<Partial<Omit<Row, 'id'>>>;
  };
  /** what else goes with a removed row, in the same transaction (the posts that carried it lose it) */
  removed?(stores: Stores, domainId: number, id: number): Promise<void>;
}

/** A declaration, typed by its row, answer and bodies. */
export function defineSiteCollection<Row extends { id: number }, Item, Create = never, Update = never>(
  collection: SiteCollection<Row, Item, Create, Update>,
): SiteCollection<Row, Item, Create, Update> {
  return collection;
}
