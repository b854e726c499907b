import { describe, expect, it } from 'vitest';
import { postTypeScreensBySegment } from '#shared/post-type-screens.ts';
import type { Post } from '#shared/schemas/content.ts';
import {
  byTypePath,
  canReorder,
  dateRangeParams,
  positionForDrop,
  readListState,
  visibleRows,
  writeListState,
} from './post-list-query.ts';

function screensOf(segment: string) {
  const type = postTypeScreensBySegment(segment);
  if (!type) throw new Error(`no post type ${segment}`);
  return type;
}

const members = screensOf('members');
const blog = screensOf('blog');

function query(path: string): Record<string, string> {
  return Object.fromEntries(new URL(path, 'http://x').searchParams);
}

function post(id: number, title: string, url: string): Post {
  return { id, title, url } as Post;
}

describe('post list state', () => {
  it('starts from the type’s default sort, first page, all statuses', () => {
    expect(readListState(new URLSearchParams(), members)).toMatchObject({
      status: 'all',
      trash: false,
      sort: { by: 'position', dir: 'asc' },
      page: 1,
      pageSize: 25,
      text: '',
    });
    expect(readListState(new URLSearchParams(), blog).sort).toEqual({ by: 'created_at', dir: 'desc' });
  });

  it('ignores values it does not know and round-trips the ones it does', () => {
    const state = readListState(
      new URLSearchParams('status=weird&sort=drop&page=-2&size=7&from=2024-02-30&to=2024-03-01'),
      members,
    );
    expect(state).toMatchObject({
      status: 'all',
      sort: { by: 'position' },
      page: 1,
      pageSize: 25,
      from: null,
    });
    expect(state.to).toBe('2024-03-01');
    const again = readListState(
      writeListState({ ...state, status: 'draft', trash: true, page: 3, text: 'taco' }, members),
      members,
    );
    expect(again).toMatchObject({ status: 'draft', trash: true, page: 3, text: 'taco', to: '2024-03-01' });
  });
});

describe('the by-type call', () => {
  it('widens the date range to whole days in y-MM-dd HH:mm:ss (spec §9)', () => {
    expect(dateRangeParams('2024-05-01', '2024-05-03')).toEqual({
      startDate: '2024-05-01 00:00:00',
      endDate: '2024-05-03 23:59:59',
    });
    expect(dateRangeParams(null, null)).toEqual({});
  });

  it('sends type, trash, status, dates, sort and the page', () => {
    const state = readListState(
      new URLSearchParams('status=published&trash=1&from=2024-01-01&to=2024-01-31&page=2&size=10'),
      members,
    );
    expect(query(byTypePath(2, state))).toEqual({
      type: '2',
      deleted: 'true',
      status: '2',
      startDate: '2024-01-01 00:00:00',
      endDate: '2024-01-31 23:59:59',
      sortBy: 'position',
      sortDir: 'asc',
      limit: '10',
      offset: '10',
    });
  });

  it('reads the full list (limit 500) when a text filter is set, and filters and pages it here', () => {
    const state = readListState(new URLSearchParams('q=TACO&size=10'), members);
    expect(query(byTypePath(2, state))).toMatchObject({ limit: '500', offset: '0' });
    const answer = {
      data: [
        post(1, 'Taco Loco', '/members/taco-loco'),
        post(2, 'Smoky Joe', '/members/smoky'),
        post(3, 'Tacos', '/x'),
      ],
      meta: { total: 3, limit: 500, offset: 0 },
    };
    const { rows, total } = visibleRows(answer, state);
    expect(total).toBe(2);
    expect(rows.map((r) => r.id)).toEqual([1, 3]);
  });
});

describe('drag-and-drop ordering', () => {
  it('is offered only on the plain list in manual order', () => {
    expect(canReorder(readListState(new URLSearchParams(), members))).toBe(true);
    expect(canReorder(readListState(new URLSearchParams(), blog))).toBe(false);
    for (const params of ['trash=1', 'status=draft', 'q=a', 'from=2024-01-01', 'sort=title&dir=asc']) {
      expect(canReorder(readListState(new URLSearchParams(params), members)), params).toBe(false);
    }
  });

  it('saves the position in the whole list, counting earlier pages', () => {
    expect(positionForDrop(readListState(new URLSearchParams(), members), 2)).toBe(2);
    expect(positionForDrop(readListState(new URLSearchParams('page=3&size=10'), members), 4)).toBe(24);
  });
});
