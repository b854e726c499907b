/**
 * The sessions list by device: one group per device and browser ("Chrome 131 on Linux") with its
 * sessions, how many, and when one of them was last used — a day of signing in from one browser
 * is one row, not fifty. The group of this device comes first, then the most recently used; in a
 * group, this session first, then by last use. Groups and a group's sessions are shown a page at a
 * time.
 */
import type { AccountSession } from '#shared/schemas/account-security.ts';

export const SESSION_GROUPS_PER_PAGE = 5;
export const SESSIONS_PER_PAGE = 5;

export interface SessionGroup {
  device: string;
  /** this session first, then the most recently used */
  sessions: AccountSession[];
  /** whether this request's session is one of them */
  current: boolean;
  /** the latest use of any of them (ISO 8601) */
  lastUsedAt: string;
  /** where the most recently used one was used from */
  address: string | null;
}

const byLastUse = (a: AccountSession, b: AccountSession) => b.last_used_at.localeCompare(a.last_used_at);

export function groupSessions(sessions: readonly AccountSession[]): SessionGroup[] {
  const byDevice = new Map<string, AccountSession[]>();
  for (const session of sessions) {
    const list = byDevice.get(session.device);
    if (list) list.push(session);
    else byDevice.set(session.device, [session]);
  }
  const groups = [...byDevice].map(([device, list]): SessionGroup => {
    const recent = [...list].sort(byLastUse);
    const sorted = [...recent.filter((s) => s.current), ...recent.filter((s) => !s.current)];
    const latest = recent[0] as AccountSession;
    return {
      device,
      sessions: sorted,
      current: sorted.some((s) => s.current),
      lastUsedAt: latest.last_used_at,
      address: latest.address,
    };
  });
  return groups.sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt),
  );
}

/** The ids a group's "sign out" ends: all of them but this session's own. */
export function otherSessionIds(group: SessionGroup): string[] {
  return group.sessions.filter((s) => !s.current).map((s) => s.id);
}

/** Page `page` (from 1) of `items`, `size` a page; a page past the end is the last one. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size: number,
): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const shown = Math.min(Math.max(1, page), pages);
  return { items: items.slice((shown - 1) * size, shown * size), page: shown, pages };
}
