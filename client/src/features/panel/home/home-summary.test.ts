import { describe, expect, it } from 'vitest';
import type { Post } from '#shared/schemas/content.ts';
import type { Submission } from '#shared/schemas/forms.ts';
import type { WaitingDraft } from '#shared/schemas/posts.ts';
import { loadHomeSummary, NEW_REQUESTS_PATH, newestFirst, waitingItems } from './home-summary.ts';

const request = (id: number): Submission => ({
  id,
  form: 'catering',
  fields: { name: `Guest ${id}`, email: `g${id}@example.test` },
  created_at: '2024-03-01 10:00:00',
  status: 'new',
  read_at: null,
  handled_at: null,
  handled_by: null,
});

const draft = (id: number, type: number, saved: string, status = 2): WaitingDraft => ({
  id,
  post_type_id: type,
  post_status_id: status,
  title: `P${id}`,
  url: `/p${id}`,
  publish_at: null,
  saved_at: saved,
  saved_by: 1,
});

const post = (id: number, type: number, updated: string, status = 2) =>
  ({ id, post_type_id: type, post_status_id: status, updated_at: updated, title: `P${id}` }) as Post;

describe('panel home summary', () => {
  it('counts posts and drafts per type and merges the recent ones', async () => {
    const calls: string[] = [];
    const read = async <T>(path: string): Promise<T> => {
      calls.push(path);
      if (path === NEW_REQUESTS_PATH)
        return { data: [request(9), request(8)], meta: { total: 5, limit: 3, offset: 0, unread: 5 } } as T;
      if (path === '/api/posts/drafts') return { data: [draft(60, 6, '2024-03-01 10:00:00')] } as T;
      const params = new URL(path, 'http://x').searchParams;
      const type = Number(params.get('type'));
      const drafts = params.get('status') === '1';
      const data = drafts
        ? [post(type * 10 + 1, type, `2024-01-0${type} 09:00:00`, 1)]
        : [post(type * 10, type, `2024-02-0${type} 09:00:00`)];
      return { data, meta: { total: drafts ? 1 : type * 2 } } as T;
    };
    const summary = await loadHomeSummary(read);
    expect(calls).toHaveLength(14);
    const postCalls = calls.filter((c) => c.startsWith('/api/posts/by-type'));
    expect(postCalls).toHaveLength(12);
    expect(postCalls.every((c) => c.includes('sortBy=updated_at') && c.includes('sortDir=desc'))).toBe(true);
    expect(summary.types.map((t) => [t.type.slug, t.total, t.drafts])).toEqual([
      ['pages', 2, 1],
      ['members', 4, 1],
      ['cuisines', 6, 1],
      ['showcases', 8, 1],
      ['caterings', 10, 1],
      ['blog', 12, 1],
    ]);
    expect(summary.recentlyChanged[0]?.id).toBe(60);
    expect(summary.waiting.map((w) => [w.id, w.post_status_id, w.hasDraft])).toEqual([
      [60, 2, true],
      [61, 1, false],
      [51, 1, false],
      [41, 1, false],
      [31, 1, false],
      [21, 1, false],
    ]);
    expect(summary.draftIds).toEqual([60]);
  });

  it('counts the new requests of the inbox and keeps the newest', async () => {
    const read = async <T>(path: string): Promise<T> =>
      (path === NEW_REQUESTS_PATH
        ? { data: [request(9), request(8)], meta: { total: 5, limit: 3, offset: 0, unread: 5 } }
        : { data: [], meta: { total: 0 } }) as T;
    const summary = await loadHomeSummary(read);
    expect(summary.requests.count).toBe(5);
    expect(summary.requests.latest.map((s) => s.id)).toEqual([9, 8]);
    expect(NEW_REQUESTS_PATH).toBe('/api/submissions?status=new&limit=3&offset=0');
  });

  it('lists a post in draft with a draft of its own once, by its newest change', () => {
    const items = waitingItems(
      [post(1, 1, '2024-01-05 00:00:00', 1), post(2, 1, '2024-01-01 00:00:00', 1)],
      [draft(2, 1, '2024-01-09 00:00:00', 1), draft(3, 6, '2024-01-03 00:00:00')],
      6,
    );
    expect(items.map((i) => [i.id, i.hasDraft, i.changed_at])).toEqual([
      [2, true, '2024-01-09 00:00:00'],
      [1, false, '2024-01-05 00:00:00'],
      [3, true, '2024-01-03 00:00:00'],
    ]);
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
