/**
 * The first screen first (issue 26, decision 036). On the throttled phone the tab's first page
 * spent ~550 ms in React's first render and ~310 ms in style and layout of the whole page (every
 * block, the footer) before the browser painted its largest element, the hero at the top. So
 * the first public page of a tab commits what fills its first screen alone, and what lies below
 * it (the later blocks, the rest of a list, the footer) in a second commit once the browser has
 * painted the first. The second commit only adds content below the first: nothing already shown
 * moves (CLS stays 0), and the page ends identical to a single commit.
 *
 * Off unless the entry asks for it, so tests, the staff app and every later page render whole;
 * off too when the address names an anchor to open at (the page it lies in must be there).
 */
import { startTransition, useLayoutEffect, useState } from 'react';

let firstScreenOnly = false;
let restScheduled = false;
const waiting = new Set<() => void>();

/** The entry, before the first render of a public page: commit its first screen alone. */
export function commitFirstScreenFirst(hash: string): void {
  firstScreenOnly = hash.length <= 1;
}

function showTheRest(): void {
  firstScreenOnly = false;
  for (const show of waiting) show();
  waiting.clear();
}

/**
 * After the browser painted the commit being made: a frame callback registered during a commit
 * runs just before that frame's paint, and a task it queues runs after the paint. A hidden tab
 * paints no frames, so there the rest follows at once.
 */
function scheduleTheRest(): void {
  if (restScheduled) return;
  restScheduled = true;
  if (document.visibilityState === 'hidden') setTimeout(showTheRest);
  else requestAnimationFrame(() => setTimeout(showTheRest));
}

/**
 * Whether this render is the first commit of the tab's first page, which shows the first screen
 * alone. Turns false after that commit has been painted (a transition: React may yield to the
 * visitor while it renders the rest).
 */
export function useFirstScreenOnly(): boolean {
  const [only, setOnly] = useState(firstScreenOnly);
  useLayoutEffect(() => {
    if (!only) return;
    const show = () => startTransition(() => setOnly(false));
    if (!firstScreenOnly) {
      show();
      return;
    }
    waiting.add(show);
    scheduleTheRest();
    return () => {
      waiting.delete(show);
    };
  }, [only]);
  return only;
}

/** How many blocks of a page fill the first screen of a phone and of a desktop (a hero and the start of the next). */
export const FIRST_SCREEN_BLOCKS = 2;

/** Whether the tab's first page has yet to paint its first screen (commitFirstScreenFirst, with no anchor). */
export function firstScreenPending(): boolean {
  return firstScreenOnly;
}
