/**
 * docs/product.md#screen-behaviour: on a page change the window scrolls to the top, or to the element of the
 * hash anchor when one is given (waiting briefly for it to render).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const HASH_WAIT_FRAMES = 90;

export function hashTarget(hash: string): string | undefined {
  if (hash.length <= 1) return undefined;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const firstPage = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll once per navigation (key)
  useEffect(() => {
    const id = hashTarget(hash);
    const initial = firstPage.current;
    firstPage.current = false;
    if (!id) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      // after an in-app page change, keyboard and screen-reader users start at the new content
      if (!initial) document.getElementById('main')?.focus({ preventScroll: true });
      return;
    }
    let frames = 0;
    let handle = 0;
    let settled = 0;
    let userMoved = false;
    const stopFollowing = () => {
      userMoved = true;
    };
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const name of events) window.addEventListener(name, stopFollowing, { passive: true, once: true });
    // content above or below may still be arriving (lazy blocks, data): keep the anchor in place
    // until it stays put for a moment, unless the visitor scrolls first
    const tryScroll = () => {
      if (userMoved || frames++ > HASH_WAIT_FRAMES) return;
      const element = document.getElementById(id);
      if (element) {
        const before = element.getBoundingClientRect().top;
        element.scrollIntoView({ block: 'start' });
        if (frames === 1 || Math.abs(element.getBoundingClientRect().top - before) > 1) settled = 0;
        if (
          !element.hasAttribute('tabindex') &&
          !/^(a|button|input|select|textarea)$/i.test(element.tagName)
        ) {
          element.setAttribute('tabindex', '-1');
        }
        if (document.activeElement !== element) element.focus({ preventScroll: true });
        if (++settled > 20) return;
      }
      handle = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => {
      cancelAnimationFrame(handle);
      for (const name of events) window.removeEventListener(name, stopFollowing);
    };
  }, [pathname, hash, key]);
  return null;
}
