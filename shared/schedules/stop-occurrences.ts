/**
 * A site's stops expanded into the occurrences visitors see (docs/decisions/049): over a bounded
 * window of local dates, in the site's IANA zone, from "now" on. Stops are kept in local terms, so
 * a weekly stop at 12:00 is at 12:00 on both sides of a daylight-saving change; the instant of
 * each occurrence is found for its own date (`@date-fns/tz`). An occurrence that has ended is
 * never answered. Nothing here reads the database: the reads hand in the rows.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, daysBetween } from '../calendar-days.ts';
import type { Stop, StopException, StopOccurrence } from '../schemas/stops.ts';

/** the longest window a read may expand (the plan's bound) */
export const MAX_WINDOW_DAYS = 400;

/**
 * a stop and an exception as the API lists them, or as stored (migration 020; `updated_at` then
 * in the storage format, which the expansion turns into ISO 8601)
 */
export type StopRow = Stop;
export type StopExceptionRow = StopException;

export interface MemberOfStops {
  id: number;
  title: string;
  url: string;
}

export { addDays, daysBetween };

/**
 * The instant a local date and time is in `zone`, as ISO 8601 with that day's offset, without
 * milliseconds. A time a spring-forward skips is moved on by the gap (02:30 → 03:30), as
 * calendar apps do.
 */
export function zonedInstant(date: string, time: string, zone: string): { iso: string; ms: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const at = new TZDate(year, month - 1, day, hour, minute, zone);
  return { iso: at.toISOString().replace('.000', ''), ms: at.getTime() };
}

/** the local dates a stop happens on within [from, to] (inclusive), before its exceptions */
export function stopDates(
  stop: Pick<StopRow, 'starts_on' | 'repeat' | 'repeat_until'>,
  from: string,
  to: string,
) {
  if (stop.repeat === 'none') return stop.starts_on >= from && stop.starts_on <= to ? [stop.starts_on] : [];
  const last = stop.repeat_until && stop.repeat_until < to ? stop.repeat_until : to;
  const behind = daysBetween(stop.starts_on, from);
  let date = behind > 0 ? addDays(stop.starts_on, Math.ceil(behind / 7) * 7) : stop.starts_on;
  const dates: string[] = [];
  for (; date <= last; date = addDays(date, 7)) dates.push(date);
  return dates;
}

export interface ExpandOptions {
  zone: string;
  /** occurrences that end at or before this are left out */
  now: Date;
  /** the first and last local dates of the window */
  from: string;
  to: string;
  /** the published members, by id: the stops of any other member are left out */
  members: ReadonlyMap<number, MemberOfStops>;
}

/**
 * A row's `updated_at` as ISO 8601 in UTC: the API's answers give it so, rows as stored in the
 * storage format (`YYYY-MM-DD HH:MM:SS`, api/db/timestamps.ts).
 */
function instantOf(updatedAt: string): string {
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(updatedAt)
    ? `${updatedAt.replace(' ', 'T')}Z`
    : updatedAt;
}

/** The occurrences of `stops` in the window, by start, then member, then stop. */
export function expandOccurrences(
  stops: readonly StopRow[],
  exceptions: readonly StopExceptionRow[],
  { zone, now, from, to, members }: ExpandOptions,
): StopOccurrence[] {
  if (daysBetween(from, to) > MAX_WINDOW_DAYS) throw new Error(`a window of at most ${MAX_WINDOW_DAYS} days`);
  const exceptionOf = new Map(exceptions.map((e) => [`${e.stop_id} ${e.on_date}`, e]));
  const found: (StopOccurrence & { ms: number })[] = [];
  for (const stop of stops) {
    const member = members.get(stop.member_id);
    if (!member) continue;
    for (const date of stopDates(stop, from, to)) {
      const exception = stop.repeat === 'weekly' ? exceptionOf.get(`${stop.id} ${date}`) : undefined;
      const moved = exception?.kind === 'moved' ? exception : undefined;
      const start_time = moved?.start_time ?? stop.start_time;
      const end_time = moved?.end_time ?? stop.end_time;
      const start = zonedInstant(date, start_time, zone);
      const end = zonedInstant(date, end_time, zone);
      if (end.ms <= now.getTime()) continue;
      const movedPlace = moved?.place_name != null;
      found.push({
        ms: start.ms,
        stop_id: stop.id,
        member,
        date,
        start_time,
        end_time,
        starts_at: start.iso,
        ends_at: end.iso,
        place_name: moved?.place_name ?? stop.place_name,
        address: movedPlace ? (moved?.address ?? '') : stop.address,
        latitude: movedPlace ? (moved?.latitude ?? null) : stop.latitude,
        longitude: movedPlace ? (moved?.longitude ?? null) : stop.longitude,
        note: stop.note,
        cancelled_reason:
          stop.cancelled_reason ??
          (exception?.kind === 'cancelled' ? (exception.reason ?? 'Cancelled') : null),
        moved: Boolean(moved),
        // stored as UTC `YYYY-MM-DD HH:MM:SS`, sortable as text; answered as ISO 8601
        updated_at: instantOf(
          exception && exception.updated_at > stop.updated_at ? exception.updated_at : stop.updated_at,
        ),
      });
    }
  }
  found.sort((a, b) => a.ms - b.ms || a.member.id - b.member.id || a.stop_id - b.stop_id);
  return found.map(({ ms: _ms, ...occurrence }) => occurrence);
}
