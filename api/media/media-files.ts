/**
 * Media files: uploads become a WebP (at most 2560 px wide), a PNG thumbnail and smaller
 * WebP copies at the widths of shared/image-slots.ts (docs/decisions/014), at the keys
 * {host}/library/… and {host}/library/thumbnails/… (docs/product.md#media) of the media storage
 * (storage/, docs/decisions/025): DATA_DIR/media/ by default, or an S3-compatible bucket.
 * A copy is named `{hashed_name}-{width}w-{hash}.webp` with the hash of its own bytes, so its name
 * changes whenever its content does and it is served immutable.
 * An image with more than MAX_IMAGE_INPUT_PIXELS is refused from its header, before decoding;
 * sharp itself is given the same limit. On disk, folders are 0700 and files 0600, like all of DATA_DIR.
 * Each function takes the storage, or a data folder standing for its local storage.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS } from '#shared/image-slots.ts';
import { IMAGE_FORMAT, MAX_IMAGE_INPUT_PIXELS } from '#shared/limits.ts';
import { MEDIA_THUMBNAIL_DIR, type MediaFileRef, type MediaVariant } from '#shared/media-url.ts';
import { PRIVATE_DIR_MODE } from '../db/private-data-folder.ts';
import { type MediaStorageOrDataDir, storageOf } from './storage/media-storage-choice.ts';

export const LIBRARY_PATH = 'library/';
const MAX_WIDTH = 2560;
const THUMBNAIL_SIZE = 320;
const WEBP_QUALITY = 82;
/**
 * A copy is made only at most this fraction of the full image's width: a copy nearly as wide as
 * the image would cost an encode and disk space to save a few bytes (the full image serves).
 */
const MAX_COPY_RATIO = 0.9;
/** hex digits of the SHA-256 of a copy in its name: enough that a changed file gets a new name */
const VARIANT_HASH_LENGTH = 12;
const WEBP_TYPE = `image/${IMAGE_FORMAT}`;
const PNG_TYPE = 'image/png';

export interface StoredImage {
  hashedName: string;
  width: number | null;
  height: number | null;
  /** the smaller copies, ascending by width */
  variants: MediaVariant[];
}

export class NotAnImageError extends Error {
  override name = 'NotAnImageError';
}

const MEGAPIXELS = Math.round(MAX_IMAGE_INPUT_PIXELS / 1_000_000);
/**
 * libvips keeps the results of recent operations (by default up to 50 MB and 100 of them) in
 * case the same image is processed again. Every upload is a new image, so the cache can only
 * hold memory (up to 50 MB of the API's resident memory, found by `npm run soak`).
 */
sharp.cache(false);

const decode = (input: Buffer) => sharp(input, { limitInputPixels: MAX_IMAGE_INPUT_PIXELS }).rotate();

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

/** A library file relative to its host's folder, as its URL names it (shared/media-url.ts). */
function fileOf(file: MediaFileRef): string {
  return `${file.path}${file.hashed_name}.${file.extension}`;
}

/**
 * Converts and stores an image whose header `checkImageHeader` accepted: the image, its
 * thumbnail, then one copy for each declared width up to 90% of the image's own (never enlarged).
 * Each is decoded afresh from the upload: JPEG and WebP decoders shrink while they decode, which
 * is quicker and smaller than keeping the full pixels. Every file is encoded before any is
 * stored; nothing is left behind when one fails, to encode or to store.
 */
export async function storeImage(
  target: MediaStorageOrDataDir,
  host: string,
  input: Buffer,
  options: {
    /**
     * Called with the keys once every file is encoded, before any is stored: the route notes
     * them in the journal, so a crash while storing leaves nothing unaccounted for.
     */
    beforeStore?: (keys: string[]) => Promise<void>;
  } = {},
): Promise<StoredImage> {
  const storage = storageOf(target);
  const hashedName = randomBytes(16).toString('hex');
  const library = `${host}/${LIBRARY_PATH}`;
  // the local library folder is there (0700) before any work, as it always was
  if (storage.localFolder)
    await mkdir(join(storage.localFolder, library, MEDIA_THUMBNAIL_DIR), {
      recursive: true,
      mode: PRIVATE_DIR_MODE,
    });
  const files: { key: string; bytes: Buffer; type: string }[] = [];
  const variants: MediaVariant[] = [];
  let full: { width: number; height: number };
  try {
    const { data, info } = await decode(input)
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    full = info;
    files.push({ key: `${library}${hashedName}.${IMAGE_FORMAT}`, bytes: data, type: WEBP_TYPE });
    const thumbnail = await decode(input)
      .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    files.push({
      key: `${library}${MEDIA_THUMBNAIL_DIR}/${hashedName}.png`,
      bytes: thumbnail,
      type: PNG_TYPE,
    });
    for (const width of IMAGE_VARIANT_WIDTHS) {
      if (width > full.width * MAX_COPY_RATIO) break;
      const bytes = await decode(input).resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer();
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, VARIANT_HASH_LENGTH);
      const file = `${hashedName}-${width}w-${hash}.${IMAGE_FORMAT}`;
      files.push({ key: `${library}${file}`, bytes, type: WEBP_TYPE });
      variants.push({ width, file });
    }
  } catch (error) {
    // a system error (memory, a thread) is ours; any other error of the decoder means the
    // header was fine but the pixel data is not (truncated, corrupt)
    if ((error as NodeJS.ErrnoException).code) throw error;
    throw new NotAnImageError('The image file is damaged and cannot be read');
  }
  await options.beforeStore?.(files.map((file) => file.key));
  // every put settles before any cleanup, so no write lands after its file was removed
  const puts = await Promise.allSettled(files.map((file) => storage.put(file.key, file.bytes, file.type)));
  const failed = puts.find((put) => put.status === 'rejected');
  if (failed) {
    await storage.delete(files.map((file) => file.key)).catch(() => {});
    throw failed.reason;
  }
  return { hashedName, width: full.width, height: full.height, variants };
}

/** What a media row says about its files (every field as stored: lists are JSON text). */
export interface MediaFileRow {
  path: string;
  hashed_name: string;
  extension: string;
  /** the extensions of its files (`["webp","png"]`: the image and its thumbnail) */
  extensions: string | readonly unknown[];
  /** its smaller copies (`[{width, file}]`); absent or empty for images uploaded before them */
  variants?: string | readonly unknown[];
}

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function isSafeRelative(path: string): boolean {
  return path
    .split('/')
    .every((segment) => segment === '' || (SAFE_SEGMENT.test(segment) && segment !== '..'));
}

function listOf(value: string | readonly unknown[] | undefined): readonly unknown[] {
  if (typeof value !== 'string') return value ?? [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** The well-formed entries of a row's `variants`, ascending by width; anything else is dropped. */
export function parseVariants(value: string | readonly unknown[] | undefined): MediaVariant[] {
  return listOf(value)
    .filter(
      (entry): entry is MediaVariant =>
        typeof entry === 'object' &&
        entry !== null &&
        Number.isInteger((entry as MediaVariant).width) &&
        (entry as MediaVariant).width > 0 &&
        typeof (entry as MediaVariant).file === 'string' &&
        SAFE_SEGMENT.test((entry as MediaVariant).file),
    )
    .map(({ width, file }) => ({ width, file }))
    .sort((a, b) => a.width - b.width);
}

/**
 * The files of one media row, relative to its host's folder: the image, other formats, the
 * thumbnail, the smaller copies. Nothing outside that folder, whatever the row says.
 */
export function mediaFilesOf(row: MediaFileRow): string[] {
  if (!isSafeRelative(row.path) || !SAFE_SEGMENT.test(row.hashed_name)) return [];
  const files = new Set([fileOf(row)]);
  for (const extension of listOf(row.extensions)) {
    if (typeof extension !== 'string' || !SAFE_SEGMENT.test(extension)) continue;
    // the PNG is the thumbnail, in its own folder
    files.add(
      extension === 'png' && row.extension !== 'png'
        ? `${row.path}${MEDIA_THUMBNAIL_DIR}/${row.hashed_name}.png`
        : fileOf({ ...row, extension }),
    );
  }
  for (const variant of parseVariants(row.variants)) files.add(`${row.path}${variant.file}`);
  return [...files];
}

/** The storage keys of every file of a media row of `host`. */
export function mediaKeysOf(host: string, row: MediaFileRow): string[] {
  return mediaFilesOf(row).map((file) => `${host}/${file}`);
}

/** Removes every file of a media row; a file already gone is no error. */
export async function removeImage(
  target: MediaStorageOrDataDir,
  host: string,
  row: MediaFileRow,
): Promise<void> {
  await storageOf(target).delete(mediaKeysOf(host, row));
}
