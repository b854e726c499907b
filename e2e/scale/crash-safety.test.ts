/**
 * Crash safety (issue 12, docs/decisions/027): the content API is killed with SIGKILL at random
 * moments while staff create posts, upload images and delete them, and started again, over and
 * over. Afterwards every write that was answered 2xx is there, the database is intact (SQLite's
 * `PRAGMA integrity_check`; PostgreSQL's `pg_amcheck` of every table and index), and no media
 * file is orphaned: on SQLite every file belongs to an image once the API has started again (its
 * start sweeps what the killed uploads and deletes left); on PostgreSQL, where another process
 * may still be uploading, every file belongs to an image or is noted in the journal for the
 * sweep (which removes it once no upload can still be going).
 */

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import test, { type TestContext } from 'node:test';
import Database from 'better-sqlite3';
import pg from 'pg';
import sharp from 'sharp';
import { request } from 'undici';
import { API } from '#shared/api-paths.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { multipart } from '../../api/testing/multipart-body.ts';
import { POSTGRES_BIN_DIR } from '../../api/testing/postgres-cluster.ts';
import { type NodeProcess, startNodeProcess } from '../support/node-process.ts';
import { postgresDatabaseFor } from '../support/postgres-database.ts';

const OWNER = { email: 'owner@collective.test', password: 'correct-horse-battery' };
const SITE = 'localhost';
const CYCLES = Number(process.env.CRASH_CYCLES ?? 12);

interface Acknowledged {
  posts: Map<number, string>;
  media: Set<number>;
  deletedMedia: Set<number>;
  /**
   * images whose delete was sent and never answered (the kill cut it): the delete may have been
   * committed or not, so each must be either whole (its row and files) or gone
   */
  deleteInDoubt: Set<number>;
}

async function apiCall(
  base: string,
  path: string,
  init: { method?: string; token?: string; json?: unknown; form?: ReturnType<typeof multipart> } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': SITE };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | Buffer | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['content-type'] = init.form.contentType;
    body = init.form.payload;
  }
  const answer = await request(`${base}${path}`, { method: (init.method ?? 'GET') as 'GET', headers, body });
  const text = await answer.body.text();
  return { status: answer.statusCode, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

function startApi(env: Record<string, string>): Promise<NodeProcess> {
  return startNodeProcess('api/main.ts', {
    env: { ...env, API_HOST: '127.0.0.1', API_PORT: '0', ...OWNER_ENV, LOG_LEVEL: 'warn' },
    ready: /serving on (http:\/\/\S+)/,
  });
}
const OWNER_ENV = { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password };

async function signIn(base: string): Promise<string> {
  const login = await apiCall(base, API.auth.login, { method: 'POST', json: OWNER });
  assert.equal(login.status, 200);
  return (login.json.data as { access_token: string }).access_token;
}

/** Writes until the process dies under it, noting every write answered 2xx. */
async function writeUntilKilled(
  base: string,
  token: string,
  images: Buffer[],
  done: Acknowledged,
  cycle: number,
) {
  let n = 0;
  const posts = async () => {
    for (;;) {
      const url = `/crash/${cycle}-${n++}`;
      const created = await apiCall(base, API.posts.create, {
        method: 'POST',
        token,
        json: {
          url,
          title: url,
          post_status_id: POST_STATUS.published,
          post_type_id: POST_TYPE.blog,
          post_body: { root: { props: {} }, content: [], zones: {} },
        },
      });
      if (created.status === 201) done.posts.set((created.json as { id: number }).id, url);
    }
  };
  const uploads = async (worker: number) => {
    for (let i = 0; ; i++) {
      const form = multipart([
        { name: 'alt', data: `cycle ${cycle}` },
        {
          name: 'file',
          filename: 'photo.jpg',
          type: 'image/jpeg',
          data: images[(i + worker) % images.length] as Buffer,
        },
      ]);
      const uploaded = await apiCall(base, API.media, { method: 'POST', token, form });
      if (uploaded.status !== 201) continue;
      const id = (uploaded.json.data as { id: number }).id;
      done.media.add(id);
      // every other image is deleted again at once: the kill can land inside a delete too
      if (i % 2 === 1) {
        done.media.delete(id);
        done.deleteInDoubt.add(id);
        const removed = await apiCall(base, API.mediaItem(id), { method: 'DELETE', token });
        done.deleteInDoubt.delete(id);
        (removed.status === 200 ? done.deletedMedia : done.media).add(id);
      }
    }
  };
  // each loop ends when a request fails: the connection was cut by the kill
  await Promise.allSettled([posts(), uploads(0), uploads(1)]);
}

/** Resolves when a file is created below `folder` (made first if missing, private as the API makes it). */
function firstNewFile(folder: string): Promise<void> {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  return new Promise((resolve) => {
    const watcher = watch(folder, { recursive: true }, (event, name) => {
      if (event === 'rename' && name && /\.(webp|png)$/.test(name)) {
        watcher.close();
        resolve();
      }
    });
  });
}

/** Files below the media folder, as `host/library/…` keys. */
function mediaFiles(dataDir: string): string[] {
  const root = join(dataDir, 'media');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The hashed name a media file belongs to (the image, its thumbnail, its smaller copies). */
const hashedNameOf = (key: string) => key.split('/').pop()?.slice(0, 32) ?? '';

async function crashOverAndOver(
  t: TestContext,
  env: Record<string, string>,
  dataDir: string,
): Promise<Acknowledged> {
  const images = await Promise.all(
    [
      [1600, 1000],
      [1200, 900],
      [2000, 1300],
    ].map(([width, height], i) =>
      sharp({
        create: {
          width: width as number,
          height: height as number,
          channels: 3,
          background: { r: 40 * i, g: 90, b: 160 },
        },
      })
        .jpeg()
        .toBuffer(),
    ),
  );
  const done: Acknowledged = {
    posts: new Map(),
    media: new Set(),
    deletedMedia: new Set(),
    deleteInDoubt: new Set(),
  };
  for (let cycle = 0; cycle < CYCLES; cycle++) {
    const api = await startApi({ ...env, DATA_DIR: dataDir });
    const base = api.ready[1] as string;
    const token = await signIn(base);
    const writing = writeUntilKilled(base, token, images, done, cycle);
    // every other kill lands at a random moment; the others the moment an upload's first file
    // is written, between its files and its row (where a random moment seldom falls)
    if (cycle % 2 === 0) await new Promise((r) => setTimeout(r, 300 + Math.random() * 1500));
    else await firstNewFile(join(dataDir, 'media'));
    await api.kill();
    await writing;
  }
  t.diagnostic(
    `${CYCLES} kills: ${done.posts.size} posts, ${done.media.size} images kept and ${done.deletedMedia.size} deleted were acknowledged`,
  );
  assert.ok(done.posts.size > CYCLES && done.media.size > 0, 'writes were acknowledged between the kills');
  return done;
}

async function checkAcknowledged(base: string, done: Acknowledged) {
  const token = await signIn(base);
  for (const [id, url] of done.posts) {
    const post = await apiCall(base, API.posts.one(id), { token });
    assert.equal(post.status, 200, `post ${id} (${url}) was acknowledged and is there`);
    assert.equal((post.json as { url: string }).url, url);
  }
  const kept = [...done.media];
  for (const id of done.deleteInDoubt) {
    const status = (await apiCall(base, API.mediaItem(id), {})).status;
    assert.ok(status === 200 || status === 404, `image ${id}, its delete cut by the kill, is there or gone`);
    if (status === 200) kept.push(id);
  }
  for (const id of kept) {
    const media = await apiCall(base, API.mediaItem(id), {});
    assert.equal(media.status, 200, `image ${id} was acknowledged and is there`);
    const file = await request(`${base}${(media.json.data as { url: string }).url}`, {
      headers: { 'x-forwarded-for': SITE },
    });
    await file.body.dump();
    assert.equal(file.statusCode, 200, `the file of image ${id} is served`);
  }
  for (const id of done.deletedMedia) {
    assert.equal(
      (await apiCall(base, API.mediaItem(id), {})).status,
      404,
      `deleted image ${id} stays deleted`,
    );
  }
}

test('SQLite: killed at random moments while writing, nothing acknowledged is lost, nothing orphaned', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'crash-sqlite-'));
  const done = await crashOverAndOver(t, {}, dataDir);

  const api = await startApi({ DATA_DIR: dataDir });
  try {
    await checkAcknowledged(api.ready[1] as string, done);
  } finally {
    await api.stop();
  }
  const db = new Database(join(dataDir, 'content.sqlite'), { readonly: true });
  try {
    assert.deepEqual(db.pragma('integrity_check'), [{ integrity_check: 'ok' }], 'PRAGMA integrity_check');
    assert.deepEqual(db.pragma('foreign_key_check'), [], 'no dangling foreign key');
    const owned = new Set(
      (db.prepare('select hashed_name from media').all() as { hashed_name: string }[]).map(
        (r) => r.hashed_name,
      ),
    );
    const files = mediaFiles(dataDir);
    assert.ok(files.length >= owned.size * 2, 'each image has its files');
    assert.deepEqual(
      files.filter((key) => !owned.has(hashedNameOf(key))),
      [],
      'no file without its image',
    );
    assert.equal(
      (db.prepare('select count(*) as n from media_file_journal').get() as { n: number }).n,
      0,
      'the start swept every note the kills left',
    );
  } finally {
    db.close();
  }
});

test('PostgreSQL: killed at random moments while writing, nothing acknowledged is lost, every file accounted for', async (t) => {
  const postgres = await postgresDatabaseFor(t, 'crash');
  if (!postgres) return;
  const { cluster } = postgres;
  const env = { DATABASE_URL: postgres.url, API_JWT_SECRET: randomBytes(32).toString('hex') };
  const dataDir = mkdtempSync(join(tmpdir(), 'crash-pg-'));
  const done = await crashOverAndOver(t, env, dataDir);

  const api = await startApi({ ...env, DATA_DIR: dataDir });
  try {
    await checkAcknowledged(api.ready[1] as string, done);
  } finally {
    await api.stop();
  }
  const amcheck = spawnSync(
    join(POSTGRES_BIN_DIR, 'pg_amcheck'),
    [
      '--install-missing',
      '--heapallindexed',
      '-h',
      '127.0.0.1',
      '-p',
      String(cluster.port),
      '-U',
      'postgres',
      'crash',
    ],
    { encoding: 'utf8' },
  );
  assert.equal(amcheck.status, 0, `pg_amcheck: ${amcheck.stdout}${amcheck.stderr}`);

  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const owned = new Set(
      (await client.query('select hashed_name from media')).rows.map((r) => r.hashed_name as string),
    );
    const noted = new Set(
      (await client.query('select keys from media_file_journal')).rows.flatMap(
        (r) => JSON.parse(r.keys as string) as string[],
      ),
    );
    const unaccounted = mediaFiles(dataDir).filter((key) => !owned.has(hashedNameOf(key)) && !noted.has(key));
    assert.deepEqual(unaccounted, [], 'every file belongs to an image or is noted for the sweep');
  } finally {
    await client.end();
  }
});
