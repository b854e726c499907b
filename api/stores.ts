/**
 * The API's data access: one named store per area, each a small factory over a Kysely instance
 * (as fastify/demo's tasks repository). Routes call the stores and never build SQL themselves;
 * the stores write every query once, in Kysely's builder, for SQLite and PostgreSQL alike
 * (docs/decisions/010). Decorated on the app as `app.stores` (services.ts).
 *
 * `withTransaction(work)` hands `work` the same stores over one transaction, so a route makes
 * several store calls that all happen or none do (docs/decisions/039). Inside it, call only the
 * stores it hands over: on SQLite the one connection is the transaction's until it ends.
 */
import type { Kysely } from 'kysely';
import { createTwoFactorStore, type TwoFactorStore } from './accounts/two-factor-store.ts';
import { createUserStore, type UserStore } from './accounts/user-store.ts';
import { type AuditStore, createAuditStore } from './audit/audit-store.ts';
import { createLoginStore, type LoginStore } from './auth/login-store.ts';
import type { SiteScopedStores } from './collections/site-collections.ts';
import { createSiteScopedStores } from './collections/site-scoped-stores.ts';
import { inTransaction } from './db/in-transaction.ts';
import type { Database } from './db/tables.ts';
import { createFaqStore, type FaqStore } from './faqs/faq-store.ts';
import { createSubmissionStore, type SubmissionStore } from './forms/submission-store.ts';
import { type ClosedInsightDays, createInsightStore, type InsightStore } from './insights/insight-store.ts';
import { createMediaFileJournalStore, type MediaFileJournalStore } from './media/media-file-journal-store.ts';
import { createMediaStore, type MediaStore } from './media/media-store.ts';
import { createMediaUsageStore, type MediaUsageStore } from './media/media-usage-store.ts';
import { createSettingsStore, type SettingsStore } from './options/settings-store.ts';
import { createDraftStore, type DraftStore } from './posts/draft-store.ts';
import { createPostStore, type PostStore } from './posts/post-store.ts';
import { createRevisionStore, type RevisionStore } from './posts/revision-store.ts';
import { createDomainStore, type DomainStore } from './sites/domain-store.ts';
import { createSiteCache, type SiteCache } from './sites/site-cache.ts';
import { createSiteSetupStore, type SiteSetupStore } from './sites/site-setup-store.ts';
import { createTaxonomyStore, type TaxonomyStore } from './taxonomy/taxonomy-store.ts';

export interface Stores {
  domains: DomainStore;
  /** new sites, empty or copied, each in one transaction */
  siteSetup: SiteSetupStore;
  users: UserStore;
  /** recovery codes, two-factor on and off, the roles that require it */
  twoFactor: TwoFactorStore;
  logins: LoginStore;
  settings: SettingsStore;
  posts: PostStore;
  /** the page builder's autosaved drafts of post bodies */
  drafts: DraftStore;
  /** snapshots of posts after each save */
  revisions: RevisionStore;
  /** the simple content collections' rows, one site-scoped store each (api/collections/) */
  collections: SiteScopedStores;
  /** the FAQ's and the taxonomy's names for some of those */
  faqs: FaqStore;
  taxonomy: TaxonomyStore;
  media: MediaStore;
  /** which posts and options show each image; removal from all of them */
  mediaUsage: MediaUsageStore;
  /** media files being written or removed, swept when left behind */
  mediaFiles: MediaFileJournalStore;
  submissions: SubmissionStore;
  /** the audit log: staff actions, recorded after their answer (api/audit/) */
  audit: AuditStore;
  /** visitor insights: the day's salt and hashes, the daily aggregates (docs/decisions/048) */
  insights: InsightStore;
  /**
   * Runs `work` with these stores over one transaction (the caller's, when this already is one):
   * committed when it resolves, rolled back when it throws.
   */
  withTransaction<T>(work: (stores: Stores) => Promise<T>): Promise<T>;
}

/**
 * `sites`: the sites kept by host; `insightDays`: the day before which insights have nothing left
 * to close (insight-store.ts) — each one for the app and the stores of its transactions
 */
export function createStores(
  db: Kysely<Database>,
  sites: SiteCache = createSiteCache(),
  insightDays: ClosedInsightDays = { before: '' },
): Stores {
  const domains = createDomainStore(db, sites);
  const media = createMediaStore(db);
  const posts = createPostStore(db);
  const settings = createSettingsStore(db);
  const collections = createSiteScopedStores(db);
  const withTransaction: Stores['withTransaction'] = (work) =>
    inTransaction(db, (trx) => work(createStores(trx, sites, insightDays)));
  return {
    domains,
    // every domain write empties the sites kept by host (site-cache.ts)
    siteSetup: createSiteSetupStore(withTransaction, media, { afterDomainWrite: domains.forgetCachedSites }),
    users: createUserStore(db),
    twoFactor: createTwoFactorStore(db),
    logins: createLoginStore(db),
    settings,
    posts,
    drafts: createDraftStore(db),
    revisions: createRevisionStore(db),
    collections,
    faqs: createFaqStore(collections),
    taxonomy: createTaxonomyStore(collections),
    media,
    mediaUsage: createMediaUsageStore({ posts, settings, withTransaction }),
    mediaFiles: createMediaFileJournalStore(db),
    submissions: createSubmissionStore(db),
    audit: createAuditStore(db),
    insights: createInsightStore(db, insightDays),
    withTransaction,
  };
}
