/**
 * The "Today" block's props, their defaults and the reads they make (its fields: declaration.ts):
 * which trucks are where now and later today, in the site's zone (`GET /api/schedule/today`,
 * shared/schemas/stops.ts `TodayScheduleSchema`). "Closest first" sorts by distance only after
 * the visitor presses it (the renderer asks for the position then, never on load).
 */
import { PUBLIC_API as API } from '../../public-api-paths.ts';
import type { BlockData } from '../block-data.ts';

export interface TodayStopsProps {
  title: string;
  /** what the block says when no truck is out today */
  emptyText: string;
  /** offer "Closest first" (the visitor's position, asked for only when pressed) */
  offerClosestFirst: boolean;
}

export function todayStopsReads(_props: TodayStopsProps) {
  return { today: API.schedule.today };
}

export const TODAY_STOPS_DATA: BlockData<TodayStopsProps> = {
  defaultProps: {
    title: 'Where to find us today',
    emptyText: 'No trucks are out today.',
    offerClosestFirst: true,
  },
  reads: todayStopsReads,
};
