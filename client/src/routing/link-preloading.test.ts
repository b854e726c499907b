import { describe, expect, it } from 'vitest';
import { createPreloadQueue, preloadingAllowed } from './link-preloading.ts';

describe('link preloading (docs/product.md#client-timings)', () => {
  it('runs at most 5 preloads at once, each path once', async () => {
    const started: string[] = [];
    const finish: Array<() => void> = [];
    const queue = createPreloadQueue((path) => {
      started.push(path);
      return new Promise<void>((resolve) => finish.push(resolve));
    });
    for (let i = 0; i < 8; i++) queue.request(`/p${i}`);
    queue.request('/p0');
    expect(started).toEqual(['/p0', '/p1', '/p2', '/p3', '/p4']);
    expect(queue.active).toBe(5);
    expect(queue.waiting).toBe(3);
    finish[0]?.();
    finish[1]?.();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toHaveLength(7);
    expect(queue.active).toBe(5);
  });

  it('keeps going after a failed preload', async () => {
    const started: string[] = [];
    const queue = createPreloadQueue(async (path) => {
      started.push(path);
      throw new Error('offline');
    }, 1);
    queue.request('/a');
    queue.request('/b');
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(['/a', '/b']);
  });

  it('is skipped on slow connections and with data-saver', () => {
    expect(preloadingAllowed(undefined)).toBe(true);
    expect(preloadingAllowed({ effectiveType: '4g' })).toBe(true);
    expect(preloadingAllowed({ effectiveType: '2g' })).toBe(false);
    expect(preloadingAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(preloadingAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
