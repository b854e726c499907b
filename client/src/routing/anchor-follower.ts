/**
 * Keeps the element of a page's hash anchor in view while the page is still arriving (lazy
 * blocks, data above or below it): scrolls it to the top of the window each frame until it has
 * stayed put for a moment, and gives it focus, unless the visitor scrolls or types first. Only a
 * page opened or reached at an anchor needs it, so it loads then (scroll-manager.tsx).
 */
const HASH_WAIT_FRAMES = 90;
const STEADY_FRAMES = 20;

/** Follows the element with this id; answers the function that stops following. */
export function followAnchor(id: string): () => void {
  let frames = 0;
  let handle = 0;
  let settled = 0;
  let userMoved = false;
  const stopFollowing = () => {
    userMoved = true;
  };
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  for (const name of events) window.addEventListener(name, stopFollowing, { passive: true, once: true });
  const tryScroll = () => {
    if (userMoved || frames++ > HASH_WAIT_FRAMES) return;
    const element = document.getElementById(id);
    if (element) {
      const before = element.getBoundingClientRect().top;
      element.scrollIntoView({ block: 'start' });
      if (frames === 1 || Math.abs(element.getBoundingClientRect().top - before) > 1) settled = 0;
      if (!element.hasAttribute('tabindex') && !/^(a|button|input|select|textarea)$/i.test(element.tagName)) {
        element.setAttribute('tabindex', '-1');
      }
      if (document.activeElement !== element) element.focus({ preventScroll: true });
      if (++settled > STEADY_FRAMES) return;
    }
    handle = requestAnimationFrame(tryScroll);
  };
  tryScroll();
  return () => {
    cancelAnimationFrame(handle);
    for (const name of events) window.removeEventListener(name, stopFollowing);
  };
}
