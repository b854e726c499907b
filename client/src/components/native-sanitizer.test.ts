import { describe, expect, it } from 'vitest';
import { nativeSanitizer, protectNewTabLinks } from './native-sanitizer.ts';

type SetHtml = (this: Element, html: string, options?: SanitizerOptions) => void;
interface SanitizerOptions {
  sanitizer?: { removeElements?: string[]; removeAttributes?: string[] };
}

const proto = Element.prototype as unknown as { setHTML?: SetHtml };

/** Runs `check` with `Element.prototype.setHTML` set to `impl` (or absent), whatever the DOM has. */
function withSetHtml(impl: SetHtml | undefined, check: () => void): void {
  const own = Object.getOwnPropertyDescriptor(proto, 'setHTML');
  if (impl) proto.setHTML = impl;
  else delete proto.setHTML;
  try {
    check();
  } finally {
    if (own) Object.defineProperty(proto, 'setHTML', own);
    else delete proto.setHTML;
  }
}

/** A setHTML as the Sanitizer API specifies it: never a script or an event handler, plus the options. */
const conformingSetHtml: SetHtml = function (this: Element, html, options) {
  const template = this.ownerDocument.createElement('template');
  template.innerHTML = html;
  const removeElements = new Set(['script', ...(options?.sanitizer?.removeElements ?? [])]);
  const removeAttributes = options?.sanitizer?.removeAttributes ?? [];
  for (const element of [...template.content.querySelectorAll('*')]) {
    if (removeElements.has(element.localName)) {
      element.remove();
      continue;
    }
    for (const { name } of [...element.attributes]) {
      if (name.startsWith('on') || removeAttributes.includes(name)) element.removeAttribute(name);
    }
  }
  this.replaceChildren(template.content);
};

describe('the native sanitiser', () => {
  it('is not used where the browser has no Sanitizer API (DOMPurify is loaded instead)', () => {
    withSetHtml(undefined, () => expect(nativeSanitizer()).toBeUndefined());
  });

  it('is used where setHTML sanitises, with our rules: no styles, forms or embeds, safe new-tab links', () => {
    withSetHtml(conformingSetHtml, () => {
      const sanitize = nativeSanitizer();
      expect(sanitize).toBeTypeOf('function');
      expect(
        sanitize?.(
          '<p style="color:red" onclick="x()">Hi <a href="https://x.example" target="_blank">x</a></p>' +
            '<form><input name="q"><button>Go</button></form><iframe src="https://x.example"></iframe>' +
            '<style>p{}</style><script>x()</script>',
        ),
      ).toBe('<p>Hi <a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a></p>');
    });
  });

  it('is not used when setHTML does not sanitise as expected', () => {
    const unsafe: SetHtml = function (this: Element, html) {
      this.innerHTML = html; // an unsafe, incompatible implementation
    };
    withSetHtml(unsafe, () => expect(nativeSanitizer()).toBeUndefined());
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
