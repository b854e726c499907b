/**
 * The public reads the BFF inlined into this page's HTML (shared/initial-site.ts): the site's
 * options, colours, menus, socials, SEO and error page, and the page's post, by API path. The
 * public layout hands them to SWR as fallback data and the route loader takes the post from
 * them, so the first render needs no round trip. Read once; empty when the block is missing (a
 * staff screen, a build served without the BFF) or unreadable.
 */
import { INITIAL_SITE_ELEMENT_ID, type InitialSite } from '#shared/initial-site.ts';

let parsed: InitialSite | undefined;
/** the inlined reads already given to a read made ahead (takeInitialRead) */
let taken = new Set<string>();

export function initialSite(): InitialSite {
  if (!parsed) {
    try {
      parsed = JSON.parse(document.getElementById(INITIAL_SITE_ELEMENT_ID)?.textContent as string);
    } catch {
      // no block, or not ours
    }
    parsed = { reads: {}, analytics: false, ...parsed };
  }
  return parsed;
}

/**
 * An inlined answer for a read made ahead (the route loader's post, a preloaded link's list),
 * given out once: a later read ahead of the same path goes to the network, so a page opened
 * again later gets fresh data. The answer stays in `reads`, SWR's fallback: a block already
 * showing it (the home's members grid, whose list is the `/members` link's read) keeps it when it
 * renders again, instead of falling back to its skeleton with no read to fill it (decision 050).
 */
export function takeInitialRead(path: string): unknown {
  if (taken.has(path)) return undefined;
  taken.add(path);
  return initialSite().reads[path];
}

/** For tests: read the block again. */
export function resetInitialSite(): void {
  parsed = undefined;
  taken = new Set();
}
