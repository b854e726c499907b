/**
 * The tab's first render of a public page, made at once (issue 26, decision 046). React's
 * `root.render` only schedules its work: the render and commit run in a task of their own, and
 * every task queued before it runs first. On the throttled phone that task came after the
 * document's `load`, so whatever the browser queued at `load` (a script a site's analytics
 * adds, a tool's injected script) ran before the first screen was rendered: in traces of `/`,
 * 70–530 ms of someone else's script between the page's code being ready and React starting.
 * `flushSync` renders and commits in the same task as the call, right after the page's code and
 * data are ready; the paint follows in the next frame.
 */
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';

export function renderNow(root: Root, element: ReactNode): void {
  flushSync(() => root.render(element));
}
