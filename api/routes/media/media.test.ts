import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { client, siteHeaders } from '../../testing/api-calls.ts';
import { signedIn } from '../../testing/api-test-harness.ts';
import { uploadMedia } from '../../testing/media-upload.ts';
import { HOSTS } from '../../testing/seeded-staff.ts';

const redSquare = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .toBuffer();

t.test('upload converts to webp plus a png thumbnail; list, alt text, delete', async (t) => {
  const { app, dataDir, token } = await signedIn(t, 'editor');
  const res = await uploadMedia(app, token, [
    { name: 'alt', data: 'Our red truck' },
    { name: 'file', filename: 'truck.jpg', type: 'image/jpeg', data: await redSquare() },
  ]);
  t.equal(res.statusCode, 201, res.body);
  const media = res.json().data;
  t.match(media, {
    path: 'library/',
    extension: 'webp',
    extensions: ['webp', 'png'],
    alt: 'Our red truck',
    width: 640,
    height: 480,
  });
  t.equal(media.url, `/media/${HOSTS.main}/library/${media.hashed_name}.webp`);
  const file = join(dataDir, 'media', HOSTS.main, 'library', `${media.hashed_name}.webp`);
  const thumb = join(dataDir, 'media', HOSTS.main, 'library', 'thumbnails', `${media.hashed_name}.png`);
  t.equal((await sharp(file).metadata()).format, 'webp');
  const thumbMeta = await sharp(thumb).metadata();
  t.equal(thumbMeta.format, 'png');
  t.ok((thumbMeta.width ?? 999) <= 320);

  const publicItem = await client(app).get(API.mediaItem(media.id));
  t.equal(publicItem.status, 200, 'one item is public');
  t.same(publicItem.body.data, media);
  t.equal(
    (await client(app, undefined, HOSTS.tacos).get(API.mediaItem(media.id))).status,
    404,
    'not on another site',
  );
  t.equal((await client(app).get(API.mediaItem(999999))).status, 404);

  const served = await app.inject({ method: 'GET', url: media.url, headers: siteHeaders(HOSTS.main) });
  t.equal(served.statusCode, 200, 'the stored file is served at its URL');
  t.equal(served.headers['content-type'], 'image/webp');
  t.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
  t.equal((await sharp(served.rawPayload).metadata()).format, 'webp');
  const thumbServed = await app.inject({
    method: 'GET',
    url: media.thumbnail_url,
    headers: siteHeaders(HOSTS.main),
  });
  t.equal(thumbServed.statusCode, 200);
  const missing = await app.inject({
    method: 'GET',
    url: `/media/${HOSTS.main}/library/nope.webp`,
    headers: siteHeaders(HOSTS.main),
  });
  t.equal(missing.statusCode, 404);
  const outside = await app.inject({
    method: 'GET',
    url: '/media/../content.sqlite',
    headers: siteHeaders(HOSTS.main),
  });
  t.not(outside.statusCode, 200, 'no path outside the media folder');

  const list = await client(app, token).get(API.media);
  t.same(
    list.body.data.map((m: { id: number }) => m.id),
    [media.id],
  );
  t.same((await client(app, token, HOSTS.tacos).get(API.media)).status, 403);

  const alt = await client(app, token).patch(API.mediaItem(media.id), { alt: 'Red truck at night' });
  t.equal(alt.body.data.alt, 'Red truck at night');
  const del = await client(app, token).delete(API.mediaItem(media.id));
  t.same(del.body, { data: { id: media.id } });
  t.notOk(existsSync(file));
  t.notOk(existsSync(thumb));
  t.equal((await client(app, token).delete(API.mediaItem(media.id))).status, 404);
});

t.test('upload refusals: not an image, no file, anonymous', async (t) => {
  const { app, token } = await signedIn(t, 'editor');
  const notImage = await uploadMedia(app, token, [
    { name: 'file', filename: 'notes.txt', type: 'text/plain', data: 'hello' },
  ]);
  t.equal(notImage.statusCode, 400);
  t.ok(notImage.json().errors.file);
  const noFile = await client(app, token).post(API.media, { alt: 'x' });
  t.equal(noFile.status, 400);
  const anonymous = await uploadMedia(app, undefined, [
    { name: 'file', filename: 'a.jpg', type: 'image/jpeg', data: await redSquare() },
  ]);
  t.equal(anonymous.statusCode, 401);
  t.same((await client(app, token).get(API.media)).body.data, []);
});

t.test(
  'library images can be used by posts and the error page; foreign or unknown ids are refused',
  async (t) => {
    const { app, token: admin } = await signedIn(t, 'admin');
    const upload = await uploadMedia(app, admin, [
      { name: 'alt', data: 'Our red truck' },
      { name: 'file', filename: 'truck.jpg', type: 'image/jpeg', data: await redSquare() },
    ]);
    const media = upload.json().data;

    const errorPage = await client(app, admin).put(API.options.errorPage, {
      title: 't',
      subtitle: 's',
      section_title: 'm',
      section_text: '',
      truck_image_id: media.id,
    });
    t.equal(errorPage.status, 200);
    t.equal(errorPage.body.domainErrorPage.truck_image, media.url);
    const unknownImage = await client(app, admin).put(API.options.errorPage, {
      title: 't',
      subtitle: 's',
      section_title: 'm',
      section_text: '',
      truck_image_id: media.id + 100,
    });
    t.equal(unknownImage.status, 400);
    t.ok(unknownImage.body.errors.truck_image_id);

    const post = await client(app, admin).post(API.posts.create, {
      url: '/m/one',
      title: 'One',
      post_status_id: 2,
      post_type_id: 2,
      media: { poster: media.id, logo: null },
    });
    t.equal(post.status, 201);
    t.same(post.body.media, { poster: media.id, logo: null });
    const badSlot = await client(app, admin).put(API.posts.data(post.body.id), {
      media: { banner: media.id, poster: 9999 },
    });
    t.equal(badSlot.status, 400);
    t.ok(badSlot.body.errors['media.banner']);
    t.ok(badSlot.body.errors['media.poster']);
    const badCuisine = await client(app, admin).put(API.posts.data(post.body.id), {
      external_data: { cuisines: [4242] },
    });
    t.equal(badCuisine.status, 400);
    t.ok(badCuisine.body.errors['external_data.cuisines']);
    t.same((await client(app, admin).get(API.posts.one(post.body.id))).body.media, {
      poster: media.id,
      logo: null,
    });
  },
);
