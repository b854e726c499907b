import { afterEach, describe, expect, it } from 'vitest';
import type { AnalyticsItem } from '#shared/schemas/domain-options.ts';
import { ANALYTICS_MARK, injectAnalytics } from './analytics-injection.ts';

const origin = 'http://localhost:3000';

function item(over: Partial<AnalyticsItem>): AnalyticsItem {
  return {
    id: 1,
    type: 'script',
    src: null,
    custom_id: null,
    async: false,
    defer: false,
    tag_position: 'head',
    code: null,
    name: null,
    content: null,
    content_type: null,
    external_analytics: false,
    external_analytics_type: null,
    ...over,
  };
}

describe('analytics items', () => {
  afterEach(() => {
    for (const el of document.querySelectorAll(`[${ANALYTICS_MARK}]`)) el.remove();
  });

  it('places scripts and metas as each item says, once', () => {
    const items = [
      item({
        id: 1,
        src: 'https://stats.example/a.js',
        async: true,
        custom_id: 'stats',
        tag_position: 'body',
      }),
      item({ id: 2, src: '/local.js', defer: true }),
      item({ id: 3, type: 'meta', name: 'google-site-verification', content: 'abc' }),
    ];
    expect(injectAnalytics(items, document, origin)).toEqual([]);
    injectAnalytics(items, document, origin);
    const stats = document.getElementById('stats') as HTMLScriptElement;
    expect(stats.parentElement).toBe(document.body);
    expect(stats.async).toBe(true);
    expect(stats.src).toBe('https://stats.example/a.js');
    const local = document.head.querySelector(`[${ANALYTICS_MARK}="2"]`) as HTMLScriptElement;
    expect(local.defer).toBe(true);
    expect(
      document.head.querySelector('meta[name="google-site-verification"]')?.getAttribute('content'),
    ).toBe('abc');
    expect(document.querySelectorAll(`[${ANALYTICS_MARK}]`)).toHaveLength(3);
  });

  it('skips what the CSP or the protocol would refuse, and says why', () => {
    const skipped = injectAnalytics(
      [
        item({ id: 4, code: 'gtag()' }),
        item({ id: 5, src: 'javascript:alert(1)' }),
        item({ id: 6, src: 'http://insecure.example/x.js' }),
        item({ id: 7, type: 'noscript', code: '<img src=x>' }),
      ],
      document,
      origin,
    );
    expect(skipped).toHaveLength(4);
    expect(skipped[0]).toMatch(/Content-Security-Policy/);
    expect(document.querySelectorAll(`[${ANALYTICS_MARK}]`)).toHaveLength(0);
  });
});
