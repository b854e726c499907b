/**
 * The schedule blocks' reads (issue 28): the answers of the stops collection's public reads, as
 * the blocks declare them (shared/page-blocks/*-stops), through SWR like every public read (the
 * BFF inlines them in a page's first load).
 */
import useSWR from 'swr';
import type { Static } from 'typebox';
import type { MemberScheduleSchema, TodayScheduleSchema, WeekScheduleSchema } from '#shared/schemas/stops.ts';
import { QUIET_READ } from '../../content/quiet-swr.ts';

export type TodaySchedule = Static<typeof TodayScheduleSchema>;
export type WeekSchedule = Static<typeof WeekScheduleSchema>;
export type MemberSchedule = Static<typeof MemberScheduleSchema>;

/** the answer at `path` (`{data}`), undefined while it loads; null path: no read */
export function useScheduleRead<T>(path: string | null): T | undefined {
  return useSWR<{ data: T }>(path, QUIET_READ).data?.data;
}
