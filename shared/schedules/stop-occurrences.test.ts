/**
 * Expanding stops into occurrences in a site's zone: weekly repeats keep their local hour across
 * daylight-saving changes (both ways, both hemispheres), exceptions cancel or move one date,
 * a cancelled stop shows its reason, nothing that has ended appears, members not published
 * show nothing, and the window is bounded.
 */
import t from 'tap';
import {
  addDays,
  expandOccurrences,
  type StopExceptionRow,
  type StopRow,
  stopDates,
  zonedInstant,
} from './stop-occurrences.ts';

const member = { id: 7, title: 'Taco Loco', url: '/members/taco-loco' };
const members = new Map([[member.id, member]]);

function stop(fields: Partial<StopRow> = {}): StopRow {
  return {
    id: 1,
    member_id: member.id,
    starts_on: '2026-03-17',
    start_time: '12:00',
    end_time: '14:00',
    place_name: 'Market square',
    address: 'Marktplatz 1',
    latitude: 52.52,
    longitude: 13.4,
    note: '',
    repeat: 'weekly',
    repeat_until: null,
    cancelled_reason: null,
    updated_at: '2026-03-01 10:00:00',
    ...fields,
  };
}

function exception(fields: Partial<StopExceptionRow>): StopExceptionRow {
  return {
    id: 1,
    stop_id: 1,
    on_date: '2026-03-24',
    kind: 'cancelled',
    reason: 'Flat tyre',
    start_time: null,
    end_time: null,
    place_name: null,
    address: null,
    latitude: null,
    longitude: null,
    updated_at: '2026-03-20 09:00:00',
    ...fields,
  };
}

const early = new Date('2026-03-01T00:00:00Z');

t.test('a weekly stop keeps 12:00 local across spring-forward and fall-back (Berlin)', async (t) => {
  const spring = expandOccurrences([stop()], [], {
    zone: 'Europe/Berlin',
    now: early,
    from: '2026-03-17',
    to: '2026-04-07',
    members,
  });
  t.same(
    spring.map((o) => o.starts_at),
    [
      '2026-03-17T12:00:00+01:00',
      '2026-03-24T12:00:00+01:00',
      '2026-03-31T12:00:00+02:00',
      '2026-04-07T12:00:00+02:00',
    ],
    'the offset changes on 29 March, the local hour does not',
  );
  t.same(
    spring.map((o) => new Date(o.starts_at).toISOString().slice(11, 16)),
    ['11:00', '11:00', '10:00', '10:00'],
    'so the UTC hour moves by one',
  );
  const autumn = expandOccurrences([stop({ starts_on: '2026-10-20' })], [], {
    zone: 'Europe/Berlin',
    now: early,
    from: '2026-10-20',
    to: '2026-10-27',
    members,
  });
  t.same(
    autumn.map((o) => o.starts_at),
    ['2026-10-20T12:00:00+02:00', '2026-10-27T12:00:00+01:00'],
  );
});

t.test('southern hemisphere and no-DST zones', async (t) => {
  // Sydney leaves daylight saving on 5 April 2026
  const sydney = expandOccurrences(
    [stop({ starts_on: '2026-03-31', start_time: '18:30', end_time: '21:00' })],
    [],
    {
      zone: 'Australia/Sydney',
      now: early,
      from: '2026-03-31',
      to: '2026-04-07',
      members,
    },
  );
  t.same(
    sydney.map((o) => o.starts_at),
    ['2026-03-31T18:30:00+11:00', '2026-04-07T18:30:00+10:00'],
  );
  const utc = expandOccurrences([stop({ repeat: 'none' })], [], {
    zone: 'UTC',
    now: early,
    from: '2026-03-17',
    to: '2026-03-17',
    members,
  });
  t.same(
    utc.map((o) => [o.starts_at, o.ends_at]),
    [['2026-03-17T12:00:00+00:00', '2026-03-17T14:00:00+00:00']],
  );
});

t.test('a time the spring-forward skips moves on by the gap', async (t) => {
  t.equal(zonedInstant('2026-03-29', '02:30', 'Europe/Berlin').iso, '2026-03-29T03:30:00+02:00');
});

t.test(
  'weekly dates: from the first date on its weekday, until repeat_until, within the window',
  async (t) => {
    t.same(stopDates(stop(), '2026-03-20', '2026-04-10'), ['2026-03-24', '2026-03-31', '2026-04-07']);
    t.same(stopDates(stop({ repeat_until: '2026-03-31' }), '2026-03-01', '2026-05-01'), [
      '2026-03-17',
      '2026-03-24',
      '2026-03-31',
    ]);
    t.same(
      stopDates(stop({ repeat: 'none' }), '2026-03-18', '2026-05-01'),
      [],
      'a one-off before the window',
    );
    t.same(stopDates(stop({ repeat: 'none' }), '2026-03-17', '2026-03-17'), ['2026-03-17']);
    t.equal(addDays('2026-02-28', 1), '2026-03-01');
    t.equal(addDays('2028-02-28', 1), '2028-02-29');
  },
);

t.test('exceptions cancel or move one date; a cancelled stop cancels every date', async (t) => {
  const options = { zone: 'Europe/Berlin', now: early, from: '2026-03-17', to: '2026-03-31', members };
  const found = expandOccurrences(
    [stop()],
    [
      exception({}),
      exception({
        id: 2,
        on_date: '2026-03-31',
        kind: 'moved',
        reason: null,
        start_time: '17:00',
        end_time: '20:00',
        place_name: 'Harbour',
        address: 'Hafen 2',
        latitude: null,
        longitude: null,
      }),
    ],
    options,
  );
  t.same(
    found.map((o) => [o.date, o.cancelled_reason, o.moved, o.place_name, o.start_time, o.latitude]),
    [
      ['2026-03-17', null, false, 'Market square', '12:00', 52.52],
      ['2026-03-24', 'Flat tyre', false, 'Market square', '12:00', 52.52],
      ['2026-03-31', null, true, 'Harbour', '17:00', null],
    ],
  );
  t.equal(found[1]?.updated_at, '2026-03-20T09:00:00Z', 'an occurrence is as new as its exception');
  const whole = expandOccurrences([stop({ cancelled_reason: 'Closed for the season' })], [], options);
  t.same(
    whole.map((o) => o.cancelled_reason),
    ['Closed for the season', 'Closed for the season', 'Closed for the season'],
  );
});

t.test('nothing that has ended; an occurrence under way is still there', async (t) => {
  const options = { zone: 'Europe/Berlin', from: '2026-03-17', to: '2026-03-24', members };
  const during = expandOccurrences([stop()], [], { ...options, now: new Date('2026-03-17T12:30:00Z') });
  t.same(
    during.map((o) => o.date),
    ['2026-03-17', '2026-03-24'],
    '13:30 local: under way until 14:00',
  );
  const after = expandOccurrences([stop()], [], { ...options, now: new Date('2026-03-17T13:00:00Z') });
  t.same(
    after.map((o) => o.date),
    ['2026-03-24'],
    '14:00 local: over',
  );
});

t.test('only published members, sorted by start, a bounded window', async (t) => {
  const options = { zone: 'Europe/Berlin', now: early, from: '2026-03-17', to: '2026-03-17', members };
  const found = expandOccurrences(
    [
      stop({ id: 3, start_time: '16:00', end_time: '18:00' }),
      stop({ id: 4, member_id: 99 }),
      stop({ id: 5, start_time: '09:00', end_time: '10:00' }),
    ],
    [],
    options,
  );
  t.same(
    found.map((o) => o.stop_id),
    [5, 3],
    'member 99 is not published; earliest first',
  );
  t.throws(() => expandOccurrences([], [], { ...options, to: '2027-06-01' }), /at most 400 days/);
});
