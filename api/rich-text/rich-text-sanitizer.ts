/**
 * The one sanitiser of the HTML editors write (rich-text block fields, FAQ answers, the footer's
 * join text, the error page's section text): the content API cleans it when it is written, so what
 * it stores and serves is markup a browser can take as it is (docs/decisions/031). Nothing untrusted
 * is parsed by a browser: Chromium 156 reports an inline handler to the console as a CSP refusal as
 * soon as it parses one, even in an inert document, a template or DOMParser's document, so a
 * browser-side sanitiser could no longer keep a hostile payload quiet.
 *
 * An allow-list (sanitize-html, on htmlparser2): the text formats the panel's editor writes and
 * the usual content elements; no script, style, form, embed or frame; no style or event-handler
 * attribute, no id or name (which could clobber the page's globals); links and image sources
 * follow the product's url rules (shared/safe-url.ts: no `javascript:` or `data:`, no `//host`),
 * and a link that opens a new tab gets `rel="noopener noreferrer"`.
 */
import sanitizeHtml from 'sanitize-html';
import { isSafeImageUrl, isSafeLinkUrl } from '#shared/safe-url.ts';

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'abbr',
  'cite',
  'q',
  'time',
];

const GLOBAL_ATTRIBUTES = ['class', 'lang', 'dir', 'title'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    '*': GLOBAL_ATTRIBUTES,
    a: ['href', 'target', 'rel', 'hreflang'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    ol: ['start', 'reversed', 'type'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    time: ['datetime'],
  },
  // the url rules below decide; these only keep sanitize-html's own check in line with them
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // what these hold is code or markup, never text to show
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'noembed', 'xmp'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const next: sanitizeHtml.Attributes = { ...attribs };
      if (next.href !== undefined && !isSafeLinkUrl(next.href)) delete next.href;
      if (next.target !== undefined && next.target !== '_blank') delete next.target;
      if (next.target === '_blank') next.rel = 'noopener noreferrer';
      else delete next.rel;
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => {
      const next: sanitizeHtml.Attributes = { ...attribs };
      if (next.src !== undefined && !isSafeImageUrl(next.src)) delete next.src;
      return { tagName, attribs: next };
    },
  },
  // an image without a source shows nothing but a broken frame
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The HTML with only what the allow-list keeps. Idempotent: clean HTML comes back as it was. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
