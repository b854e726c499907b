/**
 * What moving or stretching a stop on the schedule means for the API (issue 28, decision 049).
 * A one-off stop changes itself. An occurrence of a weekly stop asks, as a calendar app does:
 * every week (the stop itself moves by as many days, to the new hours) or this date only — on the
 * same date an exception that moves its hours; on another date that date is cancelled ("moved")
 * and a one-off stop of the same truck and place is added on the new one.
 */
import type { Stop, StopCreateBody, StopUpdateBody } from '#shared/schemas/stops.ts';

/** a stop as the schedule holds it: what a change needs of it */
export type ScheduledStop = Pick<
  Stop,
  | 'id'
  | 'member_id'
  | 'starts_on'
  | 'start_time'
  | 'end_time'
  | 'place_name'
  | 'address'
  | 'latitude'
  | 'longitude'
  | 'note'
  | 'repeat'
>;

/** where an occurrence was dropped: its new local date and hours */
export interface NewSlot {
  date: string;
  start_time: string;
  end_time: string;
}

export type ChangeScope = 'every-week' | 'this-date';

export type StopWrite =
  | { kind: 'update-stop'; id: number; body: StopUpdateBody }
  | { kind: 'create-stop'; body: StopCreateBody }
  | { kind: 'move-date'; stop_id: number; on_date: string; start_time: string; end_time: string }
  | { kind: 'cancel-date'; stop_id: number; on_date: string; reason: string };

const DAY_MS = 86_400_000;
const epochDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

function shiftDate(date: string, days: number): string {
  return new Date((epochDay(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** The writes that put the occurrence of `stop` on `from` (its date) at `to`. */
export function stopWrites(stop: ScheduledStop, from: string, to: NewSlot, scope: ChangeScope): StopWrite[] {
  const hours = { start_time: to.start_time, end_time: to.end_time };
  if (stop.repeat === 'none')
    return [{ kind: 'update-stop', id: stop.id, body: { starts_on: to.date, ...hours } }];
  if (scope === 'every-week') {
    const days = epochDay(to.date) - epochDay(from);
    return [
      { kind: 'update-stop', id: stop.id, body: { starts_on: shiftDate(stop.starts_on, days), ...hours } },
    ];
  }
  if (to.date === from) return [{ kind: 'move-date', stop_id: stop.id, on_date: from, ...hours }];
  return [
    { kind: 'cancel-date', stop_id: stop.id, on_date: from, reason: `Moved to ${to.date}` },
    {
      kind: 'create-stop',
      body: {
        member_id: stop.member_id,
        starts_on: to.date,
        ...hours,
        place_name: stop.place_name,
        address: stop.address,
        latitude: stop.latitude,
        longitude: stop.longitude,
        note: stop.note,
      },
    },
  ];
}

/**
 * "Copy last week": the one-off stops of the seven days before `weekStart` (of the trucks shown),
 * again seven days later. Weekly stops repeat by themselves and are not copied.
 */
export function copiedWeek(
  stops: readonly (ScheduledStop & { cancelled_reason?: string | null })[],
  weekStart: string,
  memberIds?: ReadonlySet<number>,
): StopCreateBody[] {
  const first = shiftDate(weekStart, -7);
  const last = shiftDate(weekStart, -1);
  return stops
    .filter((stop) => stop.repeat === 'none' && stop.starts_on >= first && stop.starts_on <= last)
    .filter((stop) => !stop.cancelled_reason && (!memberIds || memberIds.has(stop.member_id)))
    .map((stop) => ({
      member_id: stop.member_id,
      starts_on: shiftDate(stop.starts_on, 7),
      start_time: stop.start_time,
      end_time: stop.end_time,
      place_name: stop.place_name,
      address: stop.address,
      latitude: stop.latitude,
      longitude: stop.longitude,
      note: stop.note,
    }));
}
