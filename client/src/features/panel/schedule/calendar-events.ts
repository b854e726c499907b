/**
 * Stops on the calendar in the site's wall-clock time (issue 28). The calendar runs in UTC and is
 * handed each occurrence's local date and hours as if they were UTC, so a stop at 11:00 in the
 * site's zone shows at 11:00 whatever zone the staff member's browser is in; a drop is read back
 * the same way. (The instants, with the zone's offset, are the public reads' and the feeds'.)
 */
import type { StopOccurrence } from '#shared/schemas/stops.ts';
import type { NewSlot } from './stop-changes.ts';

/**
 * a truck keeps its colour by its place in the list; each dark enough for the calendar's white
 * text (contrast at least 4.5:1), in light and dark alike
 */
const MEMBER_COLORS = [
  '#1864ab',
  '#2b8a3e',
  '#a63f08',
  '#862e9c',
  '#0b7285',
  '#a61e4d',
  '#4c6e0b',
  '#5f3dc4',
];

export interface StopEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  /** the truck's colour (FullCalendar 7's one colour property of an event) */
  color: string;
  classNames: string[];
  extendedProps: { stopId: number; date: string };
}

export function memberColor(memberId: number, memberIds: readonly number[]): string {
  const index = Math.max(0, memberIds.indexOf(memberId));
  return MEMBER_COLORS[index % MEMBER_COLORS.length] as string;
}

export function stopEvent(occurrence: StopOccurrence, memberIds: readonly number[]): StopEvent {
  const color = memberColor(occurrence.member.id, memberIds);
  const cancelled = occurrence.cancelled_reason !== null;
  return {
    id: `${occurrence.stop_id}@${occurrence.date}`,
    title: `${occurrence.member.title} · ${occurrence.place_name}${cancelled ? ' (cancelled)' : ''}`,
    start: `${occurrence.date}T${occurrence.start_time}:00Z`,
    end: `${occurrence.date}T${occurrence.end_time}:00Z`,
    color,
    classNames: cancelled ? ['schedule-stop', 'schedule-stop--cancelled'] : ['schedule-stop'],
    extendedProps: { stopId: occurrence.stop_id, date: occurrence.date },
  };
}

const wall = (at: Date) => at.toISOString();

/**
 * A slot picked or a drop on the calendar as the site's local date and hours. A stop stays within
 * its day: an end past midnight (stretched across it) ends at 23:59.
 */
export function slotOf(start: Date, end: Date | null): NewSlot {
  const from = wall(start);
  const to = end ? wall(end) : from;
  const date = from.slice(0, 10);
  const end_time = to.slice(0, 10) === date ? to.slice(11, 16) : '23:59';
  return { date, start_time: from.slice(11, 16), end_time };
}

/** the local dates a calendar range covers (its end is exclusive) */
export function datesOfRange(start: Date, end: Date): { from: string; to: string } {
  return { from: wall(start).slice(0, 10), to: wall(new Date(end.getTime() - 1)).slice(0, 10) };
}
