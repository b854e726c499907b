/**
 * The site map's `lastmod` of a member's page includes its stops (docs/decisions/049): the later
 * of the post's `updated_at` and those of its stops and their exceptions. A removed stop leaves
 * no date behind (nothing is kept of it).
 */

import { POST_TYPE } from '#shared/ids/post-types.ts';
import type { SitemapEntry } from '#shared/schemas/sitemap.ts';
import type { Stores } from '../stores.ts';

/** `entries` with each published member's `updated_at` moved to its last stop change, if later */
export async function withStopChanges(
  stores: Stores,
  domainId: number,
  entries: SitemapEntry[],
): Promise<SitemapEntry[]> {
  const [members, stops, exceptions] = await Promise.all([
    stores.posts.listPublished(domainId, { typeId: POST_TYPE.member }),
    stores.collections.stops.list(domainId),
    stores.collections['stop-exceptions'].list(domainId),
  ]);
  if (stops.length === 0) return entries;
  const memberOfStop = new Map(stops.map((stop) => [stop.id, stop.member_id]));
  const latest = new Map<number, string>();
  const note = (memberId: number | undefined, at: string) => {
    if (memberId !== undefined && at > (latest.get(memberId) ?? '')) latest.set(memberId, at);
  };
  for (const stop of stops) note(stop.member_id, stop.updated_at);
  for (const exception of exceptions) note(memberOfStop.get(exception.stop_id), exception.updated_at);
  const byUrl = new Map(
    members.flatMap((m) => (latest.has(m.id) ? [[m.url, latest.get(m.id) as string]] : [])),
  );
  return entries.map((entry) => {
    const changed = byUrl.get(entry.url);
    // both are stored as UTC `YYYY-MM-DD HH:MM:SS`, sortable as text
    return changed && changed > (entry.updated_at ?? '') ? { ...entry, updated_at: changed } : entry;
  });
}
