/**
 * One occurrence of a truck's stop on the public site (the "Today", "This week" and "Next stops"
 * blocks): when, where, the truck (unless the list is the truck's own), its note, "Open in maps"
 * (a geo: URI and OpenStreetMap, never embedded tiles), and a cancelled one struck through with
 * its reason.
 */
import type { StopOccurrence } from '#shared/schemas/stops.ts';
import { SmartLink } from '../../components/smart-link.tsx';
import { mapsLinksOf } from './maps-links.ts';
import { dayLabel, hoursLabel } from './stop-days.ts';

export interface StopEntryProps {
  stop: StopOccurrence;
  /** the site's local date, for "Today" and "Tomorrow" */
  today: string;
  withMember: boolean;
  withDay: boolean;
  /** how far away, when the visitor asked for the closest first */
  distance?: string;
}

export function StopEntry({ stop, today, withMember, withDay, distance }: StopEntryProps) {
  const cancelled = stop.cancelled_reason !== null;
  const maps = mapsLinksOf(stop);
  const when = `${withDay ? `${dayLabel(stop.date, today)}, ` : ''}${hoursLabel(stop.start_time, stop.end_time)}`;
  return (
    <li className={cancelled ? 'stop stop--cancelled' : 'stop'}>
      {withMember ? (
        <SmartLink href={stop.member.url} className="stop__member">
          {stop.member.title}
        </SmartLink>
      ) : null}
      <p className="stop__when">
        <time dateTime={stop.starts_at}>{when}</time>
        {distance ? <span className="stop__distance"> · {distance}</span> : null}
      </p>
      <p className="stop__where">
        {stop.place_name}
        {stop.address ? <span className="stop__address">, {stop.address}</span> : null}
      </p>
      {cancelled ? (
        <p className="stop__cancelled">
          <strong>Cancelled</strong>
          {stop.cancelled_reason ? `: ${stop.cancelled_reason}` : null}
        </p>
      ) : (
        <>
          {stop.note ? <p className="stop__note">{stop.note}</p> : null}
          <p className="stop__maps">
            {maps.geo ? (
              <a href={maps.geo} className="stop__map-link">
                Open in maps<span className="visually-hidden">: {stop.place_name}</span>
              </a>
            ) : null}
            <a href={maps.openStreetMap} className="stop__map-link" target="_blank" rel="noopener noreferrer">
              OpenStreetMap<span className="visually-hidden">: {stop.place_name} (opens in a new tab)</span>
            </a>
          </p>
        </>
      )}
    </li>
  );
}
