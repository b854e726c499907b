import { Link } from 'react-router';
import { ROUTES } from '#shared/routes.ts';
import { useMenus, useSiteOptions } from '../../content/site-settings.ts';
import { useFirstScreenOnly } from '../../routing/first-screen.ts';
import { TruckGlyph } from './header-glyphs.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { HeaderWideTools, NARROW } from './shell-parts-later.ts';

/**
 * Which of the header's two layouts the first commit leaves out (routing/first-screen.ts): the one
 * the viewport's width hides. On a phone the main menu and the theme switcher were 37 of the 110
 * elements of `/`'s first commit (58 % of `/about`'s), rendered and built for nothing before the
 * first paint; they follow in the commit after it, hidden as before, so nothing moves, and their
 * code after the document's load (shell-parts-later.ts, decision 050).
 */
function useHiddenLayout(): 'wide' | 'narrow' | undefined {
  const firstScreenOnly = useFirstScreenOnly();
  if (!firstScreenOnly || typeof matchMedia !== 'function') return undefined;
  return matchMedia(NARROW).matches ? 'wide' : 'narrow';
}

export function SiteHeader() {
  const { options } = useSiteOptions();
  const menus = useMenus();
  const hidden = useHiddenLayout();
  const name = options.title;
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to={ROUTES.home} className="brand" aria-label={name ? `${name}, home` : 'Home'}>
          {options.logo ? (
            <img className="brand__logo" src={options.logo} alt="" width={40} height={40} />
          ) : (
            <span className="brand__mark" aria-hidden="true">
              <TruckGlyph size={28} />
            </span>
          )}
          <span className="brand__name">{name}</span>
        </Link>
        {hidden === 'wide' ? null : <HeaderWideTools items={menus.header} />}
        {hidden === 'narrow' ? null : (
          <div className="site-header__mobile">
            <MobileDrawer items={menus.header} label={options.menu_title || 'Menu'} />
          </div>
        )}
      </div>
    </header>
  );
}
