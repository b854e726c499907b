/**
 * Media files no row owns are swept (docs/decisions/027): an upload whose row never came (the
 * process killed between its files and its row), a removal whose files could not be removed.
 * On the local storage here; the journal and the sweep are the same for S3.
 */
import sharp from 'sharp';
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { buildApiApp } from '../app.ts';
import { login, siteHeaders } from '../testing/api-calls.ts';
import { createHarness } from '../testing/api-test-harness.ts';
import { uploadMedia } from '../testing/media-upload.ts';
import { EMAILS, HOSTS } from '../testing/seeded-staff.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { sweepMediaFiles, UPLOAD_SWEEP_GRACE_MS } from './media-file-sweeper.ts';
import { storeImage } from './media-files.ts';
import { MediaStorageError } from './storage/media-storage.ts';

const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();

const later = (ms: number) => new Date(Date.now() + ms);

t.test('an upload that never got its row is swept once no upload can still be going', async (t) => {
  const { app } = await createHarness(t);
  // what the route does up to the moment the process is killed: files noted, then stored
  await storeImage(app.mediaStorage, HOSTS.main, await photo(), {
    beforeStore: async (keys) => void (await app.stores.mediaFiles.note(keys, later(UPLOAD_SWEEP_GRACE_MS))),
  });
  const stored = await app.mediaStorage.list(`${HOSTS.main}/`);
  t.ok(stored.length >= 3, 'the image, its thumbnail and copies are stored');

  t.equal(await sweepMediaFiles(app), 0, 'not while an upload could still be storing them');
  t.same(await app.mediaStorage.list(`${HOSTS.main}/`), stored, 'the files stay meanwhile');

  t.equal(
    await sweepMediaFiles(app, { now: later(UPLOAD_SWEEP_GRACE_MS + 1000) }),
    1,
    'swept after the grace',
  );
  t.same(await app.mediaStorage.list(`${HOSTS.main}/`), [], 'every file is gone');
  t.same(await app.stores.mediaFiles.due(later(1e9), 10), [], 'the note is settled');
});

t.test(
  'uploads and deletes through the API settle their notes; a failed removal is swept later',
  async (t) => {
    const { app } = await createHarness(t);
    const { access_token: token } = await login(app, EMAILS.editor);
    const parts = [
      { name: 'alt', data: 'Green truck' },
      { name: 'file', filename: 'green.jpg', type: 'image/jpeg', data: await photo() },
    ];
    const upload = await uploadMedia(app, token, parts);
    t.equal(upload.statusCode, 201, upload.body);
    t.same(await app.stores.mediaFiles.due(later(1e9), 10), [], 'an upload with its row leaves no note');
    const files = await app.mediaStorage.list(`${HOSTS.main}/`);

    // the storage fails while the image is deleted
    const storage = app.mediaStorage;
    const realDelete = storage.delete.bind(storage);
    storage.delete = async () => {
      throw new MediaStorageError('the storage is down');
    };
    const removed = await app.inject({
      method: 'DELETE',
      url: API.mediaItem(upload.json().data.id),
      headers: siteHeaders(HOSTS.main, token),
    });
    t.equal(removed.statusCode, 200, 'the image is deleted all the same');
    t.same(await storage.list(`${HOSTS.main}/`), files, 'its files could not be removed yet');
    const noted = await app.stores.mediaFiles.due(new Date(), 10);
    t.equal(noted.length, 1, 'they are noted, due at once');
    t.same([...(noted[0]?.keys ?? [])].sort(), files, 'with every key of the image');

    await t.rejects(sweepMediaFiles(app), MediaStorageError, 'a sweep while the storage is down fails');
    t.equal((await app.stores.mediaFiles.due(new Date(), 10)).length, 1, 'and keeps the note');

    storage.delete = realDelete;
    t.equal(await sweepMediaFiles(app), 1, 'the next sweep removes them');
    t.same(await storage.list(`${HOSTS.main}/`), [], 'every file is gone');

    const again = await uploadMedia(app, token, parts);
    const gone = await app.inject({
      method: 'DELETE',
      url: API.mediaItem(again.json().data.id),
      headers: siteHeaders(HOSTS.main, token),
    });
    t.equal(gone.statusCode, 200);
    t.same(await storage.list(`${HOSTS.main}/`), [], 'a delete that works removes the files at once');
    t.same(await app.stores.mediaFiles.due(later(1e9), 10), [], 'and settles its note');
  },
);

t.test('a start sweeps every note on SQLite, only the due ones on PostgreSQL', async (t) => {
  const h = await createHarness(t);
  await h.app.mediaStorage.put(
    `${HOSTS.main}/library/left-behind.webp`,
    new Uint8Array([1, 2, 3]),
    'image/webp',
  );
  await h.app.stores.mediaFiles.note(
    [`${HOSTS.main}/library/left-behind.webp`],
    later(UPLOAD_SWEEP_GRACE_MS),
  );
  await h.close();

  const db = h.reopenDb();
  const restarted = await buildApiApp({ db, config: h.config, logLevel: 'silent' });
  t.teardown(async () => {
    await restarted.close();
    await db.destroy();
  });
  await restarted.ready();
  const left = await restarted.mediaStorage.list(`${HOSTS.main}/`);
  if (TEST_ENGINE === 'sqlite') {
    t.same(left, [], 'SQLite: the data folder is this process’s alone, so the upload is dead: swept');
  } else {
    t.same(
      left,
      [`${HOSTS.main}/library/left-behind.webp`],
      'PostgreSQL: another process may be storing it: kept',
    );
  }
});
