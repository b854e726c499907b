/**
 * The images a post body may show: only images of the post's own site (media ids are per site, and
 * one site's ids are refused in another site's posts, as the media slots refuse them:
 * post-write-checks.ts `assertMediaSlots`). An id the stored body (or the stored draft) already holds is
 * let through, so a body that still names a since-deleted image can be saved; a new one must be in
 * the library.
 */
import { badRequest } from '../errors/http-error.ts';
import { mediaIdsOfDocument } from '../media/media-references.ts';
import type { MediaStore } from '../media/media-store.ts';

export async function assertBodyImagesOfSite(
  media: MediaStore,
  domainId: number,
  document: unknown,
  storedBody?: string | readonly (string | undefined)[],
): Promise<void> {
  if (document === undefined) return;
  const before = new Set<number>();
  for (const stored of typeof storedBody === 'string' ? [storedBody] : (storedBody ?? [])) {
    if (stored === undefined) continue;
    try {
      for (const id of mediaIdsOfDocument(JSON.parse(stored))) before.add(id);
    } catch {
      // an unreadable stored body names no image
    }
  }
  const added = [...mediaIdsOfDocument(document)].filter((id) => !before.has(id));
  if (added.length === 0) return;
  const known = await media.existingIds(domainId, added);
  const unknown = added.filter((id) => !known.has(id));
  if (unknown.length === 0) return;
  throw badRequest('Invalid media', {
    post_body: unknown.map((id) => `Image ${id} is not in this site’s media library`),
  });
}
