import { describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#shared/limits.ts';
import type { Media } from '#shared/schemas/content.ts';
import { ApiRequestError } from '../../../../http/api-client.ts';
import { libraryImage as media } from '../../../../test-support/library-image.ts';
import { createUploadQueue, type UploadFn, type UploadItem } from './upload-queue.ts';

const image = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

function withLog(upload: UploadFn) {
  const snapshots: (readonly UploadItem[])[] = [];
  const uploaded: Media[] = [];
  const onUnauthorized = vi.fn();
  const queue = createUploadQueue({
    upload,
    onChange: (items) => snapshots.push(items),
    onUploaded: (m) => uploaded.push(m),
    onUnauthorized,
  });
  return { queue, snapshots, uploaded, onUnauthorized };
}

describe('the upload queue', () => {
  it('sends files one after the other, each with its progress, and hands back what was stored', async () => {
    let running = 0;
    let most = 0;
    const sent: string[] = [];
    const { queue, snapshots, uploaded } = withLog(async (file, { onProgress }) => {
      running += 1;
      most = Math.max(most, running);
      sent.push(file.name);
      onProgress(0.25);
      await new Promise((r) => setTimeout(r, 5));
      onProgress(0.9);
      running -= 1;
      return media(sent.length);
    });
    await queue.add([image('a.jpg'), image('b.jpg')]);
    expect(most).toBe(1);
    expect(sent).toEqual(['a.jpg', 'b.jpg']);
    expect(uploaded.map((m) => m.id)).toEqual([1, 2]);
    expect(queue.items().map((i) => [i.name, i.status, i.progress])).toEqual([
      ['a.jpg', 'done', 1],
      ['b.jpg', 'done', 1],
    ]);
    // b waited while a was sent, and a's bar moved through 25 % and 90 %
    const aProgress = snapshots.map((s) => s[0]?.progress);
    expect(aProgress).toEqual(expect.arrayContaining([0.25, 0.9]));
    expect(snapshots.some((s) => s[0]?.status === 'uploading' && s[1]?.status === 'waiting')).toBe(true);
  });

  it('refuses a file that is not an image or too large without sending it', async () => {
    const upload = vi.fn<UploadFn>(async () => media(1));
    const { queue } = withLog(upload);
    await queue.add([
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      image('huge.jpg', MAX_UPLOAD_BYTES + 1),
      image('ok.jpg'),
    ]);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(queue.items().map((i) => [i.name, i.status, i.error])).toEqual([
      ['notes.txt', 'failed', '“notes.txt” is not an image. Choose a JPEG, PNG, WebP, GIF or AVIF file.'],
      ['huge.jpg', 'failed', '“huge.jpg” is larger than 20 MB, the most the media library takes.'],
      ['ok.jpg', 'done', undefined],
    ]);
  });

  it('shows the API’s message of a refused upload and goes on with the next', async () => {
    const { queue, onUnauthorized } = withLog(async (file) => {
      if (file.name === 'bad.jpg') {
        throw new ApiRequestError(400, {
          statusCode: 400,
          message: 'The file is not an image we can read',
          errors: { file: ['The file is not an image we can read'] },
        });
      }
      if (file.name === 'late.jpg') throw new ApiRequestError(401, { statusCode: 401, message: 'Sign in' });
      return media(9);
    });
    await queue.add([image('bad.jpg'), image('good.jpg'), image('late.jpg')]);
    expect(queue.items().map((i) => [i.status, i.error])).toEqual([
      ['failed', 'The file is not an image we can read'],
      ['done', undefined],
      ['failed', 'Sign in'],
    ]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('cancels a waiting upload, and a running one through its signal', async () => {
    const { queue } = withLog(
      (_file, { signal }) =>
        new Promise<Media>((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(new DOMException('stop', 'AbortError')));
        }),
    );
    const done = queue.add([image('a.jpg'), image('b.jpg')]);
    await Promise.resolve();
    const [a, b] = queue.items() as [UploadItem, UploadItem];
    queue.cancel(b.key);
    queue.cancel(a.key);
    await done;
    expect(queue.items().map((i) => i.status)).toEqual(['cancelled', 'cancelled']);
    queue.clearEnded();
    expect(queue.items()).toEqual([]);
  });

  it('keeps each image’s own alt text: a saved one replaces that row’s media only', async () => {
    let id = 0;
    const { queue } = withLog(async () => media(++id));
    await queue.add([image('poster.jpg'), image('logo.png'), image('favicon.png')]);
    const [poster] = queue.items() as [UploadItem];
    queue.replaceMedia(poster.key, media(1, 'Burger Bus poster'));
    expect(queue.items().map((i) => [i.name, i.media?.alt])).toEqual([
      ['poster.jpg', 'Burger Bus poster'],
      ['logo.png', ''],
      ['favicon.png', ''],
    ]);
  });

  it('tells of a refusal other than a 401, for the error toast', async () => {
    const onRefused = vi.fn();
    const queue = createUploadQueue({
      upload: async () => {
        throw new ApiRequestError(413, { statusCode: 413, message: 'Too large' });
      },
      onChange: () => {},
      onRefused,
    });
    await queue.add([image('huge.jpg')]);
    expect(onRefused).toHaveBeenCalledTimes(1);
  });
});
