/**
 * Sign-in latency while the media library is busy: the whole platform (BFF + embedded API, as
 * `npm start` runs it) in a child process; the owner signs in ten times idle, then ten times
 * while four clients upload images without pause — first the largest images accepted (40 MP,
 * under 20 MB), then decompression bombs (a 1 MB PNG claiming 16383×16383 pixels).
 * Prints p50 and max sign-in time per case and what the uploads got.
 */

import sharp from 'sharp';
import { request } from 'undici';
import { MAX_IMAGE_INPUT_PIXELS, MAX_UPLOAD_BYTES } from '#shared/limits.ts';
import { DEFAULT_THREAD_POOL_SIZE } from '../api/runtime/thread-pool-size.ts';
import { multipart } from '../api/testing/multipart-body.ts';
import { startPlatform } from '../e2e/support/platform.ts';

const EMAIL = 'owner@collective.test';
const PASSWORD = 'correct-horse-battery';
const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 10);
const UPLOADERS = 4;

/** the largest image the library accepts: just under the pixel limit, JPEG under the byte limit */
async function largestAcceptedImage(): Promise<Buffer> {
  const width = 7300;
  const height = Math.floor(MAX_IMAGE_INPUT_PIXELS / width) - 1;
  for (const quality of [85, 80, 70, 60]) {
    const jpeg = await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length < MAX_UPLOAD_BYTES - 64 * 1024) return jpeg;
  }
  throw new Error('could not make a large image under the upload limit');
}

async function decompressionBomb(): Promise<Buffer> {
  return sharp({ create: { width: 16383, height: 16383, channels: 4, background: '#123456' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const platform = await startPlatform({
  UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? String(DEFAULT_THREAD_POOL_SIZE),
});
const origin = `http://127.0.0.1:${platform.port}`;
const headers = { host: `localhost:${platform.port}`, 'x-csrf': '1' };

async function signIn(): Promise<{ ms: number; cookie: string }> {
  const started = performance.now();
  const res = await request(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  await res.body.dump();
  if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}`);
  const setCookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = setCookies.map((c) => c.split(';', 1)[0]).join('; ');
  return { ms: performance.now() - started, cookie };
}

async function signInSeries(): Promise<{ p50: number; max: number }> {
  const times: number[] = [];
  for (let i = 0; i < SIGN_INS; i += 1) {
    times.push((await signIn()).ms);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)] ?? 0, max: times.at(-1) ?? 0 };
}

/** four clients upload `image` back to back until `stop` is set; counts answers by status */
function uploadWithoutPause(image: Buffer, cookie: string, name: string) {
  const form = multipart([{ name: 'file', filename: name, type: 'image/*', data: image }]);
  const statuses = new Map<number, number>();
  let stop = false;
  const workers = Array.from({ length: UPLOADERS }, async () => {
    while (!stop) {
      const res = await request(`${origin}/api/media`, {
        method: 'POST',
        headers: { ...headers, cookie, 'content-type': form.contentType },
        body: form.payload,
      }).catch(() => undefined);
      await res?.body.dump();
      const status = res?.statusCode ?? 0;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  return {
    async finish() {
      stop = true;
      await Promise.all(workers);
      return [...statuses].map(([status, count]) => `${count}×${status || 'failed'}`).join(' ');
    },
  };
}

try {
  console.log('bench: making the test images…');
  const [large, bomb] = [await largestAcceptedImage(), await decompressionBomb()];
  const { cookie } = await signIn();
  const rows: [string, { p50: number; max: number }, string][] = [];
  rows.push(['idle', await signInSeries(), '']);
  for (const [title, image, name] of [
    [`4 uploads of ${(large.length / 1e6).toFixed(1)} MB, 40 MP`, large, 'large.jpg'],
    [`4 uploads of a ${(bomb.length / 1e6).toFixed(1)} MB 268 MP bomb`, bomb, 'bomb.png'],
  ] as const) {
    const uploads = uploadWithoutPause(image, cookie, name);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const series = await signInSeries();
    rows.push([title, series, await uploads.finish()]);
  }
  console.log(
    `\nSign-in (POST /api/auth/login through the BFF), ${SIGN_INS} each, UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? DEFAULT_THREAD_POOL_SIZE}, Node ${process.version}\n`,
  );
  console.log(`${'while'.padEnd(40)}${'p50 ms'.padStart(10)}${'max ms'.padStart(10)}   uploads answered`);
  for (const [title, { p50, max }, uploads] of rows) {
    console.log(
      `${title.padEnd(40)}${p50.toFixed(0).padStart(10)}${max.toFixed(0).padStart(10)}   ${uploads}`,
    );
  }
} finally {
  await platform.stop();
}
