/**
 * The schedule's calendar (FullCalendar 7, MIT: a week of hours and a month; drag to move, stretch
 * to change the hours, pick an empty slot to add; issue 28). Its own lazy chunk with the screen —
 * never a visitor's. The stops are shown in the site's wall-clock time (calendar-events.ts); the
 * light and dark palettes follow the panel's colour scheme. From the keyboard every stop is a
 * focusable item that Enter opens in the stop dialog, where its date and hours can be changed.
 * On a phone a week of hours is seven columns of 40 px, each stop a sliver: it opens on three days
 * from today instead, still a day's hours to drag across, and the month.
 */
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { useComputedColorScheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { StopEvent } from './calendar-events.ts';
import { datesOfRange, slotOf } from './calendar-events.ts';
import type { NewSlot } from './stop-changes.ts';
import './schedule-calendar.css';

/** below the panel's `sm` breakpoint: a phone held upright */
const PHONE = '(max-width: 48em)';

export interface ScheduleCalendarProps {
  events: readonly StopEvent[];
  /** today in the site's zone: a phone opens on it, a wider screen on its week's Monday */
  today: string;
  /** the Monday of today's week */
  weekStart: string;
  onRange: (range: { from: string; to: string }) => void;
  /** an occurrence moved or stretched: `from` its date, `to` its new slot; `undo` puts it back */
  onMove: (stopId: number, from: string, to: NewSlot, undo: () => void) => void;
  onPick: (slot: NewSlot) => void;
  onOpen: (stopId: number, date: string) => void;
}

interface ChangedEvent {
  event: { start: Date | null; end: Date | null; extendedProps: Record<string, unknown> };
  revert: () => void;
}

export function ScheduleCalendar({
  events,
  today,
  weekStart,
  onRange,
  onMove,
  onPick,
  onOpen,
}: ScheduleCalendarProps) {
  const scheme = useComputedColorScheme('light');
  // read at once, not after a first render: the calendar takes its view when it mounts
  const phone = useMediaQuery(PHONE, undefined, { getInitialValueInEffect: false });
  const hours = phone ? 'timeGridThreeDays' : 'timeGridWeek';
  const moved = ({ event, revert }: ChangedEvent) => {
    if (!event.start) return revert();
    onMove(
      Number(event.extendedProps.stopId),
      String(event.extendedProps.date),
      slotOf(event.start, event.end),
      revert,
    );
  };
  return (
    <div className="schedule-calendar" data-color-scheme={scheme}>
      <FullCalendar
        plugins={[classicThemePlugin, timeGridPlugin, dayGridPlugin, interactionPlugin]}
        views={{ timeGridThreeDays: { type: 'timeGrid', duration: { days: 3 } } }}
        initialView={hours}
        initialDate={phone ? today : weekStart}
        timeZone="UTC"
        firstDay={1}
        headerToolbar={{ start: 'prev,next today', center: 'title', end: `${hours},dayGridMonth` }}
        buttons={{
          // its own words for the hint too: a view of three days has no unit to name ("This undefined")
          today: phone ? { text: 'Today', hint: 'Today' } : { text: 'This week' },
          timeGridWeek: { text: 'Week' },
          timeGridThreeDays: { text: '3 days' },
          dayGridMonth: { text: 'Month' },
        }}
        allDaySlot={false}
        slotMinTime="06:00:00"
        slotMaxTime="24:00:00"
        scrollTime="10:00:00"
        slotDuration="00:30:00"
        snapDuration="00:15:00"
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        slotHeaderFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        height="auto"
        editable
        selectable
        selectMirror
        eventStartEditable
        eventDurationEditable
        events={events as StopEvent[]}
        datesSet={(info: { start: Date; end: Date }) => onRange(datesOfRange(info.start, info.end))}
        select={(info: { start: Date; end: Date }) => onPick(slotOf(info.start, info.end))}
        eventDrop={moved}
        eventResize={moved}
        eventClick={(info: { event: { extendedProps: Record<string, unknown> } }) =>
          onOpen(Number(info.event.extendedProps.stopId), String(info.event.extendedProps.date))
        }
      />
    </div>
  );
}

export default ScheduleCalendar;
