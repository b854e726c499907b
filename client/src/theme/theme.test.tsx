import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  readThemePreference,
  resolveTheme,
  setThemePreference,
  THEME_STORAGE_KEY,
  useTheme,
} from './theme.ts';

function Probe() {
  const { preference } = useTheme();
  return <p>pref:{preference}</p>;
}

describe('theme light / dark / device', () => {
  afterEach(() => localStorage.clear());

  it('resolves device from the system setting', () => {
    expect(resolveTheme('device', true)).toBe('dark');
    expect(resolveTheme('device', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('reads a remembered preference and ignores garbage', () => {
    expect(readThemePreference(localStorage)).toBe('device');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(readThemePreference(localStorage)).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readThemePreference(localStorage)).toBe('device');
  });

  it('remembers a choice, applies it to the root and tells subscribers', () => {
    render(<Probe />);
    act(() => setThemePreference('dark'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByText('pref:dark')).toBeTruthy();
    act(() => setThemePreference('light'));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.getByText('pref:light')).toBeTruthy();
  });
});
