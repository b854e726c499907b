/**
 * "Next stops" (issue 28): a member's next stops — the member chosen in the builder, or, on a
 * member's page, that member's — with "Add to calendar" (the member's iCalendar feed, which a
 * calendar app subscribes to).
 */

import { CALENDAR_FEEDS } from '#shared/calendar-feeds.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import {
  chosenStopsMember,
  type NextStopsProps,
  nextStopsPath,
} from '#shared/page-blocks/next-stops/props.ts';
import { useCurrentPost } from '../block-context.ts';
import { type MemberSchedule, useScheduleRead } from './schedule-reads.ts';
import { StopEntry } from './stop-entry.tsx';
import './stops.css';

export function NextStopsBlock(props: NextStopsProps) {
  const page = useCurrentPost();
  const pageMember = page && page.post_type_id === POST_TYPE.member ? page.id : undefined;
  const member = chosenStopsMember(props) ?? pageMember;
  const schedule = useScheduleRead<MemberSchedule>(
    member === undefined ? null : nextStopsPath(member, props.limit),
  );
  if (member === undefined) return null;
  const today = schedule?.occurrences[0]?.date ?? '';
  return (
    <section className="section stops-block" aria-busy={schedule ? undefined : true}>
      <div className="container container--narrow">
        {props.title ? <h2 className="section__title">{props.title}</h2> : null}
        {schedule && schedule.occurrences.length === 0 ? <p>No stops planned yet.</p> : null}
        {schedule && schedule.occurrences.length > 0 ? (
          <ul className="stops">
            {schedule.occurrences.map((stop) => (
              <StopEntry
                key={`${stop.stop_id}@${stop.date}`}
                stop={stop}
                today={today}
                withMember={false}
                withDay
              />
            ))}
          </ul>
        ) : null}
        {props.showCalendarLink ? (
          <p className="stops-block__actions">
            <a href={CALENDAR_FEEDS.member(member)} className="button button--ghost" download>
              Add to calendar
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
