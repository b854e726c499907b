import { Link } from 'react-router';
import { ROUTES } from '#shared/routes.ts';
import { useMenus, useSiteOptions } from '../../content/site-settings.ts';
import { TruckGlyph } from './header-glyphs.tsx';
import { HeaderMenu } from './header-menu.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { ThemeSwitcher } from './theme-switcher.tsx';

export function SiteHeader() {
  const { options } = useSiteOptions();
  const menus = useMenus();
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
        <nav className="site-header__nav" aria-label="Main">
          <HeaderMenu items={menus.header} />
        </nav>
        <div className="site-header__tools">
          <ThemeSwitcher />
        </div>
        <div className="site-header__mobile">
          <MobileDrawer items={menus.header} label={options.menu_title || 'Menu'} />
        </div>
      </div>
    </header>
  );
}
