/**
 * The checks of a stop as a whole (a create body, or a stored stop with an update's changes):
 * each answers the spec's 400 with the field it is about. The schemas check each field alone.
 */
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { badRequest } from '../errors/http-error.ts';
import type { Stores } from '../stores.ts';

interface StopShape {
  starts_on: string;
  start_time: string;
  end_time: string;
  latitude: number | null;
  longitude: number | null;
  repeat: 'none' | 'weekly';
  repeat_until: string | null;
}

/** whether y-MM-dd names a day of the calendar (not 31 February, which `Date` would roll over) */
export function isCalendarDate(date: string): boolean {
  const at = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === date;
}

/** `end` after `start` on the same day (a stop past midnight is two stops) */
export function timesProblem(start: string | null, end: string | null): string | undefined {
  return start !== null && end !== null && end <= start ? 'Ends after it starts, on the same day' : undefined;
}

export function assertStop(stop: StopShape): void {
  const errors: Record<string, string[]> = {};
  const times = timesProblem(stop.start_time, stop.end_time);
  if (times) errors.end_time = [times];
  if ((stop.latitude === null) !== (stop.longitude === null))
    errors[stop.latitude === null ? 'latitude' : 'longitude'] = ['Give both coordinates or neither'];
  if (stop.repeat_until !== null && stop.repeat !== 'weekly')
    errors.repeat_until = ['Only a weekly stop repeats until a date'];
  else if (stop.repeat_until !== null && stop.repeat_until < stop.starts_on)
    errors.repeat_until = ['Not before the first date'];
  if (!isCalendarDate(stop.starts_on)) errors.starts_on = ['No such date'];
  if (Object.keys(errors).length > 0) throw badRequest('The given data was invalid', errors);
}

/** the member must be a member post of this site (a draft is fine: its stops show once it is live) */
export async function assertMember(stores: Stores, domainId: number, memberId: number | undefined) {
  if (memberId === undefined) return;
  const known = await stores.posts.existingIdsOfType(domainId, POST_TYPE.member, [memberId]);
  if (!known.has(memberId))
    throw badRequest('Unknown member', { member_id: ['No such member on this site'] });
}
