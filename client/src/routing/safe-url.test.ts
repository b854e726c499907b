import { describe, expect, it } from 'vitest';
import { allowedTarget, classifyUrl } from './safe-url.ts';

const origin = 'http://tacos.localhost:3000';

describe('URL refusal (docs/product.md#errors)', () => {
  it('keeps same-origin paths internal', () => {
    expect(classifyUrl('/members/taco-loco', origin)).toEqual({
      kind: 'internal',
      path: '/members/taco-loco',
    });
    expect(classifyUrl('about#team', origin)).toEqual({ kind: 'internal', path: '/about#team' });
    expect(classifyUrl(`${origin}/blog?page=2`, origin)).toEqual({ kind: 'internal', path: '/blog?page=2' });
  });

  it('refuses javascript-type protocols, however disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'vbscript:x',
      'data:text/html,<b>',
    ]) {
      expect(classifyUrl(url, origin).kind).toBe('refused');
      expect(allowedTarget(url, origin, true)).toBeUndefined();
    }
  });

  it('refuses an external URL without explicit opt-in', () => {
    expect(classifyUrl('https://instagram.com/tacorow', origin)).toEqual({
      kind: 'external',
      href: 'https://instagram.com/tacorow',
    });
    expect(allowedTarget('https://instagram.com/tacorow', origin, false)).toBeUndefined();
    expect(allowedTarget('//evil.example/x', origin, false)).toBeUndefined();
    expect(allowedTarget('https://instagram.com/tacorow', origin, true)?.kind).toBe('external');
    expect(allowedTarget('http://localhost:3000/', origin, false)).toBeUndefined();
  });
});
