/**
 * Hostile uploads: broken multipart bodies get a 400 in the error shape (never a 500),
 * decompression bombs are refused before they are decoded, a full processing queue answers 503,
 * and the stored files are private (0600 in a 0700 data folder).
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { MAX_IMAGE_INPUT_PIXELS } from '#shared/limits.ts';
import { SQLITE_FILE_NAME } from '../../db/sqlite-database.ts';
import { login, siteHeaders } from '../../testing/api-calls.ts';
import { createHarness } from '../../testing/api-test-harness.ts';
import { multipart, TEST_BOUNDARY } from '../../testing/multipart-body.ts';
import { EMAILS, HOSTS } from '../../testing/seeded-staff.ts';
import { TEST_ENGINE } from '../../testing/test-database.ts';

const smallJpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 30 } } })
    .jpeg()
    .toBuffer();

async function upload(
  app: Awaited<ReturnType<typeof createHarness>>['app'],
  token: string,
  contentType: string,
  payload: Buffer,
) {
  return app.inject({
    method: 'POST',
    url: API.media,
    headers: { ...siteHeaders(HOSTS.main, token), 'content-type': contentType },
    payload,
  });
}

/** a PNG whose header claims `width`×`height` pixels: cheap to send, costly to decode */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#fff' } })
    .png()
    .toBuffer();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  // the IHDR chunk's CRC covers its type and data (bytes 12–28)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

t.test('broken multipart bodies get a 400 in the error shape', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const whole = multipart([{ name: 'file', filename: 'a.jpg', type: 'image/jpeg', data: await smallJpeg() }]);
  const cases: [string, string, Buffer][] = [
    ['truncated body', whole.contentType, whole.payload.subarray(0, Math.floor(whole.payload.length / 2))],
    ['no boundary', 'multipart/form-data', whole.payload],
    ['wrong boundary', 'multipart/form-data; boundary=nope', whole.payload],
    ['empty body', whole.contentType, Buffer.alloc(0)],
    ['garbage', `multipart/form-data; boundary=${TEST_BOUNDARY}`, Buffer.from('\u0000\u00ff'.repeat(500))],
  ];
  for (const [name, contentType, payload] of cases) {
    const res = await upload(app, token, contentType, payload);
    t.equal(res.statusCode, 400, `${name}: 400 (${res.body.slice(0, 120)})`);
    t.equal(res.json().statusCode, 400, `${name}: the error shape`);
    t.type(res.json().message, 'string');
  }
  const list = await app.inject({ method: 'GET', url: API.media, headers: siteHeaders(HOSTS.main, token) });
  t.same(list.json().data, [], 'nothing was stored');
});

t.test('an image with more pixels than a web image needs is refused before decoding', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  t.ok(MAX_IMAGE_INPUT_PIXELS <= 50_000_000, 'the limit is what a web image needs, not sharp’s 268 MP');
  const bomb = await pngClaiming(16383, 16383);
  const form = multipart([{ name: 'file', filename: 'bomb.png', type: 'image/png', data: bomb }]);
  const started = Date.now();
  const res = await upload(app, token, form.contentType, form.payload);
  t.equal(res.statusCode, 400, res.body);
  t.match(res.json().errors.file[0], /megapixels/);
  t.ok(Date.now() - started < 2_000, 'refused at once, not after decoding 268 MP');
});

t.test('uploads beyond the processing queue get a 503, the others are stored', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const jpeg = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
  const form = multipart([{ name: 'file', filename: 'a.jpg', type: 'image/jpeg', data: jpeg }]);
  const answers = await Promise.all(
    Array.from({ length: 14 }, () => upload(app, token, form.contentType, form.payload)),
  );
  const statuses = answers.map((res) => res.statusCode);
  t.ok(statuses.includes(201), 'some are stored');
  const refused = answers.filter((res) => res.statusCode === 503);
  t.ok(refused.length > 0, `a full queue refuses (${statuses.join(',')})`);
  t.ok(
    refused.every((res) => res.headers['retry-after']),
    'with Retry-After',
  );
  t.ok(
    statuses.every((s) => s === 201 || s === 503),
    'no other answer',
  );
});

t.test('the data folder is private: 0700, and its files 0600', async (t) => {
  const { app, dataDir } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const form = multipart([{ name: 'file', filename: 'a.jpg', type: 'image/jpeg', data: await smallJpeg() }]);
  const res = await upload(app, token, form.contentType, form.payload);
  t.equal(res.statusCode, 201);
  const { hashed_name: name } = res.json().data;
  const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);
  t.equal(mode(dataDir), '700', 'data folder');
  if (TEST_ENGINE === 'sqlite') {
    t.equal(mode(join(dataDir, SQLITE_FILE_NAME)), '600', 'database');
    t.equal(mode(join(dataDir, `${SQLITE_FILE_NAME}-wal`)), '600', 'write-ahead log');
  }
  const library = join(dataDir, 'media', HOSTS.main, 'library');
  t.equal(mode(join(library, `${name}.webp`)), '600', 'image');
  t.equal(mode(join(library, 'thumbnails', `${name}.png`)), '600', 'thumbnail');
  t.equal(mode(library), '700', 'media folders');
});
