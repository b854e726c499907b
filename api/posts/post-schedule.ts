/**
 * The schedule of a post (issue 10): `publish_at` and `unpublish_at`, given as ISO 8601 in UTC
 * and stored as the API's UTC timestamps; the scheduler carries them out
 * (publication-scheduler.ts).
 */
import { toTimestamp } from '../db/timestamps.ts';
import { badRequest } from '../errors/http-error.ts';

/** A given time as a stored timestamp; null clears the schedule; an impossible date is a 400. */
export function scheduledTimestamp(value: string | null, field: string): string | null {
  if (value === null) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 16) !== value.slice(0, 16)) {
    throw badRequest('The given data was invalid', { [field]: ['is not a real date and time'] });
  }
  return toTimestamp(date);
}

/** Going off before going live is refused. */
export function assertScheduleOrder(
  publishAt: string | null | undefined,
  unpublishAt: string | null | undefined,
) {
  if (publishAt && unpublishAt && unpublishAt <= publishAt) {
    throw badRequest('The given data was invalid', {
      unpublish_at: ['must be later than the time it is published'],
    });
  }
}
