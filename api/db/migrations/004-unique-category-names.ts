/**
 * Category names are unique within a site, ignoring case (issue 8): a unique index on
 * `(domain_id, lower(name))`, which SQLite and PostgreSQL both take. Names that already clash keep
 * their oldest row; the later ones are deleted — nothing could refer to a category before this
 * version (posts carry categories from it on), so no link is lost.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and take an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db
    .deleteFrom('categories')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('categories as earlier')
          .select('earlier.id')
          .whereRef('earlier.domain_id', '=', 'categories.domain_id')
          .where(sql`lower(earlier.name)`, '=', sql`lower(categories.name)`)
          .whereRef('earlier.id', '<', 'categories.id'),
      ),
    )
    .execute();
  await db.schema
    .createIndex('categories_domain_name_unique')
    .on('categories')
    .unique()
    .columns(['domain_id', sql`lower(name)`])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('categories_domain_name_unique').execute();
}
