/**
 * The WebP copies of an upload through the API: the item lists them, each is served at its URL
 * as WebP of its width, cacheable for a year and immutable (its name changes with its content);
 * deleting the image removes them; an image stored before copies were made still shows.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { IMAGE_VARIANT_WIDTHS } from '#shared/image-slots.ts';
import { mediaUrlPath } from '#shared/media-url.ts';
import type { Media } from '#shared/schemas/content.ts';
import { client, siteHeaders } from '../testing/api-calls.ts';
import { createHarness, signedIn } from '../testing/api-test-harness.ts';
import { uploadMedia } from '../testing/media-upload.ts';
import { HOSTS } from '../testing/seeded-staff.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

t.test('an upload lists its WebP copies, each served immutable; delete removes them', async (t) => {
  const { app, dataDir, token } = await signedIn(t, 'editor');
  const jpeg = await sharp({ create: { width: 1000, height: 625, channels: 3, background: '#b45309' } })
    .jpeg()
    .toBuffer();
  const res = await uploadMedia(app, token, [
    { name: 'file', filename: 'poster.jpg', type: 'image/jpeg', data: jpeg },
  ]);
  t.equal(res.statusCode, 201, res.body);
  const media: Media = res.json().data;
  const variants = media.variants ?? [];
  t.same(
    variants.map((variant) => variant.width),
    IMAGE_VARIANT_WIDTHS.filter((width) => width <= 900),
  );
  const item = await client(app).get(API.mediaItem(media.id));
  t.same(item.body.data.variants, variants, 'the public item lists them too');

  const library = join(dataDir, 'media', HOSTS.main, 'library');
  for (const variant of variants) {
    const url = mediaUrlPath(HOSTS.main, media, variant.file);
    const served = await app.inject({ method: 'GET', url, headers: siteHeaders(HOSTS.main) });
    t.equal(served.statusCode, 200, url);
    t.equal(served.headers['content-type'], 'image/webp');
    t.equal(served.headers['cache-control'], IMMUTABLE);
    t.equal((await sharp(served.rawPayload).metadata()).width, variant.width);
    t.ok(existsSync(join(library, variant.file)));
  }
  const unknownWidth = await app.inject({
    method: 'GET',
    url: mediaUrlPath(HOSTS.main, media, `${media.hashed_name}-123w-000000000000.webp`),
    headers: siteHeaders(HOSTS.main),
  });
  t.equal(unknownWidth.statusCode, 404, 'no width is made on request');

  const deleted = await client(app, token).delete(API.mediaItem(media.id));
  t.equal(deleted.status, 200);
  for (const variant of variants) {
    t.notOk(existsSync(join(library, variant.file)), `${variant.file} is removed`);
    const gone = await app.inject({
      method: 'GET',
      url: mediaUrlPath(HOSTS.main, media, variant.file),
      headers: siteHeaders(HOSTS.main),
    });
    t.equal(gone.statusCode, 404);
  }
});

t.test('an image stored before copies were made still shows, from its full image', async (t) => {
  const { app, dataDir, domains } = await createHarness(t);
  const hashedName = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
  const library = join(dataDir, 'media', HOSTS.main, 'library');
  mkdirSync(join(library, 'thumbnails'), { recursive: true });
  const image = sharp({ create: { width: 800, height: 500, channels: 3, background: '#15803d' } });
  writeFileSync(join(library, `${hashedName}.webp`), await image.clone().webp().toBuffer());
  writeFileSync(
    join(library, 'thumbnails', `${hashedName}.png`),
    await image.clone().resize(320).png().toBuffer(),
  );
  // a row as earlier versions wrote it: no variants column given
  const row = await app.stores.media.add({
    domain_id: domains.main,
    hashed_name: hashedName,
    path: 'library/',
    extension: 'webp',
    extensions: JSON.stringify(['webp', 'png']),
    alt: 'Green truck',
    width: 800,
    height: 500,
    original_name: 'green.jpg',
  });
  const item = await client(app).get(API.mediaItem(row.id));
  t.equal(item.status, 200);
  t.same(item.body.data.variants, [], 'no copies');
  const served = await app.inject({
    method: 'GET',
    url: item.body.data.url,
    headers: siteHeaders(HOSTS.main),
  });
  t.equal(served.statusCode, 200, 'its full image is served');
  t.equal(served.headers['cache-control'], IMMUTABLE);
});
