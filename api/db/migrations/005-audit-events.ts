/**
 * The audit log (issue 9, docs/decisions/015-audit-log.md): one row per recorded staff action.
 * No foreign keys: an event outlives the account and the content it names (the user's name and
 * email, and the entity's title, are snapshots). Indexed for the Activity screen's filters, each
 * with the time so that "newest first" reads the index in order.
 */
import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../sql-engine.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and take an untyped Kysely
type AnyDb = Kysely<any>;

/** the time; (site, time); (user, time); (entity, time); the events of one thing (a lost title) */
const INDEXES: [string, string[]][] = [
  ['audit_events_created', ['created_at']],
  ['audit_events_domain_created', ['domain_id', 'created_at']],
  ['audit_events_user_created', ['user_id', 'created_at']],
  ['audit_events_entity_created', ['entity', 'created_at']],
  ['audit_events_entity_id', ['domain_id', 'entity', 'entity_id']],
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'integer', identityPrimaryKey(db))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('domain_id', 'integer')
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text')
    .addColumn('user_email', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('entity_kind', 'text')
    .addColumn('entity_label', 'text')
    .addColumn('detail', 'text')
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .execute();
  for (const [name, columns] of INDEXES) {
    await db.schema.createIndex(name).on('audit_events').columns(columns).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
}
