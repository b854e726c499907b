import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { initialSite, resetInitialSite, takeInitialRead } from './initial-site.ts';

function writeBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'initial-site';
  block.textContent = text;
  document.body.append(block);
}

describe('the public reads the BFF inlined into the page', () => {
  afterEach(() => {
    document.getElementById('initial-site')?.remove();
    resetInitialSite();
  });

  it('reads the block once, escaped < included', () => {
    writeBlock(
      '{"reads":{"/api/options/options":{"title":"Taco \\u003c/script> Row"},"/api/posts/by-url?url=%2F":{"data":{"url":"/"}}},"analytics":true}',
    );
    expect(initialSite().analytics).toBe(true);
    expect(initialSite().reads[API.options.options]).toEqual({ title: 'Taco </script> Row' });
  });

  it('gives an inlined read ahead out once', () => {
    writeBlock('{"reads":{"/api/posts/by-url?url=%2F":{"data":{"url":"/"}}},"analytics":false}');
    expect(takeInitialRead('/api/posts/by-url?url=%2F')).toEqual({ data: { url: '/' } });
    expect(takeInitialRead('/api/posts/by-url?url=%2F')).toBeUndefined();
    expect(takeInitialRead('/api/posts/by-url?url=%2Fother')).toBeUndefined();
  });

  it("leaves an inlined read given out ahead in SWR's fallback, for a block already showing it", () => {
    // the home's members grid shows every member; the hero's `/members` link is preloaded with the same read
    writeBlock('{"reads":{"/api/posts/published?type=2":{"data":[{"id":7}]}},"analytics":false}');
    const fallback = initialSite().reads;
    expect(takeInitialRead('/api/posts/published?type=2')).toEqual({ data: [{ id: 7 }] });
    expect(fallback['/api/posts/published?type=2'], 'the grid renders it again').toEqual({
      data: [{ id: 7 }],
    });
    expect(
      takeInitialRead('/api/posts/published?type=2'),
      'a later read ahead goes to the network',
    ).toBeUndefined();
  });

  it('is empty without a block or with a broken one', () => {
    expect(initialSite()).toEqual({ reads: {}, analytics: false });
    resetInitialSite();
    writeBlock('{not json');
    expect(initialSite()).toEqual({ reads: {}, analytics: false });
  });
});
