/**
 * The "This week" block's props, their defaults and the reads they make (its fields:
 * declaration.ts): today and the six days after it, day by day, in the site's zone
 * (`GET /api/schedule/week`, shared/schemas/stops.ts `WeekScheduleSchema`).
 */
import { PUBLIC_API as API } from '../../public-api-paths.ts';
import type { BlockData } from '../block-data.ts';

export interface WeekStopsProps {
  title: string;
  /** list the days with no stops too ("No trucks out") */
  showEmptyDays: boolean;
}

export function weekStopsReads(_props: WeekStopsProps) {
  return { week: API.schedule.week };
}

export const WEEK_STOPS_DATA: BlockData<WeekStopsProps> = {
  defaultProps: { title: 'This week', showEmptyDays: false },
  reads: weekStopsReads,
};
