/**
 * A document's first-render files named again in its `Link` response header. Chromium acts on
 * the header when the navigation commits, before its parser has read the head's tags: on the
 * throttled phone of issue 26 the bundle's requests left ~20–30 ms earlier and the largest paint
 * came as much sooner (decision 052). The header is read from the head as written, so it names
 * exactly what the head names, each in the same request mode, and the browser uses the one
 * fetch for both (`e2e/public-phone-speed` fails on a script or stylesheet fetched twice):
 *
 * - the entry `<script type="module" src>` and each `<link rel="modulepreload">`: `rel=modulepreload`;
 * - each `<link rel="stylesheet">` and `<link rel="preload" as="style">`: `rel=preload; as=style`,
 *   with `crossorigin` where the tag has it.
 *
 * A tag with `media` (the wide header's chunks: a phone does not load them before the load) and
 * anything not a plain same-origin path (an owner's analytics script) stay in the head only.
 */

/** where the head ends: nothing after it is read */
const HEAD_END = '</head>';
const TAG = /<(link|script)\s([^>]*)>/gi;
const ATTRIBUTE = /([a-z-]+)(?:\s*=\s*"([^"]*)")?/gi;
/** a path of this origin that needs no quoting in a header (the build's hashed files) */
const PLAIN_PATH = /^\/(?!\/)[A-Za-z0-9._~/-]+$/;

function attributesOf(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of text.matchAll(ATTRIBUTE)) {
    if (name) found.set(name.toLowerCase(), value ?? '');
  }
  return found;
}

/** one `Link` entry for a tag of the head, or undefined when the tag is not a first-render file */
function linkOf(tag: string, attributes: Map<string, string>): string | undefined {
  if (attributes.has('media')) return undefined;
  const rel = attributes.get('rel');
  if (tag === 'script') {
    const src = attributes.get('src');
    return attributes.get('type') === 'module' && src && PLAIN_PATH.test(src)
      ? `<${src}>; rel=modulepreload`
      : undefined;
  }
  const href = attributes.get('href');
  if (!href || !PLAIN_PATH.test(href)) return undefined;
  if (rel === 'modulepreload') return `<${href}>; rel=modulepreload`;
  if (rel === 'stylesheet' || (rel === 'preload' && attributes.get('as') === 'style')) {
    return `<${href}>; rel=preload; as=style${attributes.has('crossorigin') ? '; crossorigin' : ''}`;
  }
  return undefined;
}

/** The `Link` header value for the document's first-render files; undefined when it names none. */
export function preloadLinkHeader(html: string): string | undefined {
  const end = html.indexOf(HEAD_END);
  const head = end === -1 ? html : html.slice(0, end);
  const links: string[] = [];
  for (const [, tag, attributes] of head.matchAll(TAG)) {
    const link = linkOf((tag ?? '').toLowerCase(), attributesOf(attributes ?? ''));
    if (link && !links.includes(link)) links.push(link);
  }
  return links.length > 0 ? links.join(', ') : undefined;
}
