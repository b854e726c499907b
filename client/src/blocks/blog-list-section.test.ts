import { afterEach, describe, expect, it, vi } from 'vitest';
import { postFixture } from '#shared/testing/post-fixture.ts';
import { newestShown } from './blog-list-section.tsx';

const post = (id: number, created_at: string) => postFixture({ id, created_at });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the posts a blog list shows', () => {
  it('are the newest, without the one viewed, and ordered without locale collation', () => {
    // localeCompare's collation cost the throttled phone ~350 ms of the home page's first render
    const collation = vi.spyOn(String.prototype, 'localeCompare');
    const posts = [
      post(1, '2026-10-01 09:00:00'),
      post(2, '2026-11-20 08:00:00'),
      post(3, '2026-11-20 07:59:59'),
      post(4, '2025-12-31 23:00:00'),
      post(5, '2026-11-21 00:00:00'),
    ];
    expect(newestShown(posts, posts[4] ?? null, 3).map((p) => p.id)).toEqual([2, 3, 1]);
    expect(newestShown(posts, null, 0).map((p) => p.id)).toEqual([5]);
    expect(collation).not.toHaveBeenCalled();
  });
});
