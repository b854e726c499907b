/** The first schema: sites, staff accounts, sessions and content, every site row keyed by domain. */
import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../sql-engine.ts';

// Migrations are frozen in time: they take an untyped Kysely so later table changes never break them.
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // SQLite: `integer primary key autoincrement`, as this migration always made it
  const generatedId = identityPrimaryKey(db);

  await db.schema
    .createTable('domains')
    .addColumn('id', 'integer', generatedId)
    .addColumn('host', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('domain_settings')
    .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('setting', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('domain_settings_pk', ['domain_id', 'setting'])
    .execute();

  await db.schema
    .createTable('domain_colors')
    .addColumn('id', 'integer', generatedId)
    .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('domain_color_type_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addUniqueConstraint('domain_colors_type_unique', ['domain_id', 'domain_color_type_id'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', generatedId)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addColumn('totp_secret', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_domains')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_domains_pk', ['user_id', 'domain_id'])
    .execute();

  await db.schema
    .createTable('session_families')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_reason', 'text')
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull().references('session_families.id').onDelete('cascade'))
    .addColumn('issued_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .addColumn('used_at', 'integer')
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .addColumn('used_at', 'integer')
    .execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'integer', generatedId)
    .addColumn('scope_key', 'text', (c) => c.notNull())
    .addColumn('attempted_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_scope')
    .on('login_attempts')
    .columns(['scope_key', 'attempted_at'])
    .execute();

  await db.schema
    .createTable('posts')
    .addColumn('id', 'integer', generatedId)
    .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('post_type_id', 'integer', (c) => c.notNull())
    .addColumn('post_status_id', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('attributes', 'text', (c) => c.notNull())
    .addColumn('media', 'text', (c) => c.notNull())
    .addColumn('external_data', 'text', (c) => c.notNull())
    .addColumn('post_body', 'text', (c) => c.notNull())
    .addColumn('no_index', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('no_follow', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_in_sitemap', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('posts_domain_url_unique', ['domain_id', 'url'])
    .execute();
  await db.schema
    .createIndex('posts_domain_type')
    .on('posts')
    .columns(['domain_id', 'post_type_id', 'position'])
    .execute();

  await db.schema
    .createTable('faq_categories')
    .addColumn('id', 'integer', generatedId)
    .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('faqs')
    .addColumn('id', 'integer', generatedId)
    .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.references('faq_categories.id').onDelete('set null'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', generatedId)
    .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cuisine_tags')
    .addColumn('id', 'integer', generatedId)
    .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('icon_data', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('analytics_items')
    .addColumn('id', 'integer', generatedId)
    .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('src', 'text')
    .addColumn('custom_id', 'text')
    .addColumn('async', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('defer', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tag_position', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('name', 'text')
    .addColumn('content', 'text')
    .addColumn('content_type', 'text')
    .addColumn('external_analytics', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('external_analytics_type', 'text')
    .execute();

  await db.schema
    .createTable('media')
    .addColumn('id', 'integer', generatedId)
    .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('hashed_name', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('extension', 'text', (c) => c.notNull())
    .addColumn('extensions', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('form_submissions')
    .addColumn('id', 'integer', generatedId)
    .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'form_submissions',
    'media',
    'analytics_items',
    'cuisine_tags',
    'categories',
    'faqs',
    'faq_categories',
    'posts',
    'login_attempts',
    'password_resets',
    'refresh_tokens',
    'session_families',
    'user_domains',
    'users',
    'domain_colors',
    'domain_settings',
    'domains',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
