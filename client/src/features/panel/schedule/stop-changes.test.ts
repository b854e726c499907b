import { describe, expect, it } from 'vitest';
import { copiedWeek, type ScheduledStop, stopWrites } from './stop-changes.ts';

const oneOff: ScheduledStop = {
  id: 4,
  member_id: 7,
  starts_on: '2026-11-27',
  start_time: '11:00',
  end_time: '14:00',
  place_name: 'Market Square',
  address: 'Main St 1',
  latitude: 52.1,
  longitude: 4.3,
  note: 'By the fountain',
  repeat: 'none',
};
const weekly: ScheduledStop = { ...oneOff, id: 5, starts_on: '2026-11-03', repeat: 'weekly' };

describe('moving a stop on the schedule', () => {
  it('a one-off stop moves itself, whatever was asked', () => {
    expect(
      stopWrites(
        oneOff,
        '2026-11-27',
        { date: '2026-11-28', start_time: '12:00', end_time: '15:00' },
        'this-date',
      ),
    ).toEqual([
      {
        kind: 'update-stop',
        id: 4,
        body: { starts_on: '2026-11-28', start_time: '12:00', end_time: '15:00' },
      },
    ]);
  });

  it('every week: the weekly stop moves by as many days, to the new hours', () => {
    // the occurrence of Tuesday 24 November dropped on Wednesday 25: the series starts a day later
    expect(
      stopWrites(
        weekly,
        '2026-11-24',
        { date: '2026-11-25', start_time: '17:00', end_time: '21:00' },
        'every-week',
      ),
    ).toEqual([
      {
        kind: 'update-stop',
        id: 5,
        body: { starts_on: '2026-11-04', start_time: '17:00', end_time: '21:00' },
      },
    ]);
  });

  it('this date only, same day: an exception with the new hours', () => {
    expect(
      stopWrites(
        weekly,
        '2026-11-24',
        { date: '2026-11-24', start_time: '12:00', end_time: '16:00' },
        'this-date',
      ),
    ).toEqual([
      { kind: 'move-date', stop_id: 5, on_date: '2026-11-24', start_time: '12:00', end_time: '16:00' },
    ]);
  });

  it('this date only, another day: that date cancelled as moved, and a one-off stop on the new one', () => {
    const writes = stopWrites(
      weekly,
      '2026-11-24',
      { date: '2026-11-26', start_time: '11:00', end_time: '14:00' },
      'this-date',
    );
    expect(writes).toEqual([
      { kind: 'cancel-date', stop_id: 5, on_date: '2026-11-24', reason: 'Moved to 2026-11-26' },
      {
        kind: 'create-stop',
        body: {
          member_id: 7,
          starts_on: '2026-11-26',
          start_time: '11:00',
          end_time: '14:00',
          place_name: 'Market Square',
          address: 'Main St 1',
          latitude: 52.1,
          longitude: 4.3,
          note: 'By the fountain',
        },
      },
    ]);
  });
});

describe('copying last week', () => {
  const stops = [
    { ...oneOff, id: 1, starts_on: '2026-11-16' },
    { ...oneOff, id: 2, starts_on: '2026-11-22', member_id: 8 },
    { ...oneOff, id: 3, starts_on: '2026-11-23' },
    { ...oneOff, id: 6, starts_on: '2026-11-20', cancelled_reason: 'Rain' },
    weekly,
  ];

  it('copies the one-off stops of the seven days before, seven days on; not weekly or cancelled ones', () => {
    expect(copiedWeek(stops, '2026-11-23').map((body) => [body.member_id, body.starts_on])).toEqual([
      [7, '2026-11-23'],
      [8, '2026-11-29'],
    ]);
  });

  it('only the trucks shown', () => {
    expect(copiedWeek(stops, '2026-11-23', new Set([8])).map((body) => body.starts_on)).toEqual([
      '2026-11-29',
    ]);
  });
});
