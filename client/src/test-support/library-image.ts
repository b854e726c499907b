/**
 * An image of a site's media library as the API answers it (`Media`), for tests of the panel's
 * media parts: file `h<id>` in `library/`, a WebP with a PNG thumbnail, 640×480.
 */
import type { Media } from '#shared/schemas/content.ts';

export function libraryImage(id: number, alt = '', name?: string): Media {
  return {
    id,
    hashed_name: `h${id}`,
    path: 'library/',
    extensions: ['webp', 'png'],
    extension: 'webp',
    alt,
    ...(name === undefined ? {} : { name }),
    width: 640,
    height: 480,
    url: `/media/localhost/library/h${id}.webp`,
    thumbnail_url: `/media/localhost/library/thumbnails/h${id}.png`,
  };
}
