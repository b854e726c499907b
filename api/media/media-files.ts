/**
 * Media files on disk: uploads become a WebP (at most 2560 px wide) and a PNG thumbnail, under
 * DATA_DIR/media/{host}/library/ and DATA_DIR/media/{host}/library/thumbnails/ (spec §7).
 * An image with more than MAX_IMAGE_INPUT_PIXELS is refused from its header, before decoding;
 * sharp itself is given the same limit. Folders are 0700 and files 0600, like all of DATA_DIR.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { MAX_IMAGE_INPUT_PIXELS } from '#shared/limits.ts';
import { MEDIA_THUMBNAIL_DIR } from '#shared/media-url.ts';
import { PRIVATE_DIR_MODE, restrictFiles } from '../db/private-data-folder.ts';

export const LIBRARY_PATH = 'library/';
const MAX_WIDTH = 2560;
const THUMBNAIL_SIZE = 320;

export interface StoredImage {
  hashedName: string;
  width: number | null;
  height: number | null;
}

export class NotAnImageError extends Error {
  override name = 'NotAnImageError';
}

const MEGAPIXELS = Math.round(MAX_IMAGE_INPUT_PIXELS / 1_000_000);
const decode = (input: Buffer) => sharp(input, { limitInputPixels: MAX_IMAGE_INPUT_PIXELS });

/** Reads only the header: throws NotAnImageError for what is not an image or is too large. */
export async function checkImageHeader(input: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input).metadata());
  } catch {
    throw new NotAnImageError('The file is not an image we can read');
  }
  if (!width || !height) throw new NotAnImageError('The file is not an image we can read');
  if (width * height > MAX_IMAGE_INPUT_PIXELS) {
    throw new NotAnImageError(
      `The image is ${width}×${height}: at most ${MEGAPIXELS} megapixels are accepted`,
    );
  }
}

function libraryDir(dataDir: string, host: string): string {
  return join(dataDir, 'media', host, 'library');
}

/** Converts and stores an image whose header `checkImageHeader` accepted. */
export async function storeImage(dataDir: string, host: string, input: Buffer): Promise<StoredImage> {
  const hashedName = randomBytes(16).toString('hex');
  const dir = libraryDir(dataDir, host);
  await mkdir(join(dir, MEDIA_THUMBNAIL_DIR), { recursive: true, mode: PRIVATE_DIR_MODE });
  const fullPath = join(dir, `${hashedName}.webp`);
  const thumbnailPath = join(dir, MEDIA_THUMBNAIL_DIR, `${hashedName}.png`);
  try {
    const full = await decode(input)
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toFile(fullPath);
    await decode(input)
      .rotate()
      .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
      .png()
      .toFile(thumbnailPath);
    restrictFiles(fullPath, thumbnailPath);
    return { hashedName, width: full.width, height: full.height };
  } catch (error) {
    await rm(fullPath, { force: true });
    await rm(thumbnailPath, { force: true });
    // a system error (disk full, permissions) is ours; any other error of the decoder means the
    // header was fine but the pixel data is not (truncated, corrupt)
    if ((error as NodeJS.ErrnoException).code) throw error;
    throw new NotAnImageError('The image file is damaged and cannot be read');
  }
}

export async function removeImage(dataDir: string, host: string, hashedName: string): Promise<void> {
  const dir = libraryDir(dataDir, host);
  await rm(join(dir, `${hashedName}.webp`), { force: true });
  await rm(join(dir, MEDIA_THUMBNAIL_DIR, `${hashedName}.png`), { force: true });
}
