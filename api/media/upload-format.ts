/**
 * The format of an uploaded image as the media library names it (shared/media-formats.ts), read
 * from the file's header (never from its name or the browser's type). sharp calls AVIF and HEIC
 * both `heif`: the compression tells them apart.
 */
import sharp from 'sharp';
import { MEDIA_FORMAT_KEYS, type MediaFormat } from '#shared/media-formats.ts';

/** The format, or '' when the header names none the library knows. */
export async function uploadFormat(input: Buffer): Promise<MediaFormat | ''> {
  let format: string | undefined;
  let compression: string | undefined;
  try {
    ({ format, compression } = await sharp(input).metadata());
  } catch {
    return '';
  }
  if (format === 'heif') return compression === 'av1' ? 'avif' : 'heic';
  if (format === 'jpg') return 'jpeg';
  return MEDIA_FORMAT_KEYS.find((key) => key === format) ?? '';
}
