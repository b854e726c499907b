import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import t from 'tap';
import { API } from '../../../shared/api-paths.ts';
import { call, createHarness, EMAILS, HOSTS, login, siteHeaders } from '../../testing/api-test-harness.ts';

function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = '----test-boundary-7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

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
