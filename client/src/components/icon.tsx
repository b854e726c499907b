/**
 * A decorative icon: a span painted in `currentColor` through a CSS mask (the shapes live in
 * icons.css), so icons cost the JavaScript bundle nothing. Always hidden from assistive tech:
 * the text beside it carries the meaning.
 */
import './icons.css';

export type IconName =
  | 'instagram'
  | 'facebook'
  | 'youtube'
  | 'tiktok'
  | 'x'
  | 'link'
  | 'sun'
  | 'moon'
  | 'device'
  | 'truck'
  | 'chevron'
  | 'menu'
  | 'close';

const SOCIAL: ReadonlySet<string> = new Set(['instagram', 'facebook', 'youtube', 'tiktok', 'x']);

/** The icon of a social network by its name (`twitter` is `x`); a link icon for any other. */
export function socialIconName(name: string): IconName {
  const key = name.toLowerCase() === 'twitter' ? 'x' : name.toLowerCase();
  return SOCIAL.has(key) ? (key as IconName) : 'link';
}

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return <span className={`icon icon--${name}`} style={{ width: size, height: size }} aria-hidden="true" />;
}
