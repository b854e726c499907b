import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../../http/api-client.ts';
import { FakeXhr } from '../../../../test-support/fake-xhr.ts';
import { isMediaPageKey, mediaPagePath, uploadMedia } from './media-requests.ts';

afterEach(() => vi.unstubAllGlobals());

const MEDIA = {
  id: 5,
  hashed_name: 'abc',
  path: 'library/',
  extensions: ['webp', 'png'],
  extension: 'webp',
  alt: 'Our truck',
  name: 'truck.jpg',
  width: 640,
  height: 480,
  url: '/media/localhost/library/abc.webp',
  thumbnail_url: '/media/localhost/library/thumbnails/abc.png',
};

describe('the media library calls', () => {
  it('asks for one page of the library, searched', () => {
    expect(mediaPagePath({ page: 1 })).toBe('/api/media?limit=12&offset=0');
    expect(mediaPagePath({ page: 3, search: '  red truck ' })).toBe(
      '/api/media?limit=12&offset=24&search=red+truck',
    );
    expect(isMediaPageKey('/api/media?limit=12&offset=0')).toBe(true);
    expect(isMediaPageKey('/api/media/5')).toBe(false);
  });

  it('filters a page by type and by missing alt text', () => {
    expect(mediaPagePath({ page: 2, pageSize: 25, type: 'png', missingAlt: true })).toBe(
      '/api/media?limit=25&offset=25&type=png&missing_alt=true',
    );
    expect(mediaPagePath({ page: 1, type: null, missingAlt: false })).toBe('/api/media?limit=12&offset=0');
  });

  it('uploads with the panel’s headers, reports progress and answers the stored image', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const file = new File([new Uint8Array(100)], 'truck.jpg', { type: 'image/jpeg' });
    const done = uploadMedia(file, 'Our truck', { onProgress: (f) => progress.push(f) });
    const xhr = FakeXhr.last as FakeXhr;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/media']);
    expect(xhr.headers).toMatchObject({ 'x-csrf': '1', 'x-site-context': 'panel' });
    expect(xhr.body?.get('alt')).toBe('Our truck');
    expect((xhr.body?.get('file') as File | undefined)?.name).toBe('truck.jpg');
    xhr.progress(40, 100);
    xhr.progress(100, 100);
    xhr.answer(201, { data: MEDIA });
    await expect(done).resolves.toEqual(MEDIA);
    expect(progress).toEqual([0.4, 1, 1]);
  });

  it('fails with the API’s error shape, or status 0 when the connection breaks', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const file = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    const tooLarge = uploadMedia(file, '');
    (FakeXhr.last as FakeXhr).answer(413, { statusCode: 413, message: 'request file too large' });
    const error = await tooLarge.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 413, body: { message: 'request file too large' } });

    const broken = uploadMedia(file, '');
    (FakeXhr.last as FakeXhr).fail();
    await expect(broken).rejects.toMatchObject({ status: 0 });
  });

  it('stops when its signal aborts', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const upload = uploadMedia(new File(['x'], 'a.jpg', { type: 'image/jpeg' }), '', {
      signal: controller.signal,
    });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last?.aborted).toBe(true);
  });
});
