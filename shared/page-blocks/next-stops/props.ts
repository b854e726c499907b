/**
 * The "Next stops" block's props, their defaults and the reads they make (its fields:
 * declaration.ts): a member's next stops (`GET /api/schedule/members/{id}?limit=`,
 * shared/schemas/stops.ts `MemberScheduleSchema`) and its "Add to calendar" feed
 * (`/calendar/{id}.ics`, the BFF's). On a member's page it shows that member's unless another is
 * chosen; that read depends on the page, not the props, so the BFF adds it with the page
 * header's reads (server/pages/block-reads.ts, decision 038) and the renderer keys it with
 * `nextStopsPath(pageMemberId, limit)`.
 */
import { PUBLIC_API as API } from '../../public-api-paths.ts';
import type { BlockData } from '../block-data.ts';
import { isRecordId } from '../block-reads.ts';

export interface NextStopsProps {
  title: string;
  /** the member whose stops it shows (one id); empty: the member whose page it is on */
  memberIds: number[];
  /** at most this many stops */
  limit: number;
  /** an "Add to calendar" link to the member's feed */
  showCalendarLink: boolean;
}

export const NEXT_STOPS_MAX = 50;

/** its type in a document (the registries' key, once the block is registered with its renderer) */
export const NEXT_STOPS_TYPE = 'NextStops';

/** the read of a member's next stops, as the renderer keys it and the BFF inlines it */
export function nextStopsPath(memberId: number, limit: number): string {
  const within = Math.min(Math.max(Math.trunc(limit) || 1, 1), NEXT_STOPS_MAX);
  return `${API.schedule.member(memberId)}?limit=${within}`;
}

/** the member the props choose, if any (stored JSON: anything but an id is left out) */
export function chosenStopsMember({ memberIds }: Pick<NextStopsProps, 'memberIds'>): number | undefined {
  return memberIds.find(isRecordId);
}

/** the chosen member's stops; none without one (the page's member: the BFF's page reads) */
export function nextStopsReads(props: NextStopsProps) {
  const member = chosenStopsMember(props);
  return { stops: member === undefined ? null : nextStopsPath(member, props.limit) };
}

export const NEXT_STOPS_DATA: BlockData<NextStopsProps> = {
  defaultProps: { title: 'Next stops', memberIds: [], limit: 5, showCalendarLink: true },
  reads: nextStopsReads,
};
