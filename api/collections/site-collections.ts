/**
 * The simple content collections the one site-scoped store and route set serve, by slug: every
 * shared declaration marked `siteScoped` (shared/collections/content-collections.ts) must have its
 * API half here (the typecheck asks for it), and nothing else may.
 */
import type { CONTENT_COLLECTIONS } from '#shared/collections/content-collections.ts';
import { analyticsItemCollection } from '../analytics/analytics-item-collection.ts';
import { faqCategoryCollection } from '../faqs/faq-category-collection.ts';
import { faqCollection } from '../faqs/faq-collection.ts';
import { stopCollection } from '../schedules/stop-collection.ts';
import { stopExceptionCollection } from '../schedules/stop-exception-collection.ts';
import { categoryCollection } from '../taxonomy/category-collection.ts';
import { cuisineTagCollection } from '../taxonomy/cuisine-tag-collection.ts';
import type { SiteCollection } from './site-collection.ts';
import type { SiteScopedStore } from './site-scoped-store.ts';

export type SiteScopedSlug = Extract<(typeof CONTENT_COLLECTIONS)[number], { siteScoped: object }>['slug'];

export const SITE_COLLECTIONS = {
  faqs: faqCollection,
  'faq-categories': faqCategoryCollection,
  categories: categoryCollection,
  'cuisine-tags': cuisineTagCollection,
  'analytics-items': analyticsItemCollection,
  stops: stopCollection,
  'stop-exceptions': stopExceptionCollection,
} as const satisfies Record<SiteScopedSlug, unknown>;

type RowOf<C> = C extends SiteCollection<infer Row, infer _Item, infer _Create, infer _Update> ? Row : never;

/** each simple collection's store, by slug */
export type SiteScopedStores = {
  [S in SiteScopedSlug]: SiteScopedStore<RowOf<(typeof SITE_COLLECTIONS)[S]>>;
};
