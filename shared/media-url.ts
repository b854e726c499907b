/**
 * Media URLs (docs/product.md#media): storage base, the domain host, the path and the hashed name.
 * Library images live under `library/`, their PNG thumbnails under `library/thumbnails/`, and
 * their smaller WebP copies (shared/image-slots.ts) beside them, each named by the content API
 * (`{hashed_name}-{width}w-{hash of its bytes}.webp`).
 */
export const MEDIA_STORAGE_BASE = '/media';
export const MEDIA_THUMBNAIL_DIR = 'thumbnails';

export interface MediaFileRef {
  path: string;
  hashed_name: string;
  extension: string;
}

/** A WebP copy of a library image at a smaller width: its width and its file, in the image's folder. */
export interface MediaVariant {
  width: number;
  file: string;
}

/** The URL path of a library file: the image itself unless `file` names another of its folder. */
export function mediaUrlPath(
  host: string,
  media: MediaFileRef,
  file = `${media.hashed_name}.${media.extension}`,
): string {
  return `${MEDIA_STORAGE_BASE}/${host}/${media.path}${file}`;
}

export function mediaThumbnailPath(host: string, media: MediaFileRef): string {
  return mediaUrlPath(host, media, `${MEDIA_THUMBNAIL_DIR}/${media.hashed_name}.png`);
}
