/**
 * Indexes for the reads every public page makes (issue 11, docs/decisions/023): the analytics
 * items, cuisine tags, FAQ categories and FAQs of a site were found by scanning the whole table,
 * every site's rows, and the FAQs were sorted apart. Each is now a search on the site's id, in the
 * order the stores ask for (the row id follows the indexed columns on SQLite). The users of a
 * site (user_domains by domain) and the cascade when a site is removed use the last one. The
 * posts already had theirs (domain and url; domain, type and position): their plans were checked.
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and take an untyped Kysely
type AnyDb = Kysely<any>;

/** [index, table, columns] */
const INDEXES: [string, string, string[]][] = [
  ['analytics_items_domain', 'analytics_items', ['domain_id']],
  ['cuisine_tags_domain', 'cuisine_tags', ['domain_id']],
  ['faq_categories_domain', 'faq_categories', ['domain_id']],
  ['faqs_domain_position', 'faqs', ['domain_id', 'position']],
  ['user_domains_domain', 'user_domains', ['domain_id']],
];

export async function up(db: AnyDb): Promise<void> {
  for (const [name, table, columns] of INDEXES) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const [name] of [...INDEXES].reverse()) await db.schema.dropIndex(name).execute();
}
