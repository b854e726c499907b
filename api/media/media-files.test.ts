/**
 * The files of an upload, made with real sharp into a real folder: the image, its thumbnail and
 * its WebP copies at the declared widths (never wider than the image), each named with the hash
 * of its bytes; removing a row's files removes them all; a damaged image leaves nothing behind.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import t from 'tap';
import { IMAGE_SLOT_WIDTHS, IMAGE_VARIANT_WIDTHS } from '#shared/image-slots.ts';
import {
  LIBRARY_PATH,
  mediaFilesOf,
  NotAnImageError,
  parseVariants,
  removeImage,
  storeImage,
} from './media-files.ts';

const HOST = 'trucks.localhost';

function dataFolder(t: { teardown(fn: () => unknown): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'media-files-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** a photo-like image: a gradient with noise, so sizes and hashes differ by width */
async function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = ((i * 7) % 251) ^ (i % width);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
}

const library = (dataDir: string) => join(dataDir, 'media', HOST, 'library');

t.test('the slot widths give 1x and 2x WebP widths, each once, ascending', async (t) => {
  for (const width of Object.values(IMAGE_SLOT_WIDTHS)) {
    t.ok(IMAGE_VARIANT_WIDTHS.includes(width), `${width} (1x)`);
    t.ok(IMAGE_VARIANT_WIDTHS.includes(width * 2), `${width * 2} (2x)`);
  }
  t.same(
    [...IMAGE_VARIANT_WIDTHS],
    [...new Set(IMAGE_VARIANT_WIDTHS)].sort((a, b) => a - b),
  );
});

t.test(
  'an upload gets a WebP copy at each declared width well below its own, named by content',
  async (t) => {
    const dataDir = dataFolder(t);
    const stored = await storeImage(dataDir, HOST, await photo(1200, 750));
    t.equal(stored.width, 1200);
    t.equal(stored.height, 750);
    t.same(
      stored.variants.map((variant) => variant.width),
      IMAGE_VARIANT_WIDTHS.filter((width) => width <= 1080),
      'every declared width up to 90% of the image, none above (never enlarged)',
    );
    t.same(
      stored.variants.map((variant) => variant.width),
      [160, 320, 400, 800],
    );
    for (const { width, file } of stored.variants) {
      t.match(file, new RegExp(`^${stored.hashedName}-${width}w-[0-9a-f]{12}\\.webp$`), file);
      const bytes = readFileSync(join(library(dataDir), file));
      const meta = await sharp(bytes).metadata();
      t.equal(meta.format, 'webp', `${file} is WebP`);
      t.equal(meta.width, width, `${file} is ${width} px wide`);
      t.equal(meta.height, Math.round((750 * width) / 1200), `${file} keeps the aspect ratio`);
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
      t.ok(file.endsWith(`-${hash}.webp`), `${file} is named with the hash of its bytes`);
      t.equal((statSync(join(library(dataDir), file)).mode & 0o777).toString(8), '600', 'private');
    }
    t.same(
      readdirSync(library(dataDir)).sort(),
      [`${stored.hashedName}.webp`, ...stored.variants.map((variant) => variant.file), 'thumbnails'].sort(),
      'nothing else in the library folder',
    );
    t.same(
      mediaFilesOf({
        path: LIBRARY_PATH,
        hashed_name: stored.hashedName,
        extension: 'webp',
        extensions: '["webp","png"]',
        variants: JSON.stringify(stored.variants),
      }).sort(),
      [
        `library/${stored.hashedName}.webp`,
        `library/thumbnails/${stored.hashedName}.png`,
        ...stored.variants.map((variant) => `library/${variant.file}`),
      ].sort(),
      'the files of its row are all of them',
    );
  },
);

t.test('a narrow image gets no copies; copies stop short of the image width; at most 2560', async (t) => {
  const dataDir = dataFolder(t);
  const small = await storeImage(dataDir, HOST, await photo(150, 100, 'png'));
  t.same(small.variants, [], 'the full image serves every slot');
  t.equal(small.width, 150, 'never enlarged');
  const barely = await storeImage(dataDir, HOST, await photo(420, 300));
  t.same(
    barely.variants.map((variant) => variant.width),
    [160, 320],
    'no 400 px copy of a 420 px image: the image itself serves',
  );
  const wide = await storeImage(dataDir, HOST, await photo(3000, 400));
  t.equal(wide.width, 2560, 'the full image is at most 2560 px wide');
  t.same(
    wide.variants.map((variant) => variant.width),
    IMAGE_VARIANT_WIDTHS.filter((width) => width <= 2304),
  );
  t.notOk(
    wide.variants.some((variant) => variant.width === 2400),
    'no 2400 px copy of a 2560 px image',
  );
});

t.test('removing an image removes its thumbnail and every copy, and nothing else', async (t) => {
  const dataDir = dataFolder(t);
  const kept = await storeImage(dataDir, HOST, await photo(500, 300));
  const gone = await storeImage(dataDir, HOST, await photo(900, 600));
  t.ok(gone.variants.length >= 3);
  await removeImage(dataDir, HOST, {
    path: LIBRARY_PATH,
    hashed_name: gone.hashedName,
    extension: 'webp',
    extensions: '["webp","png"]',
    variants: JSON.stringify(gone.variants),
  });
  const left = readdirSync(library(dataDir), { recursive: true }).map(String).sort();
  t.same(
    left,
    [
      `${kept.hashedName}.webp`,
      ...kept.variants.map((variant) => variant.file),
      'thumbnails',
      `thumbnails/${kept.hashedName}.png`,
    ].sort(),
  );
});

t.test('a damaged image leaves no file behind', async (t) => {
  const dataDir = dataFolder(t);
  const whole = await photo(1200, 800);
  // a JPEG cut in the middle of its pixel data: the header reads, the pixels do not
  await t.rejects(
    storeImage(dataDir, HOST, whole.subarray(0, Math.floor(whole.length / 3))),
    NotAnImageError,
  );
  const files = readdirSync(library(dataDir), { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  t.same(files, []);
});

t.test("a row's variants are read defensively: nothing outside its folder, nothing malformed", async (t) => {
  t.same(parseVariants('not json'), []);
  t.same(parseVariants('{"width":1}'), []);
  t.same(
    parseVariants(
      JSON.stringify([
        { width: 800, file: 'a-800w-1.webp' },
        { width: 160, file: 'a-160w-2.webp', extra: true },
        { width: 320, file: '../../../etc/passwd' },
        { width: 320, file: 'sub/a.webp' },
        { width: -1, file: 'a.webp' },
        { width: 400 },
        null,
      ]),
    ),
    [
      { width: 160, file: 'a-160w-2.webp' },
      { width: 800, file: 'a-800w-1.webp' },
    ],
    'well-formed entries only, ascending',
  );
  t.same(
    mediaFilesOf({ path: 'library/', hashed_name: 'abc', extension: 'webp', extensions: '["webp","png"]' }),
    ['library/abc.webp', 'library/thumbnails/abc.png'],
    'a row from before variants: the image and its thumbnail',
  );
  t.same(
    mediaFilesOf({ path: '../', hashed_name: 'abc', extension: 'webp', extensions: '[]' }),
    [],
    'a path that leaves the folder names no file',
  );
});
