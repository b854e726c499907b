import Type from 'typebox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Faq, FaqSchema } from '#shared/schemas/content.ts';
import { apiAnswer, apiErrorAnswer } from '../test-support/api-answers.ts';
import { fetchOnDemand, requestJsonOnDemand } from './api-client-on-demand.ts';

const FAQ: Faq = { id: 1, question: 'Do you cater?', answer: '<p>Yes</p>', category: null, position: 0 };

describe('the API client loaded with the first call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes the same calls as the client: CSRF header, site context, parsed body, errors', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
      String(input).endsWith('/missing')
        ? apiErrorAnswer({ statusCode: 404, message: 'Not Found' })
        : apiAnswer(Type.Array(FaqSchema), [FAQ]),
    );
    vi.stubGlobal('fetch', fetch);
    history.replaceState(null, '', '/panel/faq');
    expect(await fetchOnDemand('/api/faqs')).toEqual([FAQ]);
    expect(await requestJsonOnDemand('/api/faqs', {}, 'page')).toEqual([FAQ]);
    const headers = fetch.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(headers.map((sent) => sent.get('x-csrf'))).toEqual(['1', '1']);
    expect(headers.map((sent) => sent.get('x-site-context'))).toEqual(['panel', null]);
    await expect(requestJsonOnDemand('/api/missing', {}, 'page')).rejects.toMatchObject({
      name: 'ApiRequestError',
      status: 404,
    });
    history.replaceState(null, '', '/');
  });
});
