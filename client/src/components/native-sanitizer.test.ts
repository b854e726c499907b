import { describe, expect, it } from 'vitest';
import { nativeSanitizer, protectNewTabLinks } from './native-sanitizer.ts';

describe('the native sanitiser', () => {
  it('is not used where the browser has no Sanitizer API (DOMPurify is loaded instead)', () => {
    // happy-dom has no Element.prototype.setHTML
    expect('setHTML' in Element.prototype).toBe(false);
    expect(nativeSanitizer()).toBeUndefined();
  });

  it('is not used when setHTML does not sanitise as expected', () => {
    const proto = Element.prototype as unknown as { setHTML?: (html: string) => void };
    proto.setHTML = function (this: Element, html: string) {
      this.innerHTML = html; // an unsafe, incompatible implementation
    };
    try {
      expect(nativeSanitizer()).toBeUndefined();
    } finally {
      delete proto.setHTML;
    }
  });

  it('gives links that open a new tab rel="noopener noreferrer"', () => {
    const root = document.createElement('div');
    root.innerHTML = '<a href="https://x.example" target="_blank">x</a><a href="/y">y</a>';
    protectNewTabLinks(root);
    expect(root.innerHTML).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a><a href="/y">y</a>',
    );
  });
});
