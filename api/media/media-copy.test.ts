/**
 * A library copied to another host carries every file of its rows: the image, its thumbnail and
 * its WebP copies (so the copied site offers the same `srcset`); a row dropped before the copy
 * settles takes all its files with it; a discarded copy leaves nothing; the staging folder is
 * named (for the journal) before it is made, and only staging folders are removed as such.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import t from 'tap';
import { isStagingFolder, removeStagingFolders, stageLibraryCopy } from './media-copy.ts';
import { LIBRARY_PATH, type MediaFileRow, storeImage } from './media-files.ts';
import { localMediaStorage } from './storage/local-media-storage.ts';

const FROM = 'trucks.localhost';
const TO = 'copy.localhost';

async function setup(t: { teardown(fn: () => unknown): void }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'media-copy-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const rows: MediaFileRow[] = [];
  for (const [width, height] of [
    [900, 600],
    [700, 700],
  ] as const) {
    const input = await sharp({ create: { width, height, channels: 3, background: '#c2410c' } })
      .jpeg()
      .toBuffer();
    const stored = await storeImage(dataDir, FROM, input);
    rows.push({
      path: LIBRARY_PATH,
      hashed_name: stored.hashedName,
      extension: 'webp',
      extensions: JSON.stringify(['webp', 'png']),
      variants: JSON.stringify(stored.variants),
    });
  }
  return { dataDir, rows };
}

const filesOf = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
        .sort()
    : [];

t.test('the copies of every image reach the new host, byte for byte', async (t) => {
  const { dataDir, rows } = await setup(t);
  const copy = await stageLibraryCopy(dataDir, FROM, TO, rows);
  await copy.settle(rows);
  await copy.publish();
  const source = join(dataDir, 'media', FROM);
  const target = join(dataDir, 'media', TO);
  const copied = filesOf(target);
  t.same(copied, filesOf(source), 'the same files');
  const variants = copied.filter((file) => /-\d+w-[0-9a-f]+\.webp$/.test(file));
  t.ok(variants.length >= 6, `the WebP copies are among them (${variants.length})`);
  for (const file of variants)
    t.ok(readFileSync(join(target, file)).equals(readFileSync(join(source, file))), `${file} is the same`);
});

t.test('a row removed before the copy settles loses its copies too; a discard leaves nothing', async (t) => {
  const { dataDir, rows } = await setup(t);
  const [kept, dropped] = rows as [MediaFileRow, MediaFileRow];
  const copy = await stageLibraryCopy(dataDir, FROM, TO, rows);
  await copy.settle([kept]);
  await copy.publish();
  const copied = filesOf(join(dataDir, 'media', TO));
  t.ok(copied.length > 2);
  t.ok(
    copied.every((file) => file.includes(kept.hashed_name)),
    'only the files of the row that is copied',
  );
  t.notOk(
    copied.some((file) => file.includes(dropped.hashed_name)),
    'none of the dropped one, copies included',
  );
  await copy.discard();
  t.same(filesOf(join(dataDir, 'media', TO)), []);
  t.same(
    readdirSync(join(dataDir, 'media')).filter((name) => name.startsWith('.copy-')),
    [],
    'no staging folder left',
  );
});

t.test('the staging folder is named before anything is copied; only such folders are swept', async (t) => {
  const { dataDir, rows } = await setup(t);
  const media = join(dataDir, 'media');
  const named: { folder: string; existed: boolean }[] = [];
  const copy = await stageLibraryCopy(dataDir, FROM, TO, rows, {
    beforeStage: async (folder) => void named.push({ folder, existed: existsSync(join(media, folder)) }),
  });
  t.equal(named.length, 1, 'named once');
  const { folder } = named[0] as { folder: string };
  t.match(folder, /^\.copy-copy\.localhost-[0-9a-f]{12}\/$/, 'as the journal names it');
  t.notOk(named[0]?.existed, 'before the folder was made');
  t.ok(isStagingFolder(folder));
  t.ok(filesOf(join(media, folder)).length > 2, 'the files are staged there');

  // the process dies here; the sweeper removes what the note names
  const storage = localMediaStorage(dataDir);
  for (const other of [
    `${FROM}/`,
    '../',
    `.copy-${TO}/`,
    '.copy-x/../../etc/',
    `${folder}x`,
    folder.slice(0, -1),
  ]) {
    t.notOk(isStagingFolder(other), `${other} is no staging folder`);
    await removeStagingFolders(storage, [other]);
  }
  t.ok(filesOf(join(media, FROM)).length > 2, 'nothing else is removed');
  await removeStagingFolders(storage, [folder]);
  t.notOk(existsSync(join(media, folder)), 'the staging folder is gone');
  await removeStagingFolders(storage, [folder]);
  t.pass('a folder already gone is no error');
  await copy.discard();
});
