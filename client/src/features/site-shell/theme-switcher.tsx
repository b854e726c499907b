/** Light / dark / device, as a labelled group of radio buttons. */
import { useId } from 'react';
import { Icon, type IconName } from '../../components/icon.tsx';
import { THEME_PREFERENCES, type ThemePreference, useTheme } from '../../theme/theme.ts';
import './theme-switcher.css';

const ICONS: Record<ThemePreference, IconName> = { light: 'sun', dark: 'moon', device: 'device' };
const LABELS: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', device: 'Device' };
export function ThemeSwitcher() {
  const { preference, setPreference } = useTheme();
  const name = useId();
  return (
    <fieldset className="theme-switcher">
      <legend className="visually-hidden">Theme</legend>
      {THEME_PREFERENCES.map((option) => (
        <label key={option} className="theme-switcher__option" title={`${LABELS[option]} theme`}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={preference === option}
            onChange={() => setPreference(option)}
            className="visually-hidden"
          />
          <Icon name={ICONS[option]} size={18} />
          <span className="visually-hidden">{LABELS[option]}</span>
        </label>
      ))}
    </fieldset>
  );
}
