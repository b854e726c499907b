/**
 * Mantine for the staff screens (auth and panel), loaded only in their lazy chunks: its CSS is
 * imported here, never from main.tsx. The colour scheme follows the site's own theme preference
 * (light, dark or device) from the site shell, so the panel and the public site always agree.
 */
import '@mantine/core/styles.css';
import '@mantine/tiptap/styles.css';
import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  MantineProvider,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { resolveTheme, useTheme } from '../theme/theme.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeDevice(listener: () => void): () => void {
  const query = globalThis.matchMedia?.(DARK_QUERY);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

function deviceIsDark(): boolean {
  return globalThis.matchMedia?.(DARK_QUERY).matches ?? false;
}

export function useResolvedColorScheme(): 'light' | 'dark' {
  const { preference } = useTheme();
  const dark = useSyncExternalStore(subscribeDevice, deviceIsDark, () => false);
  return resolveTheme(preference, dark);
}

/**
 * The site's warm orange, darkened where text sits on it or it sits on text so every pairing
 * meets WCAG AA (white on shade 6 and 8, shade 6 on white, shade 4 on the dark background).
 */
const ember: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#f76707',
  '#a63f08',
  '#933806',
  '#7f3005',
  '#662604',
];

/** Mantine's dimmed grey is too light on white for small text: a darker one in light mode. */
const resolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});

const staffTheme = createTheme({
  colors: { ember },
  primaryColor: 'ember',
  primaryShade: { light: 6, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});

export function StaffThemeProvider({ children }: { children: ReactNode }) {
  const scheme = useResolvedColorScheme();
  return (
    <MantineProvider theme={staffTheme} forceColorScheme={scheme} cssVariablesResolver={resolver}>
      {children}
    </MantineProvider>
  );
}
