/**
 * The iCalendar feeds through the whole stack (a real BFF in front of the embedded API on
 * loopback, docs/decisions/049): every feed parses with ical.js and keeps RFC 5545's rules the
 * parser lets pass (UTC `DTSTAMP` and `UNTIL`, a `VTIMEZONE` for each `TZID`, stable UIDs); the
 * occurrences ical.js expands from it (RRULE, EXDATE, RECURRENCE-ID) are the API's own, instant
 * for instant; a stop written through the BFF shows in the next feed at once (its cached feed is
 * forgotten); an unknown or draft member is a 404.
 */
import ICAL from 'ical.js';
import t, { type Test } from 'tap';
import { API } from '#shared/api-paths.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { PUBLIC_API } from '#shared/public-api-paths.ts';
import { addDays, expandOccurrences, MAX_WINDOW_DAYS } from '#shared/schedules/stop-occurrences.ts';
import type { ScheduleFeed, StopOccurrence } from '#shared/schemas/stops.ts';
import { dayInTimeZone } from '#shared/time-zones.ts';
import { ownerWrites } from '../test-support/owner-writes.ts';
import { startStack } from '../test-support/stack-harness.ts';
import { call } from '../test-support/test-client.ts';
import { memberCalendarPath, SITE_CALENDAR_PATH } from './calendar-routes.ts';

const ZONE = 'Europe/Berlin';
const HOST = 'localhost:3000';

interface Expanded {
  uid: string;
  start: string;
  end: string;
  cancelled: boolean;
}

/** parses a feed (throws on what ical.js refuses) and checks the rules it does not */
function parsedFeed(t: Test, text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  t.equal(calendar.name, 'vcalendar');
  t.equal(calendar.getFirstPropertyValue('version'), '2.0');
  t.ok(calendar.getFirstPropertyValue('prodid'), 'PRODID');
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const zones = calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'));
  for (const line of text.split('\r\n')) {
    if (line.startsWith('DTSTAMP:')) t.match(line, /^DTSTAMP:\d{8}T\d{6}Z$/, 'DTSTAMP in UTC');
    if (line.startsWith('RRULE:') && line.includes('UNTIL='))
      t.match(line, /UNTIL=\d{8}T\d{6}Z/, 'UNTIL in UTC');
    const tzid = /;TZID=([^:;]+)/.exec(line)?.[1];
    if (tzid) t.ok(zones.includes(tzid), `a VTIMEZONE for ${tzid}`);
    t.ok(Buffer.byteLength(line) <= 75, 'lines folded at 75 octets');
  }
  t.ok(text.endsWith('END:VCALENDAR'), 'CRLF lines, one calendar');
  return calendar;
}

/** every occurrence ical.js expands from the feed that ends after `now`, before `until` */
function expand(calendar: ICAL.Component, now: Date, until: Date): Expanded[] {
  const vevents = calendar.getAllSubcomponents('vevent');
  const masters = new Map<string, ICAL.Event>();
  for (const vevent of vevents)
    if (!vevent.hasProperty('recurrence-id'))
      masters.set(String(vevent.getFirstPropertyValue('uid')), new ICAL.Event(vevent));
  for (const vevent of vevents)
    if (vevent.hasProperty('recurrence-id'))
      masters.get(String(vevent.getFirstPropertyValue('uid')))?.relateException(new ICAL.Event(vevent));
  const found: Expanded[] = [];
  for (const [uid, event] of masters) {
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      const start = details.startDate.toJSDate();
      if (start >= until) break;
      const end = details.endDate.toJSDate();
      if (end <= now) continue;
      const status = details.item.component.getFirstPropertyValue('status');
      found.push({
        uid,
        start: start.toISOString(),
        end: end.toISOString(),
        cancelled: status === 'CANCELLED',
      });
      if (!event.isRecurring()) break;
    }
  }
  return found.sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid));
}

t.test('the feeds parse, and expand to the API’s occurrences; a write shows at once', async (t) => {
  const { bff } = await startStack(t, 'calendar-feed');
  const send = await ownerWrites(t, bff.url, HOST);
  await send('PUT', API.options.options, { time_zone: ZONE });
  const member = async (url: string, status: number) =>
    (
      await send('POST', API.posts.create, {
        url,
        title: `Truck ${url}`,
        post_type_id: POST_TYPE.member,
        post_status_id: status,
      })
    ).id;
  const taco = await member('/feed-taco', POST_STATUS.published);
  const bao = await member('/feed-bao', POST_STATUS.published);
  const draft = await member('/feed-draft', POST_STATUS.draft);

  const today = dayInTimeZone(new Date(), ZONE);
  // started two weeks ago so the feed's RRULE starts before today; over the spring or autumn change
  const weekly = await send('POST', API.stops, {
    member_id: taco,
    starts_on: addDays(today, -14),
    start_time: '11:30',
    end_time: '14:00',
    place_name: 'Market square',
    address: 'Marktplatz 1, Berlin',
    latitude: 52.5163,
    longitude: 13.3777,
    note: 'By the fountain; cash, cards',
    repeat: 'weekly',
    repeat_until: addDays(today, 42),
  });
  const weeklyId = weekly.data.id;
  const onWeekday = (weeks: number) => addDays(addDays(today, -14), 7 * Math.ceil(14 / 7) + 7 * weeks);
  await send('POST', API.stopExceptions, {
    stop_id: weeklyId,
    on_date: onWeekday(1),
    kind: 'cancelled',
    reason: 'Street festival',
  });
  await send('POST', API.stopExceptions, {
    stop_id: weeklyId,
    on_date: onWeekday(2),
    kind: 'moved',
    start_time: '17:00',
    end_time: '21:00',
    place_name: 'Harbour; pier 3',
    address: 'Hafen 3',
    latitude: 52.5,
    longitude: 13.4,
  });
  await send('POST', API.stops, {
    member_id: bao,
    starts_on: addDays(today, 2),
    start_time: '18:00',
    end_time: '22:00',
    place_name: 'Night market',
    cancelled_reason: 'Storm warning',
  });
  // a weekly stop with no exceptions (no EXDATE at all), until further notice
  await send('POST', API.stops, {
    member_id: bao,
    starts_on: addDays(today, 3),
    start_time: '08:00',
    end_time: '10:30',
    place_name: 'Station forecourt',
    repeat: 'weekly',
  });
  await send('POST', API.stops, {
    member_id: draft,
    starts_on: addDays(today, 1),
    start_time: '10:00',
    end_time: '11:00',
    place_name: 'Hidden',
  });

  const now = new Date();
  const until = new Date(`${addDays(today, 60)}T00:00:00Z`);
  const apiOccurrences = async (memberId: number) =>
    (
      (await call(bff.url, `${PUBLIC_API.schedule.member(memberId)}?limit=50`, { host: HOST })).json as {
        data: { occurrences: StopOccurrence[] };
      }
    ).data.occurrences;
  const asExpanded = (o: StopOccurrence): Expanded => ({
    uid: `stop-${o.stop_id}@localhost`,
    start: new Date(o.starts_at).toISOString(),
    end: new Date(o.ends_at).toISOString(),
    cancelled: o.cancelled_reason !== null,
  });
  // a date cancelled by an exception is an EXDATE: the feed leaves it out, the API shows it struck through
  const fromApi = async (memberId: number) =>
    (await apiOccurrences(memberId))
      .filter((o) => !(o.cancelled_reason !== null && o.stop_id === weeklyId))
      .map(asExpanded);

  for (const [path, members] of [
    [memberCalendarPath(taco), [taco]],
    [memberCalendarPath(bao), [bao]],
    [SITE_CALENDAR_PATH, [taco, bao]],
  ] as const) {
    const answer = await call(bff.url, path, { host: HOST });
    t.equal(answer.status, 200, path);
    t.match(String(answer.headers['content-type']), /^text\/calendar/);
    const calendar = parsedFeed(t, answer.text);
    const expected = (await Promise.all(members.map(fromApi)))
      .flat()
      .sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid));
    t.ok(expected.length > 0, `${path}: something to compare`);
    t.same(expand(calendar, now, until), expected, `${path}: ical.js expands the API's occurrences`);
    t.notMatch(answer.text, /Hidden/, 'nothing of a draft member');
  }

  const taco1 = await call(bff.url, memberCalendarPath(taco), { host: HOST });
  t.match(taco1.text, /GEO:52\.5163;13\.3777/);
  t.match(taco1.text, new RegExp(`EXDATE;TZID=${ZONE}:${onWeekday(1).replaceAll('-', '')}T113000`));
  t.match(taco1.text, new RegExp(`RECURRENCE-ID;TZID=${ZONE}:${onWeekday(2).replaceAll('-', '')}T113000`));
  t.match(taco1.text, /SUMMARY:Truck \/feed-taco at Harbour\\; pier 3/, 'text escaped');
  const bao1 = await call(bff.url, memberCalendarPath(bao), { host: HOST });
  t.match(bao1.text, /STATUS:CANCELLED/);
  t.match(bao1.text, /Cancelled: Storm warning/);

  await send('PATCH', API.stop(weeklyId), { place_name: 'Town hall' });
  const after = await call(bff.url, memberCalendarPath(taco), { host: HOST });
  t.match(after.text, /at Town hall/, 'the write shows in the next feed at once');
  t.notMatch(after.text, /at Market square/);
  t.same(
    expand(parsedFeed(t, after.text), now, until),
    await fromApi(taco),
    'and it still expands to the API’s occurrences',
  );

  // a year ahead, over both of Berlin's daylight-saving changes: the feed's weekly stops keep
  // their local hour in a calendar app as the API's expansion keeps it
  const stored = (
    (await call(bff.url, PUBLIC_API.schedule.feed, { host: HOST })).json as { data: ScheduleFeed }
  ).data;
  const members = new Map(stored.stops.map((stop) => [stop.member.id, stop.member]));
  const rows = stored.stops.map(({ member: _m, exceptions: _e, ...stop }) => ({ ...stop, domain_id: 0 }));
  const exceptionRows = stored.stops.flatMap((stop) => stop.exceptions.map((e) => ({ ...e, domain_id: 0 })));
  const yearAhead = addDays(today, MAX_WINDOW_DAYS - 1);
  const expected = expandOccurrences(rows, exceptionRows, {
    zone: ZONE,
    now,
    from: today,
    to: yearAhead,
    members,
  })
    .filter((o) => !(o.cancelled_reason !== null && o.stop_id === weeklyId))
    .map(asExpanded);
  const site = parsedFeed(t, (await call(bff.url, SITE_CALENDAR_PATH, { host: HOST })).text);
  const inApp = expand(site, now, new Date(`${addDays(yearAhead, 1)}T00:00:00Z`)).filter(
    (o) => o.start < new Date(`${addDays(yearAhead, 1)}T00:00:00+01:00`).toISOString(),
  );
  t.ok(expected.length > 50, `${expected.length} occurrences in a year`);
  t.same(inApp, expected, 'ical.js and the API expand a year alike, across both changes');
  const station = expandOccurrences(rows, exceptionRows, {
    zone: ZONE,
    now,
    from: today,
    to: yearAhead,
    members,
  })
    .filter((o) => o.place_name === 'Station forecourt')
    .map((o) => new Date(o.starts_at).getUTCHours());
  t.same([...new Set(station)].sort(), [6, 7], 'the station stop: 08:00 local is 07:00 or 06:00 UTC');

  t.equal((await call(bff.url, memberCalendarPath(draft), { host: HOST })).status, 404, 'a draft member');
  t.equal((await call(bff.url, memberCalendarPath(999_999), { host: HOST })).status, 404, 'no such member');
  t.equal((await call(bff.url, '/calendar/nothing.ics', { host: HOST })).status, 404);
});
