import { describe, expect, it } from 'vitest';
import type { AccountSession } from '#shared/schemas/account-security.ts';
import { groupSessions, otherSessionIds, pageOf } from './session-groups.ts';

const at = (minutesAgo: number) =>
  new Date(Date.UTC(2026, 10, 30, 12, 0) - minutesAgo * 60_000).toISOString();
const session = (id: string, device: string, minutesAgo: number, current = false): AccountSession => ({
  id,
  device,
  address: `10.0.0.${id.length}`,
  created_at: at(minutesAgo + 60),
  last_used_at: at(minutesAgo),
  current,
});

describe('the sessions by device', () => {
  it('makes one group per device, this device first, then the most recently used', () => {
    const groups = groupSessions([
      session('a', 'Chrome 131 on Linux', 30),
      session('b', 'Safari 17 on iPhone', 5),
      session('c', 'Chrome 131 on Linux', 90),
      session('d', 'Firefox 133 on Windows', 600),
      session('e', 'Chrome 131 on Linux', 2, true),
    ]);
    expect(groups.map((g) => [g.device, g.sessions.map((s) => s.id), g.current, g.lastUsedAt])).toEqual([
      ['Chrome 131 on Linux', ['e', 'a', 'c'], true, at(2)],
      ['Safari 17 on iPhone', ['b'], false, at(5)],
      ['Firefox 133 on Windows', ['d'], false, at(600)],
    ]);
  });

  it('signs out a group’s sessions but this one', () => {
    const [mine] = groupSessions([session('a', 'X', 3), session('b', 'X', 1, true), session('c', 'X', 9)]);
    expect(otherSessionIds(mine as NonNullable<typeof mine>)).toEqual(['a', 'c']);
  });

  it('fifty-five sessions of one browser are one row', () => {
    const many = Array.from({ length: 55 }, (_, i) => session(`s${i}`, 'Chrome 131 on Linux', i, i === 0));
    const groups = groupSessions(many);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.sessions).toHaveLength(55);
  });
});

describe('a page of a list', () => {
  it('pages from 1 and keeps a page past the end on the last one', () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(pageOf(items, 1, 5)).toEqual({ items: [0, 1, 2, 3, 4], page: 1, pages: 3 });
    expect(pageOf(items, 3, 5)).toEqual({ items: [10, 11], page: 3, pages: 3 });
    expect(pageOf(items, 9, 5)).toEqual({ items: [10, 11], page: 3, pages: 3 });
    expect(pageOf([], 1, 5)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
