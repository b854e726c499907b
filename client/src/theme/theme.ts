/**
 * Theme preference (docs/product.md#screen-behaviour): light, dark or device. Device follows
 * `prefers-color-scheme` live. The preference is remembered in localStorage; the resolved theme is
 * `data-theme` on the root element, which the CSS reads. What the page starts in is
 * initial-theme.ts's (in the entry); this is the switchers' part.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  applyTheme,
  currentPreference,
  DARK_QUERY,
  deviceIsDark,
  notePreference,
  resolveTheme,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from './initial-theme.ts';

export {
  applyTheme,
  type ResolvedTheme,
  readThemePreference,
  resolveTheme,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from './initial-theme.ts';

export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'device'];

const listeners = new Set<() => void>();

export function setThemePreference(next: ThemePreference): void {
  notePreference(next);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // private mode: the choice lasts for this page only
  }
  applyTheme(document.documentElement, resolveTheme(next, deviceIsDark()));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): { preference: ThemePreference; setPreference: (p: ThemePreference) => void } {
  const value = useSyncExternalStore(subscribe, currentPreference, () => 'device' as const);
  useEffect(() => {
    const query = globalThis.matchMedia?.(DARK_QUERY);
    if (!query) return;
    const follow = () => {
      if (currentPreference() === 'device')
        applyTheme(document.documentElement, resolveTheme('device', query.matches));
    };
    // the device's setting may have changed before this mounted (on a phone, after the load)
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  const setPreference = useCallback((p: ThemePreference) => setThemePreference(p), []);
  return { preference: value, setPreference };
}
