/**
 * A session's device as a person reads it, from the User-Agent the browser sent when signing in:
 * "Chrome 131 on macOS", "Safari 17 on iPhone", "Firefox 133 on Windows 10". The parsing is
 * bowser's (a small, well-kept browser detector); what it cannot read is "Unknown device".
 */
import Bowser from 'bowser';

export const UNKNOWN_DEVICE = 'Unknown device';

export function deviceLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const { browser, os, platform } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const browserName = browser.name ? [browser.name, major].filter(Boolean).join(' ') : '';
  // a phone or tablet says what it is; a computer says its system
  const system =
    platform.model && platform.type !== 'desktop'
      ? platform.model
      : [os.name, os.name === 'Windows' ? os.versionName : undefined].filter(Boolean).join(' ');
  if (browserName && system) return `${browserName} on ${system}`;
  return browserName || system || UNKNOWN_DEVICE;
}
