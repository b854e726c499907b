/** The contents of the menu drawer, loaded the first time the drawer opens. */
import type { MenuItem } from '#shared/schemas/domain-options.ts';
import { Icon } from '../../components/icon.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { isCurrentItem } from './menu-state.ts';
import { ThemeSwitcher } from './theme-switcher.tsx';
import './drawer-panel.css';

function DrawerItems({
  items,
  pathname,
  onNavigate,
}: {
  items: MenuItem[];
  pathname: string;
  onNavigate: () => void;
}) {
  return (
    <ul className="drawer__list">
      {items.map((item) => (
        <li key={item.uuid}>
          <SmartLink
            href={item.url}
            className="drawer__link"
            current={isCurrentItem(item, pathname)}
            onNavigate={onNavigate}
            allowExternal
          >
            {item.text}
          </SmartLink>
          {item.children?.length ? (
            <DrawerItems items={item.children} pathname={pathname} onNavigate={onNavigate} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function DrawerPanel({
  items,
  pathname,
  close,
}: {
  items: MenuItem[];
  pathname: string;
  close: () => void;
}) {
  return (
    <div className="drawer__panel">
      <div className="drawer__top">
        <ThemeSwitcher />
        <button type="button" className="drawer__close" onClick={close}>
          <span className="visually-hidden">Close menu</span>
          <Icon name="close" size={22} />
        </button>
      </div>
      <nav aria-label="Mobile">
        <DrawerItems items={items} pathname={pathname} onNavigate={close} />
      </nav>
    </div>
  );
}
