/**
 * The chunks a public page's first render will ask for beyond the bundle `index.html` already
 * preloads, as `<link>` tags for its head. The SPA loads the blocks of its first screen but the
 * title blocks (shared/page-blocks/blocks-loaded-later.ts: the rest load after the document's load,
 * decision 050), the default page of a post
 * with an empty body (shared/page-blocks/default-document.ts) and the error page on demand; found
 * only once the bundle has run, such a chunk cost the page a round trip after it (on the
 * throttled phone of issue 11, ~170 ms of its largest paint). Named in the head, it comes down
 * beside the bundle.
 *
 * Which file holds which module comes from the build's manifest (`client/dist/.vite/manifest.json`,
 * `build.manifest` in client/vite.config.ts), read again when the build changes. Without one (an
 * older build, the tests' stand-in) pages get no extra links, as before.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { firstScreenChunks, type LaterChunk } from '#shared/page-blocks/blocks-loaded-later.ts';
import { defaultDocument, hasContent } from '#shared/page-blocks/default-document.ts';
import { documentBlocks } from '#shared/page-blocks/document-reads.ts';
import type { Post } from '#shared/schemas/content.ts';
import { element } from './html-escape.ts';

/** the module of each chunk of blocks, as the manifest names it (client/src/blocks/block-registry.tsx's loaders) */
export const BLOCK_CHUNK_MODULES: Record<LaterChunk, string> = {
  'more-blocks': 'src/blocks/more-blocks.ts',
  'schedule-blocks': 'src/blocks/stops/schedule-blocks.ts',
  'rich-text': 'src/blocks/rich-text-block.tsx',
  'members-grid': 'src/blocks/members-grid-block.tsx',
  'blog-list': 'src/blocks/blog-list-block.tsx',
  'faq-list': 'src/blocks/faq-list-block.tsx',
  'call-to-action': 'src/blocks/call-to-action-block.tsx',
  'opening-hours': 'src/blocks/opening-hours-block.tsx',
  catering: 'src/blocks/catering-block.tsx',
  'social-links': 'src/blocks/social-links-block.tsx',
};

/** the modules, as the manifest names them (paths from client/) */
export const FIRST_RENDER_MODULES = {
  blocksLoadedLater: BLOCK_CHUNK_MODULES['more-blocks'],
  scheduleBlocks: BLOCK_CHUNK_MODULES['schedule-blocks'],
  defaultDocument: '../shared/page-blocks/default-document.ts',
  errorPage: 'src/features/error-page/route-error-page.tsx',
  /** `/members`: its page and the cards it shares with the members-grid block and the error page */
  membersPage: 'src/features/members/members-page.tsx',
  /** the wide header's menu and theme switcher: a phone loads them after the load (decision 050) */
  wideHeader: 'src/features/site-shell/header-later.tsx',
} as const;

/**
 * Where the wide header's module is in the first screen (client site-shell.css's lg breakpoint):
 * its links carry it as their `media`, so a desktop fetches it beside the bundle and a phone not
 * at all before the load.
 */
export const WIDE_SCREEN = '(min-width: 1024px)';

/** a module as the manifest names it */
export type FirstRenderModule = string;

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The modules a post's page renders with beyond the bundle: the chunks of the blocks of its first
 * screen (its first BLOCKS_WITH_THE_PAGE: the SPA loads the rest after the document's load), and
 * for an empty body the default page's module (and the chunks of the first blocks of the page it
 * builds), as the SPA's post page loads them.
 */
export function postPageModules(post: unknown): FirstRenderModule[] {
  const body = record(post).post_body;
  let blocks: Array<{ type: string }>;
  const modules: FirstRenderModule[] = [];
  // the content the page renders (a zone's blocks are the builder's, not the page's)
  if (hasContent(body as Post['post_body'])) blocks = documentBlocks({ content: record(body).content });
  else {
    modules.push(FIRST_RENDER_MODULES.defaultDocument);
    try {
      blocks = defaultDocument(post as Post).content;
    } catch {
      // not a post's shape: its page will say so, with no block
      blocks = [];
    }
  }
  for (const chunk of firstScreenChunks(blocks)) modules.push(BLOCK_CHUNK_MODULES[chunk]);
  return modules;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export const MANIFEST_PATH = join('.vite', 'manifest.json');

/** the page kinds' links kept (each a few hundred bytes) */
const MAX_KEPT_LINKS = 500;

/** every manifest key `keys` import, them included, each after the one that first imports it */
function closure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/**
 * the head links of the given modules: their scripts and styles the entry does not already load
 * (with `media`, only where it matches)
 */
export function linksOfModules(
  manifest: Manifest,
  modules: readonly FirstRenderModule[],
  media?: string,
): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = new Set(closure(manifest, entries));
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  const needed = closure(manifest, modules).filter((key) => !loaded.has(key));
  const scripts = needed.map((key) =>
    element('link', { rel: 'modulepreload', href: `/${manifest[key]?.file}`, media }),
  );
  const styles = [...new Set(needed.flatMap((key) => manifest[key]?.css ?? []))]
    .filter((file) => !loadedCss.has(file))
    // `crossorigin` as Vite's preload helper sets it on the stylesheet link it adds when the
    // chunk is imported: a preload in another credentials mode is not used, and the stylesheet
    // is fetched again, a round trip before the block can render (decision 051)
    .map((file) =>
      element('link', { rel: 'preload', as: 'style', href: `/${file}`, crossorigin: true, media }),
    );
  return [...scripts, ...styles].join('');
}

export interface FirstRenderChunks {
  /** the `<link>` tags that preload what these modules need ('' when there is nothing to add) */
  links(modules: readonly FirstRenderModule[], media?: string): string;
}

export function firstRenderChunks(distDir: string): FirstRenderChunks {
  const file = join(distDir, MANIFEST_PATH);
  let readAt: number | undefined;
  let manifest: Manifest | undefined;
  // a page kind's links, by its modules (a site has a few kinds of pages)
  const links = new Map<string, string>();
  const current = () => {
    let modified: number | undefined;
    try {
      modified = statSync(file).mtimeMs;
    } catch {
      modified = undefined;
    }
    if (modified === readAt) return manifest;
    readAt = modified;
    links.clear();
    try {
      manifest = modified === undefined ? undefined : (JSON.parse(readFileSync(file, 'utf8')) as Manifest);
    } catch {
      // a manifest being written or not the build's: no links rather than a broken page
      manifest = undefined;
    }
    return manifest;
  };
  return {
    links(modules, media) {
      if (modules.length === 0) return '';
      const known = current();
      if (!known) return '';
      const key = `${modules.join(' ')} ${media ?? ''}`;
      let found = links.get(key);
      if (found === undefined) {
        found = linksOfModules(known, modules, media);
        if (links.size >= MAX_KEPT_LINKS) links.clear();
        links.set(key, found);
      }
      return found;
    },
  };
}
