import { describe, expect, it } from 'vitest';
import type { CollectionList } from '#shared/collections/collection.ts';
import { postCollectionBySlug } from '#shared/collections/post-types.ts';
import {
  canReorder,
  dateRangeParams,
  filterAndPage,
  positionForDrop,
  readListState,
  writeListState,
} from './list-state.ts';

function listOf(slug: string): CollectionList {
  const collection = postCollectionBySlug(slug);
  if (!collection) throw new Error(`no collection ${slug}`);
  return collection.list;
}

const members = listOf('members');
const blog = listOf('blog');

describe('list state', () => {
  it('starts from the collection’s default sort, first page, all statuses', () => {
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

  it('accepts the sort columns of the declared columns and sort options, and only those', () => {
    for (const by of ['position', 'title', 'url', 'created_at', 'updated_at', 'post_status_id']) {
      expect(readListState(new URLSearchParams(`sort=${by}&dir=desc`), members).sort, by).toEqual({
        by,
        dir: 'desc',
      });
    }
    expect(readListState(new URLSearchParams('sort=external_data&dir=desc'), members).sort.by).toBe(
      'position',
    );
  });

  it('widens a day range to whole days in y-MM-dd HH:mm:ss (docs/product.md#lists-and-dates)', () => {
    expect(dateRangeParams('2024-05-01', '2024-05-03')).toEqual({
      startDate: '2024-05-01 00:00:00',
      endDate: '2024-05-03 23:59:59',
    });
    expect(dateRangeParams(null, null)).toEqual({});
  });

  it('filters a full read by the text in the searched fields, any case, and pages it', () => {
    const rows = [
      { id: 1, title: 'Taco Loco', url: '/members/taco-loco' },
      { id: 2, title: 'Smoky Joe', url: '/members/smoky' },
      { id: 3, title: 'Tacos', url: '/x' },
      { id: 4, title: 'Grill', url: '/members/tacobar' },
    ];
    const state = readListState(new URLSearchParams('q=TACO&size=10'), members);
    expect(filterAndPage(rows, ['title', 'url'], state)).toEqual({
      rows: [rows[0], rows[2], rows[3]],
      total: 3,
    });
    const second = { ...state, page: 2, pageSize: 2 };
    expect(filterAndPage(rows, ['title'], second)).toEqual({ rows: [], total: 2 });
  });
});

describe('ordering by hand', () => {
  it('is offered only on the plain list in manual order', () => {
    expect(canReorder(readListState(new URLSearchParams(), members), members)).toBe(true);
    expect(canReorder(readListState(new URLSearchParams(), blog), blog)).toBe(false);
    expect(canReorder(readListState(new URLSearchParams('sort=position&dir=asc'), blog), blog)).toBe(true);
    for (const params of ['trash=1', 'status=draft', 'q=a', 'from=2024-01-01', 'sort=title&dir=asc']) {
      expect(canReorder(readListState(new URLSearchParams(params), members), members), params).toBe(false);
    }
    const unordered: CollectionList = { ...members, manualOrder: undefined };
    expect(canReorder(readListState(new URLSearchParams(), unordered), unordered)).toBe(false);
  });

  it('saves the position in the whole list, counting earlier pages', () => {
    expect(positionForDrop(readListState(new URLSearchParams(), members), 2)).toBe(2);
    expect(positionForDrop(readListState(new URLSearchParams('page=3&size=10'), members), 4)).toBe(24);
  });
});
