import { describe, expect, it } from 'vitest';
import { postCollectionBySlug } from '#shared/collections/post-types.ts';
import type { Post } from '#shared/schemas/content.ts';
import { readListState } from '../collections/list-state.ts';
import { byTypePath, postListSource } from './post-list-source.ts';

const members = postCollectionBySlug('members');
if (!members) throw new Error('no members collection');

function query(path: string): Record<string, string> {
  return Object.fromEntries(new URL(path, 'http://x').searchParams);
}

function post(id: number, title: string, url: string): Post {
  return { id, title, url } as Post;
}

describe('the by-type call of a post list', () => {
  it('sends type, trash, status, dates, sort and the page', () => {
    const state = readListState(
      new URLSearchParams('status=published&trash=1&from=2024-01-01&to=2024-01-31&page=2&size=10'),
      members.list,
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
    const source = postListSource(members);
    const state = readListState(new URLSearchParams('q=TACO&size=10'), members.list);
    expect(query(source.key(state))).toMatchObject({ type: '2', limit: '500', offset: '0' });
    const answer = {
      data: [
        post(1, 'Taco Loco', '/members/taco-loco'),
        post(2, 'Smoky Joe', '/members/smoky'),
        post(3, 'Tacos', '/x'),
      ],
      meta: { total: 3, limit: 500, offset: 0 },
    };
    const { rows, total } = source.rows(answer, state);
    expect(total).toBe(2);
    expect(rows.map((r) => r.id)).toEqual([1, 3]);
    const plain = readListState(new URLSearchParams(), members.list);
    expect(source.rows({ ...answer, meta: { ...answer.meta, total: 40 } }, plain).total).toBe(40);
  });

  it('links a row to its edit and page-layout screens', () => {
    const source = postListSource(members);
    expect(source.hrefs.create).toBe('/panel/members/new');
    expect(source.hrefs.row.edit(post(7, 'x', '/x'))).toBe('/panel/members/7');
    expect(source.hrefs.row.build?.(post(7, 'x', '/x'))).toBe('/panel/members/7/build');
  });
});
