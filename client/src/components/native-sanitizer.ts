/**
 * The browser's own HTML sanitiser (`Element.setHTML`, the Sanitizer API) where it exists: safe
 * by default (no script, no event handler, no `javascript:` URL) and free — nothing to download,
 * so HTML shows sanitised at first paint. Browsers without it load DOMPurify on demand
 * (sanitize-html.ts). Both follow the same rules: no styles, forms or embeds; links that open a
 * new tab get `rel="noopener noreferrer"`.
 */
export type Sanitize = (html: string) => string;

export const FORBIDDEN_ELEMENTS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'object',
  'embed',
] as const;

interface SetHtmlElement extends Element {
  setHTML(
    html: string,
    options?: { sanitizer?: { removeElements?: string[]; removeAttributes?: string[] } },
  ): void;
}

export function protectNewTabLinks(root: ParentNode): void {
  for (const anchor of root.querySelectorAll('a[target="_blank"]'))
    anchor.setAttribute('rel', 'noopener noreferrer');
}

/** A sanitiser on `setHTML`, or undefined when this browser has none. */
export function nativeSanitizer(doc: Document | undefined = globalThis.document): Sanitize | undefined {
  if (!doc || typeof Element === 'undefined' || !('setHTML' in Element.prototype)) return undefined;
  // an inert document: nothing parsed into it loads or runs
  const inert = doc.implementation.createHTMLDocument('');
  const sanitize: Sanitize = (html) => {
    const holder = inert.createElement('div') as unknown as SetHtmlElement;
    holder.setHTML(html, {
      sanitizer: { removeElements: [...FORBIDDEN_ELEMENTS], removeAttributes: ['style'] },
    });
    protectNewTabLinks(holder);
    return holder.innerHTML;
  };
  try {
    // a browser with an older, incompatible setHTML is treated as having none (no event handler
    // in the probe: Chromium reports those to the console as CSP violations while parsing)
    return sanitize('<p style="x">ok</p><script>x</script>') === '<p>ok</p>' ? sanitize : undefined;
  } catch {
    return undefined;
  }
}
