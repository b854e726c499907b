/**
 * A link to a page and one of its blocks' anchors (block-anchors.ts), as the panel's link pickers
 * write and read it: staff code only, kept out of a visitor's first load (decision 047).
 */

/** A link to a page, or to one of its blocks: `/about` + `menu` → `/about#menu`. */
export function linkToAnchor(path: string, anchor: string | null | undefined): string {
  return anchor ? `${path}#${anchor}` : path;
}

/** A link's page and anchor: `/about#menu` → `{path: '/about', anchor: 'menu'}`. */
export function splitAnchor(url: string): { path: string; anchor: string } {
  const hash = url.indexOf('#');
  return hash < 0 ? { path: url, anchor: '' } : { path: url.slice(0, hash), anchor: url.slice(hash + 1) };
}
