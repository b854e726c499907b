/**
 * Which menu item is the current one: an item whose url is the current path (or that the API
 * marks `isSelected`), and a dropdown when one of its children is current.
 */
import type { MenuItem } from '#shared/schemas/domain-options.ts';

export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

export function isCurrentItem(item: MenuItem, pathname: string): boolean {
  return normalisePath(item.url) === normalisePath(pathname);
}

export function containsCurrent(item: MenuItem, pathname: string): boolean {
  return (item.children ?? []).some(
    (child) => isCurrentItem(child, pathname) || containsCurrent(child, pathname),
  );
}

export function isDropdown(item: MenuItem): boolean {
  return item.mode === 'dropdown' && (item.children?.length ?? 0) > 0;
}
