/**
 * Image options are written as an image url, a media id or null (ImageRefSchema): a media id of
 * the site's library is stored as its url path, so the public site never resolves ids for them.
 */
import { mediaUrlPath } from '#shared/media-url.ts';
import { badRequest } from '../errors/http-error.ts';
import type { MediaStore } from '../media/media-store.ts';

export async function resolveImageRef(
  media: MediaStore,
  site: { id: number; host: string },
  field: string,
  ref: string | number | null,
): Promise<string | null> {
  if (typeof ref !== 'number') return ref;
  const item = await media.find(site.id, ref);
  if (!item) throw badRequest('Unknown image', { [field]: ['No such image in the media library'] });
  return mediaUrlPath(site.host, item);
}
