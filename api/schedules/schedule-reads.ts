/**
 * What visitors read of a site's schedules (docs/decisions/049): the stops of its published
 * members expanded from now, in the site's zone (stop-occurrences.ts), and the stored stops the
 * iCalendar feeds are made from. A member in draft or in the trash has no public stops.
 */

import { DEFAULT_TIME_ZONE } from '#shared/domain-defaults.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { addDays, expandOccurrences, type MemberOfStops } from '#shared/schedules/stop-occurrences.ts';
import type { ScheduleFeed, StopOccurrence } from '#shared/schemas/stops.ts';
import { dayInTimeZone, isTimeZone } from '#shared/time-zones.ts';
import type { Stores } from '../stores.ts';
import { stopCollection } from './stop-collection.ts';
import { stopExceptionCollection } from './stop-exception-collection.ts';

/** how far ahead a member's next stops are looked for */
export const NEXT_STOPS_DAYS = 60;
export const NEXT_STOPS_LIMIT = 10;

interface SiteSchedule {
  zone: string;
  today: string;
  occurrences(from: string, to: string, memberId?: number): StopOccurrence[];
}

async function siteZone(stores: Stores, domainId: number): Promise<string> {
  const { time_zone } = await stores.settings.read(domainId, 'options');
  return time_zone && isTimeZone(time_zone) ? time_zone : DEFAULT_TIME_ZONE;
}

async function publishedMembers(stores: Stores, domainId: number): Promise<Map<number, MemberOfStops>> {
  const rows = await stores.posts.listPublished(domainId, { typeId: POST_TYPE.member });
  return new Map(rows.map((row) => [row.id, { id: row.id, title: row.title, url: row.url }]));
}

/** the site's stops and exceptions, ready to expand at `now` */
export async function siteSchedule(stores: Stores, domainId: number, now: Date): Promise<SiteSchedule> {
  const [zone, members, stops, exceptions] = await Promise.all([
    siteZone(stores, domainId),
    publishedMembers(stores, domainId),
    stores.collections.stops.list(domainId),
    stores.collections['stop-exceptions'].list(domainId),
  ]);
  const withSite = { domain_id: domainId };
  return {
    zone,
    today: dayInTimeZone(now, zone),
    occurrences: (from, to, memberId) =>
      expandOccurrences(
        stops
          .filter((stop) => memberId === undefined || stop.member_id === memberId)
          .map((s) => ({ ...s, ...withSite })),
        exceptions.map((e) => ({ ...e, ...withSite })),
        { zone, now, from, to, members },
      ),
  };
}

export async function todayOf(stores: Stores, domainId: number, now: Date) {
  const schedule = await siteSchedule(stores, domainId, now);
  return {
    time_zone: schedule.zone,
    date: schedule.today,
    occurrences: schedule.occurrences(schedule.today, schedule.today),
  };
}

export async function weekOf(stores: Stores, domainId: number, now: Date) {
  const schedule = await siteSchedule(stores, domainId, now);
  const occurrences = schedule.occurrences(schedule.today, addDays(schedule.today, 6));
  const days = Array.from({ length: 7 }, (_, n) => addDays(schedule.today, n)).map((date) => ({
    date,
    occurrences: occurrences.filter((occurrence) => occurrence.date === date),
  }));
  return { time_zone: schedule.zone, days };
}

/** a published member's next occurrences; undefined when the site has no such published member */
export async function memberNextStops(
  stores: Stores,
  domainId: number,
  memberId: number,
  now: Date,
  limit: number,
) {
  const schedule = await siteSchedule(stores, domainId, now);
  const members = await publishedMembers(stores, domainId);
  if (!members.has(memberId)) return undefined;
  const occurrences = schedule.occurrences(
    schedule.today,
    addDays(schedule.today, NEXT_STOPS_DAYS),
    memberId,
  );
  return { time_zone: schedule.zone, member_id: memberId, occurrences: occurrences.slice(0, limit) };
}

/**
 * the feeds' stops: every stop of the published members (or of one), with its exceptions;
 * undefined when `memberId` is no published member of the site
 */
export async function feedOf(
  stores: Stores,
  domainId: number,
  memberId?: number,
): Promise<ScheduleFeed | undefined> {
  const [zone, members, stops, exceptions] = await Promise.all([
    siteZone(stores, domainId),
    publishedMembers(stores, domainId),
    stores.collections.stops.list(domainId),
    stores.collections['stop-exceptions'].list(domainId),
  ]);
  const only = memberId === undefined ? null : members.get(memberId);
  if (only === undefined) return undefined;
  return {
    time_zone: zone,
    member: only,
    stops: stops.flatMap((stop) => {
      const member = members.get(stop.member_id);
      if (!member || (memberId !== undefined && stop.member_id !== memberId)) return [];
      const own = exceptions.filter((e) => e.stop_id === stop.id);
      return [
        { ...stopCollection.toItem(stop), member, exceptions: own.map(stopExceptionCollection.toItem) },
      ];
    }),
  };
}
