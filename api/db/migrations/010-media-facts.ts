/**
 * The media library keeps two facts of each upload (issue 9): the format of the uploaded file
 * (`format`, shared/media-formats.ts: the type filter and the details) and its size in bytes
 * (`bytes`). Images uploaded before know their format from their file name's extension; their
 * size is not known (null).
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and take an untyped Kysely
type AnyDb = Kysely<any>;

/** the extensions of the file names of earlier uploads, by format */
const EXTENSIONS: Record<string, readonly string[]> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  webp: ['webp'],
  gif: ['gif'],
  avif: ['avif'],
  heic: ['heic', 'heif'],
  tiff: ['tif', 'tiff'],
  svg: ['svg'],
};

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('media')
    .addColumn('format', 'varchar(16)', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('media').addColumn('bytes', 'integer').execute();
  for (const [format, extensions] of Object.entries(EXTENSIONS)) {
    await db
      .updateTable('media')
      .set({ format })
      .where((eb) =>
        eb.or(extensions.map((extension) => eb(sql`lower(original_name)`, 'like', `%.${extension}`))),
      )
      .execute();
  }
  await db.schema.createIndex('media_domain_format').on('media').columns(['domain_id', 'format']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('media_domain_format').execute();
  await db.schema.alterTable('media').dropColumn('bytes').execute();
  await db.schema.alterTable('media').dropColumn('format').execute();
}
