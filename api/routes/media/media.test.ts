import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { call, createHarness, EMAILS, HOSTS, login, siteHeaders } from '../../testing/api-test-harness.ts';
import { multipart } from '../../testing/multipart-body.ts';

const redSquare = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .toBuffer();

t.test('upload converts to webp plus a png thumbnail; list, alt text, delete', async (t) => {
  const { app, dataDir } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const form = multipart([
    { name: 'alt', data: 'Our red truck' },
    { name: 'file', filename: 'truck.jpg', type: 'image/jpeg', data: await redSquare() },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: API.media,
    headers: { ...siteHeaders(HOSTS.main, token), 'content-type': form.contentType },
    payload: form.payload,
  });
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

  const publicItem = await call(app, { method: 'GET', url: API.mediaItem(media.id) });
  t.equal(publicItem.status, 200, 'one item is public');
  t.same(publicItem.body.data, media);
  t.equal(
    (await call(app, { method: 'GET', url: API.mediaItem(media.id), host: HOSTS.tacos })).status,
    404,
    'not on another site',
  );
  t.equal((await call(app, { method: 'GET', url: API.mediaItem(999999) })).status, 404);

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

  const list = await call(app, { method: 'GET', url: API.media, token });
  t.same(
    list.body.data.map((m: { id: number }) => m.id),
    [media.id],
  );
  t.same((await call(app, { method: 'GET', url: API.media, host: HOSTS.tacos, token })).status, 403);

  const alt = await call(app, {
    method: 'PATCH',
    url: API.mediaItem(media.id),
    token,
    payload: { alt: 'Red truck at night' },
  });
  t.equal(alt.body.data.alt, 'Red truck at night');
  const del = await call(app, { method: 'DELETE', url: API.mediaItem(media.id), token });
  t.same(del.body, { data: { id: media.id } });
  t.notOk(existsSync(file));
  t.notOk(existsSync(thumb));
  t.equal((await call(app, { method: 'DELETE', url: API.mediaItem(media.id), token })).status, 404);
});

t.test('upload refusals: not an image, no file, anonymous', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const text = multipart([{ name: 'file', filename: 'notes.txt', type: 'text/plain', data: 'hello' }]);
  const notImage = await app.inject({
    method: 'POST',
    url: API.media,
    headers: { ...siteHeaders(HOSTS.main, token), 'content-type': text.contentType },
    payload: text.payload,
  });
  t.equal(notImage.statusCode, 400);
  t.ok(notImage.json().errors.file);
  const noFile = await call(app, { method: 'POST', url: API.media, token, payload: { alt: 'x' } });
  t.equal(noFile.status, 400);
  const anon = multipart([{ name: 'file', filename: 'a.jpg', type: 'image/jpeg', data: await redSquare() }]);
  const anonymous = await app.inject({
    method: 'POST',
    url: API.media,
    headers: { ...siteHeaders(HOSTS.main), 'content-type': anon.contentType },
    payload: anon.payload,
  });
  t.equal(anonymous.statusCode, 401);
  t.same((await call(app, { method: 'GET', url: API.media, token })).body.data, []);
});

t.test(
  'library images can be used by posts and the error page; foreign or unknown ids are refused',
  async (t) => {
    const { app } = await createHarness(t);
    const { access_token: admin } = await login(app, EMAILS.admin);
    const form = multipart([
      { name: 'alt', data: 'Our red truck' },
      { name: 'file', filename: 'truck.jpg', type: 'image/jpeg', data: await redSquare() },
    ]);
    const upload = await app.inject({
      method: 'POST',
      url: API.media,
      headers: { ...siteHeaders(HOSTS.main, admin), 'content-type': form.contentType },
      payload: form.payload,
    });
    const media = upload.json().data;

    const errorPage = await call(app, {
      method: 'PUT',
      url: API.options.errorPage,
      token: admin,
      payload: { title: 't', subtitle: 's', section_title: 'm', section_text: '', truck_image_id: media.id },
    });
    t.equal(errorPage.status, 200);
    t.equal(errorPage.body.domainErrorPage.truck_image, media.url);
    const unknownImage = await call(app, {
      method: 'PUT',
      url: API.options.errorPage,
      token: admin,
      payload: {
        title: 't',
        subtitle: 's',
        section_title: 'm',
        section_text: '',
        truck_image_id: media.id + 100,
      },
    });
    t.equal(unknownImage.status, 400);
    t.ok(unknownImage.body.errors.truck_image_id);

    const post = await call(app, {
      method: 'POST',
      url: API.posts.create,
      token: admin,
      payload: {
        url: '/m/one',
        title: 'One',
        post_status_id: 2,
        post_type_id: 2,
        media: { poster: media.id, logo: null },
      },
    });
    t.equal(post.status, 201);
    t.same(post.body.media, { poster: media.id, logo: null });
    const badSlot = await call(app, {
      method: 'PUT',
      url: API.posts.data(post.body.id),
      token: admin,
      payload: { media: { banner: media.id, poster: 9999 } },
    });
    t.equal(badSlot.status, 400);
    t.ok(badSlot.body.errors['media.banner']);
    t.ok(badSlot.body.errors['media.poster']);
    const badCuisine = await call(app, {
      method: 'PUT',
      url: API.posts.data(post.body.id),
      token: admin,
      payload: { external_data: { cuisines: [4242] } },
    });
    t.equal(badCuisine.status, 400);
    t.ok(badCuisine.body.errors['external_data.cuisines']);
    t.same((await call(app, { method: 'GET', url: API.posts.one(post.body.id), token: admin })).body.media, {
      poster: media.id,
      logo: null,
    });
  },
);
