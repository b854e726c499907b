/**
 * "This week" (issue 28): today and the six days after it, day by day, each day's stops by start
 * (the site's time zone); a day without a truck out is left out, or says so when the block asks.
 */
import { type WeekStopsProps, weekStopsReads } from '#shared/page-blocks/week-stops/props.ts';
import { useScheduleRead, type WeekSchedule } from './schedule-reads.ts';
import { dayLabel } from './stop-days.ts';
import { StopEntry } from './stop-entry.tsx';
import './stops.css';

export function WeekStopsBlock(props: WeekStopsProps) {
  const week = useScheduleRead<WeekSchedule>(weekStopsReads(props).week);
  const today = week?.days[0]?.date ?? '';
  const days = week?.days.filter((day) => props.showEmptyDays || day.occurrences.length > 0) ?? [];
  return (
    <section className="section stops-block" aria-busy={week ? undefined : true}>
      <div className="container container--narrow">
        {props.title ? <h2 className="section__title">{props.title}</h2> : null}
        {week && days.length === 0 ? <p>No trucks out this week.</p> : null}
        {days.map((day) => (
          <div key={day.date} className="stops-block__day">
            <h3 className="stops__day">{dayLabel(day.date, today)}</h3>
            {day.occurrences.length === 0 ? (
              <p className="stops-block__none">No truck out.</p>
            ) : (
              <ul className="stops">
                {day.occurrences.map((stop) => (
                  <StopEntry
                    key={`${stop.stop_id}@${stop.date}`}
                    stop={stop}
                    today={today}
                    withMember
                    withDay={false}
                  />
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
