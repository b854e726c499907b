import { describe, expect, it } from 'vitest';
import type { StopOccurrence } from '#shared/schemas/stops.ts';
import { datesOfRange, slotOf, stopEvent } from './calendar-events.ts';

const occurrence: StopOccurrence = {
  stop_id: 5,
  member: { id: 9, title: 'Taco Loco', url: '/members/taco-loco' },
  date: '2026-03-29',
  start_time: '11:30',
  end_time: '14:00',
  starts_at: '2026-03-29T11:30:00+02:00',
  ends_at: '2026-03-29T14:00:00+02:00',
  place_name: 'Market Square',
  address: '',
  latitude: null,
  longitude: null,
  note: '',
  cancelled_reason: null,
  moved: false,
  updated_at: '2026-03-01 10:00:00',
};

describe('stops on the calendar', () => {
  it('show at the site’s wall-clock hours, the day a clock changes too', () => {
    const event = stopEvent(occurrence, [3, 9]);
    expect(event).toMatchObject({
      id: '5@2026-03-29',
      title: 'Taco Loco · Market Square',
      start: '2026-03-29T11:30:00Z',
      end: '2026-03-29T14:00:00Z',
      extendedProps: { stopId: 5, date: '2026-03-29' },
    });
    expect(event.color).not.toBe(
      stopEvent({ ...occurrence, member: { ...occurrence.member, id: 3 } }, [3, 9]).color,
    );
  });

  it('say a cancelled one', () => {
    const event = stopEvent({ ...occurrence, cancelled_reason: 'Rain' }, [9]);
    expect(event.title).toBe('Taco Loco · Market Square (cancelled)');
    expect(event.classNames).toContain('schedule-stop--cancelled');
  });

  it('read a drop back as the local date and hours, within the day', () => {
    expect(slotOf(new Date('2026-11-27T12:15:00Z'), new Date('2026-11-27T15:00:00Z'))).toEqual({
      date: '2026-11-27',
      start_time: '12:15',
      end_time: '15:00',
    });
    expect(slotOf(new Date('2026-11-27T22:00:00Z'), new Date('2026-11-28T01:00:00Z')).end_time).toBe('23:59');
    expect(datesOfRange(new Date('2026-11-23T00:00:00Z'), new Date('2026-11-30T00:00:00Z'))).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
  });
});
