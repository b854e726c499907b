/**
 * A member's page carries its JSON-LD in the head, written by the BFF (a real BFF in front of the
 * embedded API on loopback, docs/decisions/049): a schema.org `FoodEstablishment` whose `event`s
 * are the API's next stops, each an `Event` with the properties rich results require (name,
 * startDate, location with an address) and those it recommends that the stop has (endDate,
 * eventStatus, geo when known); a cancelled stop is `EventCancelled`. A stop written through the
 * BFF shows in the next page at once; a page of another type carries none.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { PUBLIC_API } from '#shared/public-api-paths.ts';
import { addDays } from '#shared/schedules/stop-occurrences.ts';
import type { StopOccurrence } from '#shared/schemas/stops.ts';
import { dayInTimeZone } from '#shared/time-zones.ts';
import { ownerWrites } from '../test-support/owner-writes.ts';
import { startStack } from '../test-support/stack-harness.ts';
import { call } from '../test-support/test-client.ts';

const HOST = 'localhost:3000';
const ZONE = 'America/New_York';

type Json = Record<string, unknown>;

/** the JSON-LD blocks of a document's head */
function jsonLdOf(html: string): Json[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] as string) as Json,
  );
}

t.test('a member’s page has its truck and next stops as schema.org JSON-LD', async (t) => {
  const { bff } = await startStack(t, 'member-json-ld');
  const send = await ownerWrites(t, bff.url, HOST);
  await send('PUT', API.options.options, { time_zone: ZONE });
  const truck = (
    await send('POST', API.posts.create, {
      url: '/smoke-wagon',
      title: 'Smoke </script> Wagon',
      post_type_id: POST_TYPE.member,
      post_status_id: POST_STATUS.published,
    })
  ).id;
  const today = dayInTimeZone(new Date(), ZONE);
  const weekly = await send('POST', API.stops, {
    member_id: truck,
    starts_on: addDays(today, 1),
    start_time: '11:00',
    end_time: '15:00',
    place_name: 'Pier 17',
    address: '89 South St, New York, NY 10038',
    latitude: 40.7063,
    longitude: -74.0037,
    repeat: 'weekly',
  });
  await send('POST', API.stops, {
    member_id: truck,
    starts_on: addDays(today, 2),
    start_time: '18:00',
    end_time: '21:00',
    place_name: 'Brewery yard',
    cancelled_reason: 'Private event',
  });

  const page = await call(bff.url, '/smoke-wagon', { host: HOST });
  t.equal(page.status, 200);
  t.notMatch(page.text, /Smoke <\/script> Wagon/, 'escaped for the script element');
  const [graph, ...more] = jsonLdOf(page.text);
  t.equal(more.length, 0, 'one JSON-LD block');
  t.match(graph, {
    '@context': 'https://schema.org',
    '@type': 'FoodEstablishment',
    name: 'Smoke </script> Wagon',
    url: 'http://localhost:3000/smoke-wagon',
  });
  const api = (await call(bff.url, PUBLIC_API.schedule.member(truck), { host: HOST })).json as {
    data: { occurrences: StopOccurrence[] };
  };
  const events = graph?.event as Json[];
  t.equal(events.length, api.data.occurrences.length, 'an Event per occurrence the API gives');
  events.forEach((event, n) => {
    const occurrence = api.data.occurrences[n] as StopOccurrence;
    t.equal(event['@type'], 'Event');
    for (const required of ['name', 'startDate', 'location']) t.ok(event[required], `Event.${required}`);
    t.equal(event.startDate, occurrence.starts_at);
    t.equal(event.endDate, occurrence.ends_at);
    t.match(event.startDate, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0[45]:00$/, 'with New York’s offset that day');
    const location = event.location as Json;
    t.equal(location['@type'], 'Place');
    t.ok(location.address, 'Place.address');
    t.equal(
      event.eventStatus,
      occurrence.cancelled_reason ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    );
    if (occurrence.latitude !== null)
      t.same(location.geo, {
        '@type': 'GeoCoordinates',
        latitude: occurrence.latitude,
        longitude: occurrence.longitude,
      });
    else t.notOk(location.geo, 'no geo without coordinates');
  });
  t.ok(
    events.some((e) => e.eventStatus === 'https://schema.org/EventCancelled'),
    'the cancelled stop is there, as cancelled',
  );

  await send('PATCH', API.stop(weekly.data.id), { place_name: 'Pier 16' });
  const after = jsonLdOf((await call(bff.url, '/smoke-wagon', { host: HOST })).text)[0];
  t.ok(
    ((after?.event ?? []) as Json[]).some((e) => (e.location as Json).name === 'Pier 16'),
    'a stop written through the BFF shows at once',
  );

  await send('POST', API.posts.create, {
    url: '/about-us',
    title: 'About us',
    post_type_id: POST_TYPE.page,
    post_status_id: POST_STATUS.published,
  });
  t.same(jsonLdOf((await call(bff.url, '/about-us', { host: HOST })).text), [], 'a page carries none');
});
