/**
 * Code no first screen of a phone needs loads after the document's `load` event, when the tab is
 * idle (issue 26, decision 050): the first load of a public page fetches only what its first
 * screen shows, and the site's footer, the wide header's menu and theme switcher (hidden on a
 * phone) and the visitor insights' sender follow. Their places are below the first screen or
 * hidden there, so nothing a visitor sees moves when they arrive.
 *
 * Off unless the entry asks for it (the tab's first public page opened with no anchor): tests,
 * the staff app, a page opened at an anchor and every later page load such code at once.
 */
import { onNavigationStart } from './navigation-state.ts';

let deferring = false;
let loaded: Promise<void> | undefined;
let release: (() => void) | undefined;
let contentAfterTheLoad: Promise<unknown> = Promise.resolve();

/**
 * The entry, before the first render of a public page opened with no anchor: code for later waits
 * for the load. A visitor who moves to another page before then is past the first screen: the
 * wait ends with that navigation's start, so the next page has its footer and wide menu at once.
 */
export function deferUntilAfterLoad(): void {
  deferring = true;
  const stop = onNavigationStart(() => {
    stop();
    deferring = false;
    release?.();
  });
}

/** Whether code for later waits for the document's load (deferUntilAfterLoad). */
export function deferringUntilAfterLoad(): boolean {
  return deferring;
}

/** Runs `task` once the document has loaded and the tab is next idle (at most 5 s after the load). */
export function whenLoadedAndIdle(task: () => void): void {
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(task, { timeout: 5_000 })
      : setTimeout(task, 1_000);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

/** Resolves when code for later may load: at once, or after the load when the entry deferred it. */
export function afterTheLoad(): Promise<void> {
  if (!deferring) return Promise.resolve();
  loaded ??= new Promise((resolve) => {
    release = resolve;
    whenLoadedAndIdle(() => resolve());
  });
  return loaded;
}

/**
 * The page's own content that comes after the load (the first page's blocks past its first screen,
 * blocks/block-registry.tsx): the parts loaded after the load (the footer) show with it or after
 * it, so nothing is ever added above a part already shown.
 */
export function holdLaterParts(content: Promise<unknown>): void {
  const before = contentAfterTheLoad;
  contentAfterTheLoad = Promise.all([before, content.catch(() => undefined)]);
}

/** Resolves once the page's content held for after the load (holdLaterParts) is in. */
export function laterContentIn(): Promise<unknown> {
  return contentAfterTheLoad;
}
