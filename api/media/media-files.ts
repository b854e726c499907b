/**
 * Media files on disk: uploads become a WebP (at most 2560 px wide) and a PNG thumbnail, under
 * DATA_DIR/media/{host}/library/ and DATA_DIR/media/{host}/library/thumbnails/ (spec §7).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { MEDIA_THUMBNAIL_DIR } from '../../shared/media-url.ts';

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

function libraryDir(dataDir: string, host: string): string {
  return join(dataDir, 'media', host, 'library');
}

export async function storeImage(dataDir: string, host: string, input: Buffer): Promise<StoredImage> {
  try {
    const metadata = await sharp(input).metadata();
    if (!metadata.width || !metadata.height) throw new NotAnImageError('not an image');
  } catch {
    throw new NotAnImageError('The file is not an image we can read');
  }
  const hashedName = randomBytes(16).toString('hex');
  const dir = libraryDir(dataDir, host);
  await mkdir(join(dir, MEDIA_THUMBNAIL_DIR), { recursive: true });
  const full = await sharp(input)
    .rotate()
    .resize({ width: MAX_WIDTH, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toFile(join(dir, `${hashedName}.webp`));
  await sharp(input)
    .rotate()
    .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
    .png()
    .toFile(join(dir, MEDIA_THUMBNAIL_DIR, `${hashedName}.png`));
  return { hashedName, width: full.width, height: full.height };
}

export async function removeImage(dataDir: string, host: string, hashedName: string): Promise<void> {
  const dir = libraryDir(dataDir, host);
  await rm(join(dir, `${hashedName}.webp`), { force: true });
  await rm(join(dir, MEDIA_THUMBNAIL_DIR, `${hashedName}.png`), { force: true });
}
