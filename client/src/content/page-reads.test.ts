import Type from 'typebox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiAnswer } from '../test-support/api-answers.ts';
import { resetInitialSite } from './initial-site.ts';
import { forgetReadsAhead, readAhead } from './page-reads.ts';

describe('reads made ahead for a public page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetReadsAhead();
    document.getElementById('initial-site')?.remove();
    resetInitialSite();
  });

  it('take the inlined answer once, then read the site of the page even while the panel is shown', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'initial-site';
    block.textContent = '{"reads":{"/api/posts/by-url?url=%2F":{"data":{"url":"/"}}},"analytics":false}';
    document.body.append(block);
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      apiAnswer(Type.Object({ data: Type.Object({ url: Type.String() }) }), { data: { url: '/' } }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await readAhead('/api/posts/by-url?url=%2F')).toEqual({ data: { url: '/' } });
    expect(fetch).not.toHaveBeenCalled();
    // a link from the panel to the site: the loader runs before the address bar changes
    history.replaceState(null, '', '/panel/pages');
    forgetReadsAhead();
    await readAhead('/api/posts/by-url?url=%2F');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('x-site-context')).toBeNull();
  });
});
