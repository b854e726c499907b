/**
 * Media URLs (spec §7): storage base, the domain host, the path and the hashed name.
 * Library images live under `library/`, their PNG thumbnails under `library/thumbnails/`.
 */
export const MEDIA_STORAGE_BASE = '/media';
export const MEDIA_THUMBNAIL_DIR = 'thumbnails';

export interface MediaFileRef {
  path: string;
  hashed_name: string;
  extension: string;
}

export function mediaUrlPath(host: string, media: MediaFileRef, base = MEDIA_STORAGE_BASE): string {
  return `${base}/${host}/${media.path}${media.hashed_name}.${media.extension}`;
}

export function mediaThumbnailPath(host: string, media: MediaFileRef, base = MEDIA_STORAGE_BASE): string {
  return mediaUrlPath(
    host,
    { path: `${media.path}${MEDIA_THUMBNAIL_DIR}/`, hashed_name: media.hashed_name, extension: 'png' },
    base,
  );
}
