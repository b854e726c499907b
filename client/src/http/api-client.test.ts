import Type from 'typebox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataEnvelope, IdSchema } from '#shared/schemas/common.ts';
import { type Faq, FaqSchema } from '#shared/schemas/content.ts';
import { apiAnswer, apiErrorAnswer } from '../test-support/api-answers.ts';
import { ApiRequestError, postJson, requestJson } from './api-client.ts';
import { siteContextOf } from './site-context.ts';

const FAQ: Faq = { id: 1, question: 'Do you cater?', answer: '<p>Yes</p>', category: null, position: 0 };

describe('the HTTP client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends X-CSRF: 1 on every call and parses JSON', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? apiAnswer(DataEnvelope(Type.Object({ id: IdSchema })), { data: { id: 9 } }, { status: 201 })
        : apiAnswer(Type.Array(FaqSchema), [FAQ]),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await requestJson('/api/faqs')).toEqual([FAQ]);
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
      vi.fn(async () =>
        apiErrorAnswer({ statusCode: 422, message: 'Invalid', errors: { email: ['is taken'] } }),
      ),
    );
    const error = await requestJson('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(422);
    expect((error as ApiRequestError).body?.errors).toEqual({ email: ['is taken'] });
  });

  // not an API answer: what a proxy in front may send
  it('keeps a non-JSON error body as its message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    );
    const error = (await requestJson('/api/x').catch((e: unknown) => e)) as ApiRequestError;
    expect(error.status).toBe(502);
    expect(error.body?.message).toBe('Bad gateway');
  });

  it('marks the calls made by the panel (X-Site-Context: panel) and no other', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      apiAnswer(Type.Array(FaqSchema), [FAQ]),
    );
    vi.stubGlobal('fetch', fetch);
    const sent = () => new Headers(fetch.mock.calls.at(-1)?.[1]?.headers).get('x-site-context');
    history.replaceState(null, '', '/panel/faq');
    await requestJson('/api/faqs');
    expect(sent()).toBe('panel');
    await requestJson('/api/faqs', {}, 'page');
    expect(sent(), 'a read made for a public page says so').toBeNull();
    history.replaceState(null, '', '/about');
    await requestJson('/api/faqs');
    expect(sent()).toBeNull();
    expect(siteContextOf('/panel')).toBe('panel');
    expect(siteContextOf('/panelists')).toBe('page');
    expect(siteContextOf('/team-login')).toBe('page');
  });
});
