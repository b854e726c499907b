/**
 * The theme the page starts in (docs/product.md#screen-behaviour): the remembered preference
 * (localStorage), light, dark or device, resolved and set as `data-theme` on the root element
 * before the first render. The switcher's hook is theme.ts, loaded with the switcher, after the
 * document's load on a phone (decision 050).
 */
export type ThemePreference = 'light' | 'dark' | 'device';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme-preference';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

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

let preference: ThemePreference | undefined;

export function currentPreference(): ThemePreference {
  preference ??= readThemePreference(globalThis.localStorage);
  return preference;
}

/** The preference of this page from now on (theme.ts's setThemePreference stores it). */
export function notePreference(next: ThemePreference): void {
  preference = next;
}

export function deviceIsDark(): boolean {
  return globalThis.matchMedia?.(DARK_QUERY).matches ?? false;
}

/** Applies the remembered theme before the first render (no flash of the wrong theme). */
export function applyInitialTheme(): void {
  applyTheme(document.documentElement, resolveTheme(currentPreference(), deviceIsDark()));
}
