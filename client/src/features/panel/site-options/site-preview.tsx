/**
 * A live preview of the site's colours, light and dark side by side: the header (logo mark, name,
 * menu with its active item), a heading with its eyebrow, a link, a button, a card and the footer's
 * join strip — painted by the public site's own rules (base.css derives its tokens on .site-preview too)
 * from the colours being edited. It only shows; the contrast report says the same in words.
 */
import { Icon } from '../../../components/icon.tsx';
import type { ColorValues, SiteTheme } from './color-contrast.ts';
import { readableTextOn } from './color-contrast.ts';
import './site-preview.css';

/** The root variables the site shell sets (shared/site-colors.ts). */
export function previewVariables(colors: ColorValues): Record<string, string> {
  return {
    '--color-accent-text': colors[1],
    '--color-primary-text': colors[2],
    '--color-accent-bg': colors[4],
    '--color-accent-bg-contrast': readableTextOn(colors[4]),
    '--color-primary-bg': colors[5],
    '--color-primary-bg-contrast': readableTextOn(colors[5]),
    '--color-base-text': colors[7],
  };
}

interface SitePreviewProps {
  colors: ColorValues;
  theme: SiteTheme;
  siteName: string;
  logo: string | null;
  /** the header menu's items (their labels), keyed */
  menu: readonly { key: string; text: string }[];
}

export function SitePreview({ colors, theme, siteName, logo, menu }: SitePreviewProps) {
  const items =
    menu.length > 0 ? menu.slice(0, 3) : ['Home', 'Members', 'Catering'].map((text) => ({ key: text, text }));
  return (
    <div
      className="site-preview"
      data-preview-theme={theme}
      style={previewVariables(colors)}
      data-testid={`site-preview-${theme}`}
      // a picture of the site: its text is there to be seen, the contrast report says it in words
      role="img"
      aria-label={`Preview of the site's header, a button and a card on the ${theme} theme`}
    >
      <div className="site-preview__header">
        <span className="site-preview__brand">
          {logo ? (
            <img className="site-preview__logo" src={logo} alt="" width={32} height={32} />
          ) : (
            <span className="site-preview__mark">
              <Icon name="truck" size={20} />
            </span>
          )}
          <span className="site-preview__brand-name">{siteName || 'Your site'}</span>
        </span>
        <span className="site-preview__nav">
          {items.map((item, index) => (
            <span key={item.key} className="site-preview__nav-link" data-active={index === 0 || undefined}>
              {item.text}
            </span>
          ))}
        </span>
        <span className="site-preview__menu-button">Menu</span>
      </div>
      <div className="site-preview__body">
        <p className="site-preview__eyebrow">Tonight at the depot</p>
        <p className="site-preview__title">Street food, every night</p>
        <p className="site-preview__text">
          Find a truck near you or <span className="site-preview__link">book us for your event</span>.
        </p>
        <span className="site-preview__button">See the trucks</span>
        <div className="site-preview__card">
          <p className="site-preview__card-title">A card of the site</p>
          <p className="site-preview__muted">Its text, quieter.</p>
          <span className="site-preview__link">Read more</span>
        </div>
      </div>
      <div className="site-preview__join">Join the collective</div>
    </div>
  );
}
