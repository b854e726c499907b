/**
 * Public URL path of a stored media file: `/media/{host}/{path}{hashed_name}.{extension}`,
 * e.g. `/media/tacos.localhost/library/3f9a….webp`; files live under DATA_DIR/media/{host}/.
 */
export const MEDIA_URL_PREFIX = '/media';

export function mediaUrlPath(
  host: string,
  media: { path: string; hashed_name: string; extension: string },
): string {
  return `${MEDIA_URL_PREFIX}/${host}/${media.path}${media.hashed_name}.${media.extension}`;
}
