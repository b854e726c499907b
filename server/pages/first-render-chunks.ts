/**
 * The chunks a public page's first render will ask for beyond the bundle `index.html` already
 * preloads, as `<link>` tags for its head. The SPA loads the rarer blocks (Cuisines, Showcases,
 * images, galleries, video: shared/page-blocks/blocks-loaded-later.ts) and the error page on
 * demand; found only once the bundle has run, such a chunk cost the page a round trip after it
 * (on the throttled phone of issue 11, ~170 ms of its largest paint). Named in the head, it comes
 * down beside the bundle.
 *
 * Which file holds which module comes from the build's manifest (`client/dist/.vite/manifest.json`,
 * `build.manifest` in client/vite.config.ts), read again when the build changes. Without one (an
 * older build, the tests' stand-in) pages get no extra links, as before.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { element } from './html-escape.ts';

/** the modules, as the manifest names them (paths in client/) */
export const FIRST_RENDER_MODULES = {
  blocksLoadedLater: 'src/blocks/more-blocks.ts',
  errorPage: 'src/features/error-page/route-error-page.tsx',
} as const;

export type FirstRenderModule = keyof typeof FIRST_RENDER_MODULES;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export const MANIFEST_PATH = join('.vite', 'manifest.json');

/** every manifest key `keys` import, them included */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...keys];
  for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** the head links of each module: its scripts and styles the entry does not already load */
export function linksOfModules(manifest: Manifest): Record<FirstRenderModule, string> {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = closure(manifest, entries);
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  const linksOf = (module: string) => {
    const needed = [...closure(manifest, [module])].filter((key) => !loaded.has(key));
    const scripts = needed.map((key) =>
      element('link', { rel: 'modulepreload', href: `/${manifest[key]?.file}` }),
    );
    const styles = [...new Set(needed.flatMap((key) => manifest[key]?.css ?? []))]
      .filter((file) => !loadedCss.has(file))
      .map((file) => element('link', { rel: 'preload', as: 'style', href: `/${file}` }));
    return [...scripts, ...styles].join('');
  };
  return {
    blocksLoadedLater: linksOf(FIRST_RENDER_MODULES.blocksLoadedLater),
    errorPage: linksOf(FIRST_RENDER_MODULES.errorPage),
  };
}

const NONE: Record<FirstRenderModule, string> = { blocksLoadedLater: '', errorPage: '' };

export interface FirstRenderChunks {
  /** the `<link>` tags that preload what these modules need ('' when there is nothing to add) */
  links(modules: readonly FirstRenderModule[]): string;
}

export function firstRenderChunks(distDir: string): FirstRenderChunks {
  const file = join(distDir, MANIFEST_PATH);
  let readAt: number | undefined;
  let links = NONE;
  const current = () => {
    let modified: number | undefined;
    try {
      modified = statSync(file).mtimeMs;
    } catch {
      modified = undefined;
    }
    if (modified === readAt) return links;
    readAt = modified;
    try {
      links =
        modified === undefined ? NONE : linksOfModules(JSON.parse(readFileSync(file, 'utf8')) as Manifest);
    } catch {
      // a manifest being written or not the build's: no links rather than a broken page
      links = NONE;
    }
    return links;
  };
  return {
    links(modules) {
      if (modules.length === 0) return '';
      const known = current();
      return modules.map((module) => known[module]).join('');
    },
  };
}
