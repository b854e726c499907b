/**
 * The header menu (`menuBody.header`): links, and dropdowns as a link plus a toggle button
 * (disclosure pattern: Enter/Space open it, Escape closes it and returns focus, leaving it with
 * Tab or a click elsewhere closes it). The current item is marked with aria-current.
 */
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { MenuItem } from '#shared/schemas/domain-options.ts';
import { Icon } from '../../components/icon.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { containsCurrent, isCurrentItem, isDropdown } from './menu-state.ts';
import './header-menu.css';

function DropdownItem({ item }: { item: MenuItem }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close when the page changes
  useEffect(() => setOpen(false), [pathname]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const active = isCurrentItem(item, pathname) || containsCurrent(item, pathname) || item.isSelected === true;
  return (
    <li
      className={`main-menu__item main-menu__item--dropdown${active ? ' is-active' : ''}`}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <SmartLink
        href={item.url}
        className="main-menu__link"
        current={isCurrentItem(item, pathname)}
        allowExternal
      >
        {item.text}
      </SmartLink>
      <button
        ref={button}
        type="button"
        className="main-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="visually-hidden">{`${item.text}: more`}</span>
        <Icon name="chevron" size={16} />
      </button>
      <ul id={listId} className="main-menu__dropdown" hidden={!open}>
        {(item.children ?? []).map((child) => (
          <li key={child.uuid}>
            <SmartLink
              href={child.url}
              className="main-menu__dropdown-link"
              current={isCurrentItem(child, pathname)}
              allowExternal
            >
              {child.text}
            </SmartLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function HeaderMenu({ items }: { items: MenuItem[] }) {
  const { pathname } = useLocation();
  return (
    <ul className="main-menu">
      {items.map((item) =>
        isDropdown(item) ? (
          <DropdownItem key={item.uuid} item={item} />
        ) : (
          <li
            key={item.uuid}
            className={`main-menu__item${isCurrentItem(item, pathname) || item.isSelected ? ' is-active' : ''}`}
          >
            <SmartLink
              href={item.url}
              className="main-menu__link"
              current={isCurrentItem(item, pathname)}
              allowExternal
            >
              {item.text}
            </SmartLink>
          </li>
        ),
      )}
    </ul>
  );
}
