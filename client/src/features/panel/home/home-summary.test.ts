import { describe, expect, it } from 'vitest';
import type { Post } from '#shared/schemas/content.ts';
import { loadHomeSummary, newestFirst } from './home-summary.ts';

const post = (id: number, type: number, updated: string, status = 2) =>
  ({ id, post_type_id: type, post_status_id: status, updated_at: updated, title: `P${id}` }) as Post;

describe('panel home summary', () => {
  it('counts posts and drafts per type and merges the recent ones', async () => {
    const calls: string[] = [];
    const read = async <T>(path: string): Promise<T> => {
      calls.push(path);
      const params = new URL(path, 'http://x').searchParams;
      const type = Number(params.get('type'));
      const drafts = params.get('status') === '1';
      const data = drafts
        ? [post(type * 10 + 1, type, `2024-01-0${type} 09:00:00`, 1)]
        : [post(type * 10, type, `2024-02-0${type} 09:00:00`)];
      return { data, meta: { total: drafts ? 1 : type * 2 } } as T;
    };
    const summary = await loadHomeSummary(read);
    expect(calls).toHaveLength(12);
    expect(calls.every((c) => c.includes('sortBy=updated_at') && c.includes('sortDir=desc'))).toBe(true);
    expect(summary.types.map((t) => [t.type.slug, t.total, t.drafts])).toEqual([
      ['pages', 2, 1],
      ['members', 4, 1],
      ['cuisines', 6, 1],
      ['showcases', 8, 1],
      ['caterings', 10, 1],
      ['blog', 12, 1],
    ]);
    expect(summary.recentlyChanged[0]?.id).toBe(60);
    expect(summary.recentDrafts.every((p) => p.post_status_id === 1)).toBe(true);
  });

  it('sorts newest first and cuts', () => {
    const list = [
      post(1, 1, '2024-01-01 00:00:00'),
      post(2, 1, '2024-03-01 00:00:00'),
      post(3, 1, '2024-02-01 00:00:00'),
    ];
    expect(newestFirst(list, 2).map((p) => p.id)).toEqual([2, 3]);
  });
});
