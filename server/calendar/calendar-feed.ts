/**
 * A site's or a member's iCalendar feed (RFC 5545; docs/decisions/049), written with
 * ical-generator from the API's feed read (`GET /api/schedule/feed`):
 * - every stop is a VEVENT with `UID:stop-{id}@{host}`, its start and end as local times with the
 *   site's `TZID` and that zone's `VTIMEZONE` (@touch4it/ical-timezones), `DTSTAMP` its
 *   `updated_at` in UTC, and `GEO` when its coordinates are known;
 * - a weekly stop has `RRULE:FREQ=WEEKLY` (`UNTIL` the end of its last date, in UTC), its
 *   cancelled dates as `EXDATE` (not also as a cancelled instance: an override of an excluded
 *   date is one calendars read differently), and a moved date as an instance with the same UID
 *   and its `RECURRENCE-ID`;
 * - a cancelled stop is `STATUS:CANCELLED` with its reason in the description.
 * The calendar names no zone of its own (`timezone.name` null): ical-generator then writes
 * `DTSTAMP` and `UNTIL` in UTC, as RFC 5545 asks, while each event names the site's zone.
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { type ICalEventData, ICalEventRepeatingFreq, ICalEventStatus } from 'ical-generator';
import type { ScheduleFeed } from '#shared/schemas/stops.ts';

type FeedStop = ScheduleFeed['stops'][number];
type FeedException = FeedStop['exceptions'][number];

/** a local date and time as ical-generator takes it: a string without offset, used as is */
const local = (date: string, time: string) => `${date}T${time}:00`;

/** the end of a local date in the zone, as a UTC instant (a weekly stop's `UNTIL`) */
function endOfDayUtc(date: string, zone: string): Date {
  const noonUtc = new Date(`${date}T12:00:00Z`);
  const parts = new Intl.DateTimeFormat('en', {
    timeZone: zone,
    timeZoneName: 'longOffset',
  }).formatToParts(noonUtc);
  const offset = parts.find((p) => p.type === 'timeZoneName')?.value.replace('GMT', '') || '+00:00';
  return new Date(`${date}T23:59:59${offset}`);
}

const locationOf = (place: {
  place_name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}): ICalEventData['location'] => ({
  title: place.place_name,
  ...(place.address ? { address: place.address } : {}),
  ...(place.latitude !== null && place.longitude !== null
    ? { geo: { lat: place.latitude, lon: place.longitude } }
    : {}),
});

const descriptionOf = (note: string, reason: string | null) =>
  [reason ? `Cancelled: ${reason}` : '', note].filter(Boolean).join('\n') || undefined;

export interface FeedOptions {
  /** the site's host, in every UID */
  host: string;
  /** the calendar's name (the site's or the member's) */
  name: string;
}

export function calendarFeed(feed: ScheduleFeed, { host, name }: FeedOptions): string {
  const zone = feed.time_zone;
  const calendar = ical({
    name,
    prodId: { company: host, product: 'truck-schedules', language: 'EN' },
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.x('X-WR-TIMEZONE', zone);
  for (const stop of feed.stops) {
    const base = {
      id: `stop-${stop.id}@${host}`,
      timezone: zone,
      summary: `${stop.member.title} at ${stop.place_name}`,
      stamp: new Date(stop.updated_at),
    };
    const cancelledDates = stop.exceptions
      .filter((e) => e.kind === 'cancelled')
      .map((e) => local(e.on_date, stop.start_time));
    calendar.createEvent({
      ...base,
      start: local(stop.starts_on, stop.start_time),
      end: local(stop.starts_on, stop.end_time),
      location: locationOf(stop),
      description: descriptionOf(stop.note, stop.cancelled_reason),
      ...(stop.cancelled_reason ? { status: ICalEventStatus.CANCELLED } : {}),
      ...(stop.repeat === 'weekly'
        ? {
            repeating: {
              freq: ICalEventRepeatingFreq.WEEKLY,
              ...(stop.repeat_until ? { until: endOfDayUtc(stop.repeat_until, zone) } : {}),
              // none at all is no EXDATE (ical-generator would write an empty, invalid one)
              ...(cancelledDates.length > 0 ? { exclude: cancelledDates } : {}),
            },
          }
        : {}),
    });
    for (const exception of stop.exceptions)
      if (exception.kind === 'moved') calendar.createEvent(movedInstance(stop, exception, base));
  }
  return calendar.toString();
}

/** one date of a weekly stop moved to other times or another place */
function movedInstance(
  stop: FeedStop,
  exception: FeedException,
  base: Partial<ICalEventData>,
): ICalEventData {
  const place =
    exception.place_name !== null
      ? {
          place_name: exception.place_name,
          address: exception.address ?? '',
          latitude: exception.latitude,
          longitude: exception.longitude,
        }
      : stop;
  const reason = stop.cancelled_reason;
  return {
    ...base,
    summary: `${stop.member.title} at ${place.place_name}`,
    stamp: new Date(exception.updated_at > stop.updated_at ? exception.updated_at : stop.updated_at),
    recurrenceId: local(exception.on_date, stop.start_time),
    start: local(exception.on_date, exception.start_time ?? stop.start_time),
    end: local(exception.on_date, exception.end_time ?? stop.end_time),
    location: locationOf(place),
    description: descriptionOf(stop.note, reason),
    ...(reason ? { status: ICalEventStatus.CANCELLED } : {}),
  };
}
