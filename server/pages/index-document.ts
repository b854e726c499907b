/**
 * Writing into the SPA's `index.html`: its `<title>` and icon link replaced, tags added at the
 * end of the head and of the body. Every part arrives escaped (html-escape.ts); replacements
 * are functions, so no `$&`-style pattern in API text can change what is written.
 */
import { element, escapeHtml } from './html-escape.ts';

export interface DocumentParts {
  /** attributes of the written title and icon (the mark the SPA looks for) */
  mark?: Record<string, string>;
  title?: string | undefined;
  /** the site's icon url; the build's placeholder icon stays when there is none */
  favicon?: string | undefined;
  /** markup to add at the end of the head */
  head?: string;
  /** markup to add at the end of the body */
  body?: string;
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const ICON = /<link\s+rel="icon"[^>]*>/i;

function insertBefore(html: string, closing: string, markup: string): string {
  if (!markup) return html;
  const at = html.toLowerCase().lastIndexOf(closing);
  return at === -1 ? `${html}${markup}` : `${html.slice(0, at)}${markup}${html.slice(at)}`;
}

export function writeDocument(index: string, parts: DocumentParts): string {
  let html = index;
  let head = '';
  if (parts.title !== undefined) {
    const title = element('title', { ...parts.mark }, escapeHtml(parts.title));
    if (TITLE.test(html)) html = html.replace(TITLE, () => title);
    else head += title;
  }
  if (parts.favicon) {
    const icon = element('link', { rel: 'icon', href: parts.favicon, ...parts.mark });
    if (ICON.test(html)) html = html.replace(ICON, () => icon);
    else head += icon;
  }
  html = insertBefore(html, '</head>', head + (parts.head ?? ''));
  return insertBefore(html, '</body>', parts.body ?? '');
}
