/**
 * Theme preference (docs/product.md#screen-behaviour): light, dark or device. Device follows
 * `prefers-color-scheme` live. The preference is remembered in localStorage; the resolved theme is
 * `data-theme` on the root element, which the CSS reads.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';

export type ThemePreference = 'light' | 'dark' | 'device';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme-preference';
export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'device'];
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readThemePreference(storage: Storage | undefined): ThemePreference {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' || stored === 'device' ? stored : 'device';
  } catch {
    return 'device';
  }
}

export function resolveTheme(preference: ThemePreference, deviceIsDark: boolean): ResolvedTheme {
  if (preference === 'device') return deviceIsDark ? 'dark' : 'light';
  return preference;
}

export function applyTheme(root: HTMLElement, theme: ResolvedTheme): void {
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

const listeners = new Set<() => void>();
let preference: ThemePreference | undefined;

function currentPreference(): ThemePreference {
  preference ??= readThemePreference(globalThis.localStorage);
  return preference;
}

function deviceIsDark(): boolean {
  return globalThis.matchMedia?.(DARK_QUERY).matches ?? false;
}

export function setThemePreference(next: ThemePreference): void {
  preference = next;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // private mode: the choice lasts for this page only
  }
  applyTheme(document.documentElement, resolveTheme(next, deviceIsDark()));
  for (const listener of listeners) listener();
}

/** Applies the remembered theme before the first render (no flash of the wrong theme). */
export function applyInitialTheme(): void {
  applyTheme(document.documentElement, resolveTheme(currentPreference(), deviceIsDark()));
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
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  const setPreference = useCallback((p: ThemePreference) => setThemePreference(p), []);
  return { preference: value, setPreference };
}
