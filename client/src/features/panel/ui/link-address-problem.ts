/**
 * What is wrong with an address typed in the rich-text link box, in words for the person typing
 * it: a `javascript:` link (or any scheme the site does not follow, shared/link-schemes.ts) would be
 * dropped by the editor without a word, so the box says why instead. Paths and anchors of the site
 * (`/menu`, `#hours`) and `https:`, `http:`, `mailto:`, `tel:` addresses are fine; empty removes the link.
 */
import { SAFE_LINK_PROTOCOLS } from '#shared/link-schemes.ts';

const USE_INSTEAD =
  'Use an address starting with https://, mailto: or tel:, or a path of this site such as /menu.';

/** browsers ignore control characters and spaces inside a scheme: "java\tscript:" runs */
function visibleLowerCase(value: string): string {
  let kept = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0x20 && (code < 0x7f || code > 0x9f)) kept += char;
  }
  return kept.toLowerCase();
}

export function linkAddressProblem(address: string): string | undefined {
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(visibleLowerCase(address))?.[1];
  if (scheme === undefined || SAFE_LINK_PROTOCOLS.includes(`${scheme}:`)) return undefined;
  if (scheme === 'javascript' || scheme === 'vbscript') {
    return `A ${scheme}: link is not allowed: it would run code in the visitor’s browser. ${USE_INSTEAD}`;
  }
  return `A ${scheme}: link is not allowed: the site opens only web, mail and phone links. ${USE_INSTEAD}`;
}
