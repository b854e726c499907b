import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, postJson, requestJson } from './api-client.ts';

function answer(status: number, body: unknown) {
  return vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
}

describe('the HTTP client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends X-CSRF: 1 on every call and parses JSON', async () => {
    const fetch = answer(200, { data: [1, 2] });
    vi.stubGlobal('fetch', fetch);
    expect(await requestJson('/api/faqs')).toEqual({ data: [1, 2] });
    await postJson('/api/forms/catering/submissions', { name: 'Ada' });
    for (const [, init] of fetch.mock.calls) {
      expect(new Headers(init?.headers).get('x-csrf')).toBe('1');
    }
    const [, post] = fetch.mock.calls[1] ?? [];
    expect(post?.method).toBe('POST');
    expect(new Headers(post?.headers).get('content-type')).toBe('application/json');
    expect(post?.body).toBe('{"name":"Ada"}');
  });

  it('throws an error carrying the status and the parsed body on a non-2xx answer', async () => {
    vi.stubGlobal(
      'fetch',
      answer(422, { statusCode: 422, message: 'Invalid', errors: { email: ['is taken'] } }),
    );
    const error = await requestJson('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(422);
    expect((error as ApiRequestError).body?.errors).toEqual({ email: ['is taken'] });
  });

  it('keeps a non-JSON error body as its message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    );
    const error = (await requestJson('/api/x').catch((e: unknown) => e)) as ApiRequestError;
    expect(error.status).toBe(502);
    expect(error.body?.message).toBe('Bad gateway');
  });
});
