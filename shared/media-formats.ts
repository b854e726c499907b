/**
 * The image formats the media library takes, by the format of the uploaded file (the library
 * stores every image as WebP; the format it came in is kept for the type filter and the details).
 * Plain data: the API's list filter and the panel's type menu both read it.
 */
export const MEDIA_FORMATS = [
  { key: 'jpeg', label: 'JPEG' },
  { key: 'png', label: 'PNG' },
  { key: 'webp', label: 'WebP' },
  { key: 'gif', label: 'GIF' },
  { key: 'avif', label: 'AVIF' },
  { key: 'heic', label: 'HEIC' },
  { key: 'tiff', label: 'TIFF' },
  { key: 'svg', label: 'SVG' },
] as const;

export type MediaFormat = (typeof MEDIA_FORMATS)[number]['key'];

export const MEDIA_FORMAT_KEYS: readonly MediaFormat[] = MEDIA_FORMATS.map((format) => format.key);

/** `PNG` for `png`; an unknown or empty format reads as itself in capitals, or `Image`. */
export function mediaFormatLabel(format: string | undefined): string {
  const known = MEDIA_FORMATS.find((entry) => entry.key === format);
  if (known) return known.label;
  return format ? format.toUpperCase() : 'Image';
}
