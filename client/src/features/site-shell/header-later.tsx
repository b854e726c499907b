/**
 * The header's parts a phone loads after the document's load (decision 050), one chunk: the
 * layout above the lg breakpoint (the main menu and the theme switcher, which site-shell.css
 * hides below it) and the mobile drawer's panel, which shares them. A desktop loads it with its
 * first page (shell-parts-later.ts).
 */
import type { MenuItem } from '#shared/schemas/domain-options.ts';
import { HeaderMenu } from './header-menu.tsx';
import { ThemeSwitcher } from './theme-switcher.tsx';

export { DrawerPanel } from './drawer-panel.tsx';

export function HeaderWideTools({ items }: { items: MenuItem[] }) {
  return (
    <>
      <nav className="site-header__nav" aria-label="Main">
        <HeaderMenu items={items} />
      </nav>
      <div className="site-header__tools">
        <ThemeSwitcher />
      </div>
    </>
  );
}
