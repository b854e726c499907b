/**
 * The JSON-LD of a member's page (docs/decisions/049): the truck as a schema.org
 * `FoodEstablishment` with its upcoming stops as `Event`s — each with its start and end (ISO 8601
 * with the site's offset that day), its `location` (a `Place` with its name, address and, when
 * known, `geo`), and `eventStatus` `EventCancelled` when cancelled, else `EventScheduled`.
 * Typed with schema-dts; written by the BFF into the head with the other tags, escaped for a
 * script element. Search engines read it without running the SPA.
 */
import type { Event, FoodEstablishment, Place, WithContext } from 'schema-dts';
import type { StopOccurrence } from '#shared/schemas/stops.ts';
import { element, jsonForScript } from './html-escape.ts';
import { PAGE_HEAD_MARK } from './page-head.ts';

export interface MemberFacts {
  /** the member page's absolute url */
  url: string;
  name: string;
  description: string;
}

function placeOf(occurrence: StopOccurrence): Place {
  return {
    '@type': 'Place',
    name: occurrence.place_name,
    // a place without an address still needs one for rich results: its name is where it is
    address: occurrence.address || occurrence.place_name,
    ...(occurrence.latitude !== null && occurrence.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: occurrence.latitude, longitude: occurrence.longitude } }
      : {}),
  };
}

function eventOf(member: MemberFacts, occurrence: StopOccurrence): Event {
  const cancelled = occurrence.cancelled_reason !== null;
  const note = [cancelled ? `Cancelled: ${occurrence.cancelled_reason}` : '', occurrence.note]
    .filter(Boolean)
    .join(' — ');
  return {
    '@type': 'Event',
    name: `${member.name} at ${occurrence.place_name}`,
    startDate: occurrence.starts_at,
    endDate: occurrence.ends_at,
    eventStatus: cancelled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: placeOf(occurrence),
    organizer: { '@type': 'Organization', name: member.name, url: member.url },
    ...(note ? { description: note } : {}),
  };
}

export function memberJsonLd(
  member: MemberFacts,
  occurrences: readonly StopOccurrence[],
): WithContext<FoodEstablishment> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FoodEstablishment',
    name: member.name,
    url: member.url,
    ...(member.description ? { description: member.description } : {}),
    ...(occurrences.length > 0 ? { event: occurrences.map((o) => eventOf(member, o)) } : {}),
  };
}

/** the script element of the head (marked as the BFF's, like canonical and Open Graph) */
export function memberJsonLdTag(member: MemberFacts, occurrences: readonly StopOccurrence[]): string {
  return element(
    'script',
    { type: 'application/ld+json', [PAGE_HEAD_MARK]: true },
    jsonForScript(memberJsonLd(member, occurrences)),
  );
}
