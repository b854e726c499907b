/**
 * A blog list's category filter for visitors: "All" and one link per category that has posts,
 * the chosen one in the address (`?category=ID`) so a filtered list can be shared and crawled.
 * The row keeps its height while the categories load (no layout shift).
 */
import { Link, useLocation } from 'react-router';
import type { Category } from '#shared/schemas/content.ts';
import './category-chips.css';

export const CATEGORY_PARAM = 'category';

/** The category the address chooses, when it is one of `inUse` (ids of categories with posts). */
export function chosenCategory(search: string, inUse: ReadonlySet<number>): number | null {
  const id = Number(new URLSearchParams(search).get(CATEGORY_PARAM));
  return inUse.has(id) ? id : null;
}

export function CategoryChips({
  categories,
  chosen,
}: {
  categories: readonly Category[];
  chosen: number | null;
}) {
  const { pathname } = useLocation();
  const chip = (label: string, id: number | null) => (
    <li key={id ?? 'all'}>
      <Link
        className="chip"
        to={id === null ? pathname : `${pathname}?${CATEGORY_PARAM}=${id}`}
        aria-current={chosen === id ? 'page' : undefined}
        preventScrollReset
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav className="chips" aria-label="Filter by category">
      <ul>
        {categories.length > 0 ? [chip('All', null), ...categories.map((c) => chip(c.name, c.id))] : null}
      </ul>
    </nav>
  );
}
