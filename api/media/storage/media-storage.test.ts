/**
 * The storage interface, the same tests on both implementations: the local folder and S3 against
 * a real S3-compatible server (s3rver, testing/s3-server.ts). Put, read (streamed, conditional,
 * one range), exists, list, copy and delete answer alike; keys that leave the media root are
 * refused; the local one keeps today's paths and modes, the S3 one keeps its prefix.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import t from 'tap';
import { startS3Server } from '../../testing/s3-server.ts';
import { localMediaStorage } from './local-media-storage.ts';
import { type MediaRead, MediaStorageError } from './media-storage.ts';
import { s3MediaStorage } from './s3-media-storage.ts';

const KINDS = ['local', 's3'] as const;
type Kind = (typeof KINDS)[number];

let server: Awaited<ReturnType<typeof startS3Server>> | undefined;
t.teardown(() => server?.stop());

async function storageOn(t: { teardown(fn: () => unknown): void }, kind: Kind) {
  if (kind === 'local') {
    const dataDir = mkdtempSync(join(tmpdir(), 'media-storage-'));
    t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
    return { storage: localMediaStorage(dataDir), dataDir };
  }
  server ??= await startS3Server();
  const storage = s3MediaStorage(server.settings());
  t.teardown(() => storage.close());
  return { storage, dataDir: undefined };
}

async function bytesOf(body: Readable | undefined): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function objectOf(read: MediaRead) {
  if (read.kind !== 'object') throw new Error(`expected an object, got ${read.kind}`);
  return read;
}

const KEY = 'trucks.localhost/library/abc.webp';
const BYTES = Buffer.from('0123456789abcdefghij');

for (const kind of KINDS) {
  t.test(`${kind}: put, read, exists, list, copy, delete`, async (t) => {
    const { storage } = await storageOn(t, kind);
    t.equal(storage.kind, kind);
    t.same(await storage.read(KEY), { kind: 'missing' }, 'nothing before a put');
    t.notOk(await storage.exists(KEY));

    await storage.put(KEY, BYTES, 'image/webp');
    await storage.put('trucks.localhost/library/thumbnails/abc.png', Buffer.from('png'), 'image/png');
    await storage.put('tacos.localhost/library/other.webp', Buffer.from('other'), 'image/webp');
    t.ok(await storage.exists(KEY));

    const whole = objectOf(await storage.read(KEY));
    t.equal(whole.facts.size, BYTES.length);
    t.match(whole.facts.etag, /^(W\/)?"[^"]+"$/, 'a quoted entity tag');
    t.ok(whole.facts.lastModified instanceof Date);
    t.equal(whole.range, undefined);
    t.ok(typeof whole.body?.pipe === 'function', 'a stream, not bytes in memory');
    t.same(await bytesOf(whole.body), BYTES);

    const again = await storage.read(KEY, { ifNoneMatch: whole.facts.etag });
    t.equal(again.kind, 'not-modified', 'If-None-Match with its tag');
    t.equal(objectOf(await storage.read(KEY, { ifNoneMatch: '"other"' })).facts.size, BYTES.length);

    const part = objectOf(await storage.read(KEY, { range: { start: 2, end: 5 } }));
    t.same(part.range, { start: 2, end: 5 });
    t.equal(part.facts.size, BYTES.length, 'the size is the whole object');
    t.same(await bytesOf(part.body), BYTES.subarray(2, 6));
    const tail = objectOf(await storage.read(KEY, { range: { suffix: 3 } }));
    t.same(await bytesOf(tail.body), BYTES.subarray(-3));
    t.same(await storage.read(KEY, { range: { start: 99 } }), { kind: 'unsatisfiable', size: BYTES.length });

    const head = objectOf(await storage.read(KEY, { headOnly: true }));
    t.equal(head.body, undefined, 'HEAD reads no bytes');
    t.equal(head.facts.size, BYTES.length);

    t.same(await storage.list('trucks.localhost/'), [
      'trucks.localhost/library/abc.webp',
      'trucks.localhost/library/thumbnails/abc.png',
    ]);
    t.same(await storage.list('nobody.localhost/'), [], 'an unknown folder is empty');
    t.equal((await storage.list('')).length, 3, 'everything');

    t.ok(await storage.copy(KEY, 'copy.localhost/library/abc.webp'));
    t.same(await bytesOf(objectOf(await storage.read('copy.localhost/library/abc.webp')).body), BYTES);
    t.notOk(await storage.copy('trucks.localhost/library/gone.webp', 'copy.localhost/library/gone.webp'));
    t.notOk(await storage.exists('copy.localhost/library/gone.webp'), 'a missing source copies nothing');

    await storage.delete([KEY, 'trucks.localhost/library/never-there.webp']);
    t.notOk(await storage.exists(KEY));
    t.same(await storage.list('trucks.localhost/'), ['trucks.localhost/library/thumbnails/abc.png']);
    await storage.delete([]);
  });

  t.test(`${kind}: keys that leave the media root are refused`, async (t) => {
    const { storage } = await storageOn(t, kind);
    for (const key of ['../secret', '/etc/passwd', 'a//b', 'a/../b', '.copy-x/a.webp', 'a/', '']) {
      await t.rejects(storage.put(key, BYTES, 'image/webp'), MediaStorageError, `put ${JSON.stringify(key)}`);
      await t.rejects(storage.read(key), MediaStorageError, `read ${JSON.stringify(key)}`);
    }
    await t.rejects(storage.list('../'), MediaStorageError);
    await t.rejects(storage.list('no-slash'), MediaStorageError);
  });
}

t.test('local: the paths and modes of DATA_DIR/media', async (t) => {
  const { storage, dataDir } = await storageOn(t, 'local');
  await storage.put(KEY, BYTES, 'image/webp');
  const path = join(dataDir ?? '', 'media', KEY);
  t.equal(storage.localFolder, join(dataDir ?? '', 'media'));
  t.equal((statSync(path).mode & 0o777).toString(8), '600', 'the file is private');
  t.equal((statSync(join(path, '..')).mode & 0o777).toString(8), '700', 'its folder too');
});

t.test('s3: keys live under the prefix; another prefix does not see them', async (t) => {
  server ??= await startS3Server();
  const first = s3MediaStorage(server.settings('site-a/'));
  const second = s3MediaStorage(server.settings('site-b/media/'));
  const whole = s3MediaStorage(server.settings(''));
  t.teardown(async () => {
    await Promise.all([first.close(), second.close(), whole.close()]);
  });
  await first.put(KEY, BYTES, 'image/webp');
  t.same(await second.list(''), []);
  t.notOk(await second.exists(KEY));
  t.ok((await whole.list('')).includes(`site-a/${KEY}`), 'the object is at prefix + key in the bucket');
  const read = objectOf(await first.read(KEY));
  t.equal(read.facts.contentType, 'image/webp', 'stored with its type');
  read.body?.destroy();
});

t.test('s3: an unreachable service is a MediaStorageError naming the operation, no secret', async (t) => {
  server ??= await startS3Server();
  const settings = { ...server.settings(), endpoint: 'http://127.0.0.1:1' };
  const storage = s3MediaStorage(settings);
  t.teardown(() => storage.close());
  const error = await storage.put(KEY, BYTES, 'image/webp').catch((caught: unknown) => caught);
  t.ok(error instanceof MediaStorageError);
  t.match((error as Error).message, /^S3 PutObject of trucks\.localhost\/library\/abc\.webp failed/);
  t.notMatch((error as Error).message, settings.credentials?.secretAccessKey ?? 'S3RVER');
});
