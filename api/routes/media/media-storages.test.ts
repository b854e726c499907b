/**
 * The media routes end to end on each storage (docs/decisions/025): the API built on the local
 * folder and on S3 (a real S3-compatible server, s3rver, started by this test): an upload stores
 * its image, thumbnail and WebP copies; `/media/…` serves them with their type, the immutable
 * cache, an ETag and a 304 for it, one byte range; a delete removes every object; a domain made
 * as a copy gets the same files under its own host. The same tests for both, by parameter.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { mediaThumbnailPath, mediaUrlPath } from '#shared/media-url.ts';
import type { Media } from '#shared/schemas/content.ts';
import { mediaFilesOf } from '../../media/media-files.ts';
import { client, login, siteHeaders } from '../../testing/api-calls.ts';
import { createHarness, type Harness } from '../../testing/api-test-harness.ts';
import { uploadMedia } from '../../testing/media-upload.ts';
import { ROUTE_LIST_FILE, routeListText } from '../../testing/route-table.ts';
import { type S3TestServer, startS3Server } from '../../testing/s3-server.ts';
import { EMAILS, HOSTS } from '../../testing/seeded-staff.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const COPY_HOST = 'copied.localhost';
const KINDS = ['local', 's3'] as const;

let server: S3TestServer | undefined;
t.teardown(() => server?.stop());

async function harnessOn(t: { teardown(fn: () => unknown): void }, kind: (typeof KINDS)[number]) {
  if (kind === 'local') return createHarness(t);
  server ??= await startS3Server();
  return createHarness(t, { mediaS3: server.settings() });
}

async function upload(app: Harness['app'], token: string, width: number, height: number): Promise<Media> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#b45309' } })
    .jpeg()
    .toBuffer();
  const res = await uploadMedia(app, token, [
    { name: 'alt', data: 'A truck' },
    { name: 'file', filename: 'truck.jpg', type: 'image/jpeg', data: jpeg },
  ]);
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

const keysOf = (host: string, media: Media) =>
  mediaFilesOf({ ...media, extensions: media.extensions, variants: media.variants ?? [] })
    .map((file) => `${host}/${file}`)
    .sort();

for (const kind of KINDS) {
  t.test(`${kind}: upload, serve with its cache headers, 304, a range, delete`, async (t) => {
    const { app } = await harnessOn(t, kind);
    t.equal(app.mediaStorage.kind, kind, `the API stores media on ${kind}`);
    const { access_token: token } = await login(app, EMAILS.editor);
    const media = await upload(app, token, 1000, 625);
    const keys = keysOf(HOSTS.main, media);
    t.ok(keys.length >= 6, `the image, its thumbnail and its copies (${keys.length})`);
    t.same(await app.mediaStorage.list(`${HOSTS.main}/`), keys, 'exactly those objects are stored');

    const url = mediaUrlPath(HOSTS.main, media);
    const served = await app.inject({ method: 'GET', url, headers: siteHeaders(HOSTS.main) });
    t.equal(served.statusCode, 200);
    t.equal(served.headers['content-type'], 'image/webp');
    t.equal(served.headers['cache-control'], IMMUTABLE);
    t.equal(Number(served.headers['content-length']), served.rawPayload.length);
    t.equal(served.headers['accept-ranges'], 'bytes');
    t.ok(served.headers['last-modified']);
    const etag = served.headers.etag;
    t.type(etag, 'string', 'an ETag');
    t.equal((await sharp(served.rawPayload).metadata()).width, 1000, 'the image itself');

    const thumbnail = await app.inject({
      method: 'GET',
      url: mediaThumbnailPath(HOSTS.main, media),
      headers: siteHeaders(HOSTS.main),
    });
    t.equal(thumbnail.statusCode, 200);
    t.equal(thumbnail.headers['content-type'], 'image/png');
    t.equal(thumbnail.headers['cache-control'], IMMUTABLE);
    for (const variant of media.variants ?? []) {
      const copy = await app.inject({
        method: 'GET',
        url: mediaUrlPath(HOSTS.main, media, variant.file),
        headers: siteHeaders(HOSTS.main),
      });
      t.equal(copy.statusCode, 200, variant.file);
      t.equal((await sharp(copy.rawPayload).metadata()).width, variant.width);
    }

    const again = await app.inject({
      method: 'GET',
      url,
      headers: { ...siteHeaders(HOSTS.main), 'if-none-match': String(etag) },
    });
    t.equal(again.statusCode, 304, 'If-None-Match with its ETag: not modified');
    t.equal(again.rawPayload.length, 0);
    t.equal(again.headers['cache-control'], IMMUTABLE);

    const part = await app.inject({
      method: 'GET',
      url,
      headers: { ...siteHeaders(HOSTS.main), range: 'bytes=0-9' },
    });
    t.equal(part.statusCode, 206);
    t.equal(part.headers['content-range'], `bytes 0-9/${served.rawPayload.length}`);
    t.same(part.rawPayload, served.rawPayload.subarray(0, 10));

    const head = await app.inject({ method: 'HEAD', url, headers: siteHeaders(HOSTS.main) });
    t.equal(head.statusCode, 200);
    t.equal(head.headers['content-type'], 'image/webp');
    t.equal(head.headers['content-length'], String(served.rawPayload.length), 'the size, without the bytes');
    t.equal(head.headers.etag, etag);
    t.equal(head.rawPayload.length, 0);

    const missing = await app.inject({
      method: 'GET',
      url: mediaUrlPath(HOSTS.main, media, `${media.hashed_name}-123w-000000000000.webp`),
      headers: siteHeaders(HOSTS.main),
    });
    t.equal(missing.statusCode, 404, 'no file is made on request');
    t.equal(missing.json().statusCode, 404, 'in the error shape');

    const deleted = await client(app, token).delete(API.mediaItem(media.id));
    t.equal(deleted.status, 200);
    t.same(await app.mediaStorage.list(`${HOSTS.main}/`), [], 'every object is gone');
    const gone = await app.inject({ method: 'GET', url, headers: siteHeaders(HOSTS.main) });
    t.equal(gone.statusCode, 404);
  });

  t.test(`${kind}: a domain made as a copy gets the same files under its host`, async (t) => {
    const { app, domains } = await harnessOn(t, kind);
    const { access_token: editor } = await login(app, EMAILS.editor);
    const first = await upload(app, editor, 900, 600);
    const second = await upload(app, editor, 300, 200);
    const { access_token: owner } = await login(app, EMAILS.owner);
    const created = await client(app, owner).post(API.options.domains, {
      host: COPY_HOST,
      name: 'Copied',
      start_from: { kind: 'copy', domain_id: domains.main },
    });
    t.equal(created.status, 201, JSON.stringify(created.body));
    const copied = await app.mediaStorage.list(`${COPY_HOST}/`);
    t.same(
      copied,
      [...keysOf(COPY_HOST, first), ...keysOf(COPY_HOST, second)].sort(),
      'every file of every image, under the new host',
    );
    t.same((await app.mediaStorage.list(`${HOSTS.main}/`)).length, copied.length, "the source's files stay");
    const source = await app.inject({
      method: 'GET',
      url: mediaUrlPath(HOSTS.main, first),
      headers: siteHeaders(HOSTS.main),
    });
    const served = await app.inject({
      method: 'GET',
      url: mediaUrlPath(COPY_HOST, first),
      headers: siteHeaders(COPY_HOST),
    });
    t.equal(served.statusCode, 200);
    t.same(served.rawPayload, source.rawPayload, 'byte for byte');
  });
}

t.test('s3: a storage that does not answer is a 503 for an upload, and nothing is stored', async (t) => {
  server ??= await startS3Server();
  const { app } = await createHarness(t, {
    mediaS3: { ...server.settings(), endpoint: 'http://127.0.0.1:1' },
  });
  const { access_token: token } = await login(app, EMAILS.editor);
  const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#000' } })
    .jpeg()
    .toBuffer();
  const res = await uploadMedia(app, token, [
    { name: 'file', filename: 'a.jpg', type: 'image/jpeg', data: jpeg },
  ]);
  t.equal(res.statusCode, 503);
  t.match(res.json(), { statusCode: 503, message: /media storage/ });
  const list = await client(app, token).get(API.media);
  t.equal(list.body.meta.total, 0, 'no row without its files');
  const served = await app.inject({
    method: 'GET',
    url: `/media/${HOSTS.main}/library/x.webp`,
    headers: siteHeaders(HOSTS.main),
  });
  t.equal(served.statusCode, 503, 'reading is a 503 too, not a 404');
});

t.test(
  's3: the same routes with the same access as the reviewed list, and the OpenAPI document',
  async (t) => {
    server ??= await startS3Server();
    const { app } = await createHarness(t, { mediaS3: server.settings() });
    t.equal(routeListText(app), readFileSync(ROUTE_LIST_FILE, 'utf8'), 'api/routes/route-access.txt holds');
    const { access_token: token } = await login(app, EMAILS.editor);
    const docs = await client(app, token).get(API.docs);
    t.equal(docs.status, 200);
    t.ok(
      Object.keys(docs.body.paths ?? {}).some((path) => path.startsWith('/media/')),
      '/media/ is listed',
    );
  },
);
