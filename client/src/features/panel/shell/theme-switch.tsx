/** Light, dark or device: the site's one theme preference, also driving Mantine's colour scheme. */
import { SegmentedControl } from '@mantine/core';
import { THEME_PREFERENCES, type ThemePreference, useTheme } from '../../../theme/theme.ts';

const LABELS: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', device: 'Device' };

export function ThemeSwitch() {
  const { preference, setPreference } = useTheme();
  return (
    <SegmentedControl
      size="xs"
      value={preference}
      onChange={(value) => setPreference(value as ThemePreference)}
      data={THEME_PREFERENCES.map((p) => ({ value: p, label: LABELS[p] }))}
      aria-label="Theme"
    />
  );
}
