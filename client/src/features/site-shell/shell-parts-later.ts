/**
 * The parts of the site's shell no first screen of a phone shows, each a chunk loaded after the
 * document's load (routing/after-load.ts, decision 050): the footer (below every first screen)
 * and the wide header's main menu and theme switcher (hidden below the lg breakpoint).
 */
import { deferringUntilAfterLoad } from '../../routing/after-load.ts';
import { loadModule } from '../../routing/chunk-reload-guard.ts';
import { laterComponent } from '../../routing/later-component.tsx';

/** site-shell.css's breakpoint: below it the header shows the menu button, above it the main menu */
export const NARROW = '(max-width: 1023.98px)';

export const SiteFooter = laterComponent(() =>
  loadModule(() => import('./site-footer.tsx')).then((module) => module.SiteFooter),
);

export const HeaderWideTools = laterComponent(() =>
  loadModule(() => import('./header-later.tsx')).then((module) => module.HeaderWideTools),
);

/**
 * What of these the tab's first page shows in its first commit, loaded with its code: the wide
 * header's tools on a wide screen; with the code for later not deferred (a page opened at an
 * anchor, which may lie near the footer), the footer too.
 */
export function preloadShellParts(): Promise<unknown> {
  const wide = typeof matchMedia !== 'function' || !matchMedia(NARROW).matches;
  return Promise.all([
    wide ? HeaderWideTools.preload() : undefined,
    deferringUntilAfterLoad() ? undefined : SiteFooter.preload(),
  ]);
}
