/**
 * "Today" (issue 28): which trucks are where now and later today, in the site's time zone, by
 * start. "Closest first" asks the browser for the visitor's position only when pressed — never on
 * page load — and then sorts the stops with coordinates by distance (the position stays in the
 * page: it is sent nowhere).
 */

import { useState } from 'react';
import { type TodayStopsProps, todayStopsReads } from '#shared/page-blocks/today-stops/props.ts';
import { closestFirst, distanceLabel, type Position } from './distance.ts';
import { type TodaySchedule, useScheduleRead } from './schedule-reads.ts';
import { StopEntry } from './stop-entry.tsx';
import './stops.css';

type Asking = 'idle' | 'asking' | 'refused';

export function TodayStopsBlock(props: TodayStopsProps) {
  const { title, emptyText, offerClosestFirst } = props;
  const today = useScheduleRead<TodaySchedule>(todayStopsReads(props).today);
  const [here, setHere] = useState<Position | undefined>();
  const [asking, setAsking] = useState<Asking>('idle');
  const located = today?.occurrences.some((stop) => stop.latitude !== null) ?? false;
  const askPosition = () => {
    if (!('geolocation' in navigator)) return setAsking('refused');
    setAsking('asking');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setHere({ latitude: coords.latitude, longitude: coords.longitude });
        setAsking('idle');
      },
      () => setAsking('refused'),
      { maximumAge: 300_000, timeout: 15_000 },
    );
  };
  const entries = today
    ? here
      ? closestFirst(today.occurrences, here)
      : today.occurrences.map((item) => ({ item, km: undefined }))
    : [];
  return (
    <section className="section stops-block" aria-busy={today ? undefined : true}>
      <div className="container container--narrow">
        {title ? <h2 className="section__title">{title}</h2> : null}
        {today && today.occurrences.length === 0 ? <p>{emptyText}</p> : null}
        {offerClosestFirst && located && !here ? (
          <p className="stops-block__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={askPosition}
              disabled={asking === 'asking'}
            >
              {asking === 'asking' ? 'Finding you…' : 'Closest first'}
            </button>
            {asking === 'refused' ? (
              <span role="status"> Your position is not available: the stops stay by time.</span>
            ) : null}
          </p>
        ) : null}
        {entries.length > 0 && today ? (
          <ul className="stops">
            {entries.map(({ item, km }) => (
              <StopEntry
                key={`${item.stop_id}@${item.date}`}
                stop={item}
                today={today.date}
                withMember
                withDay={false}
                distance={km === undefined ? undefined : distanceLabel(km)}
              />
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
