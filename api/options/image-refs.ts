/**
 * Image options are written as an image url, a media id or null (ImageRefSchema): a media id of
 * the site's library is stored as its url path, so the public site never resolves ids for them.
 */
import type { Kysely } from 'kysely';
import { mediaUrlPath } from '#shared/media-url.ts';
import type { Database } from '../db/tables.ts';
import { badRequest } from '../errors/http-error.ts';

export async function resolveImageRef(
  db: Kysely<Database>,
  site: { id: number; host: string },
  field: string,
  ref: string | number | null,
): Promise<string | null> {
  if (typeof ref !== 'number') return ref;
  const media = await db
    .selectFrom('media')
    .select(['path', 'hashed_name', 'extension'])
    .where('domain_id', '=', site.id)
    .where('id', '=', ref)
    .executeTakeFirst();
  if (!media) throw badRequest('Unknown image', { [field]: ['No such image in the media library'] });
  return mediaUrlPath(site.host, media);
}
