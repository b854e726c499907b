/**
 * The stop form's values and the body they send (shared/schemas/stops.ts): text inputs hold
 * strings; empty coordinates are null, both or neither; a weekly repeat may end on a date.
 */
import type { StopCreateBody } from '#shared/schemas/stops.ts';
import type { NewSlot, ScheduledStop } from './stop-changes.ts';

export interface StopFormValues {
  member_id: string | null;
  starts_on: string;
  start_time: string;
  end_time: string;
  place_name: string;
  address: string;
  latitude: string;
  longitude: string;
  note: string;
  weekly: boolean;
  repeat_until: string;
  cancelled: boolean;
  cancelled_reason: string;
}

export type StoredStop = ScheduledStop & { repeat_until: string | null; cancelled_reason: string | null };

export function formValuesOf(
  stop: StoredStop | undefined,
  slot?: NewSlot,
  memberId?: number,
): StopFormValues {
  return {
    member_id: stop ? String(stop.member_id) : memberId ? String(memberId) : null,
    starts_on: stop?.starts_on ?? slot?.date ?? '',
    start_time: stop?.start_time ?? slot?.start_time ?? '11:00',
    end_time: stop?.end_time ?? slot?.end_time ?? '14:00',
    place_name: stop?.place_name ?? '',
    address: stop?.address ?? '',
    latitude: stop?.latitude == null ? '' : String(stop.latitude),
    longitude: stop?.longitude == null ? '' : String(stop.longitude),
    note: stop?.note ?? '',
    weekly: stop?.repeat === 'weekly',
    repeat_until: stop?.repeat_until ?? '',
    cancelled: Boolean(stop?.cancelled_reason),
    cancelled_reason: stop?.cancelled_reason ?? '',
  };
}

const coordinate = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

/** What the form says before anything is sent: by field, as the API would. */
export function formProblems(values: StopFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.member_id) problems.member_id = 'Choose the truck';
  if (!values.starts_on) problems.starts_on = 'Fill in the date';
  if (!values.start_time) problems.start_time = 'Fill in the start';
  if (!values.end_time) problems.end_time = 'Fill in the end';
  else if (values.start_time && values.end_time <= values.start_time)
    problems.end_time = 'Ends after it starts';
  if (!values.place_name.trim()) problems.place_name = 'Fill in the place';
  const latitude = coordinate(values.latitude);
  const longitude = coordinate(values.longitude);
  if ((latitude === null) !== (longitude === null)) {
    problems[latitude === null ? 'latitude' : 'longitude'] = 'Both coordinates, or neither';
  }
  if (latitude !== null && !(Math.abs(latitude) <= 90)) problems.latitude = 'Between −90 and 90';
  if (longitude !== null && !(Math.abs(longitude) <= 180)) problems.longitude = 'Between −180 and 180';
  if (values.cancelled && !values.cancelled_reason.trim())
    problems.cancelled_reason = 'Say why: visitors see it';
  if (values.weekly && values.repeat_until && values.repeat_until < values.starts_on) {
    problems.repeat_until = 'Not before the first date';
  }
  return problems;
}

export function stopBody(values: StopFormValues): StopCreateBody {
  return {
    member_id: Number(values.member_id),
    starts_on: values.starts_on,
    start_time: values.start_time,
    end_time: values.end_time,
    place_name: values.place_name.trim(),
    address: values.address.trim(),
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
    note: values.note.trim(),
    repeat: values.weekly ? 'weekly' : 'none',
    repeat_until: values.weekly && values.repeat_until ? values.repeat_until : null,
    cancelled_reason: values.cancelled ? values.cancelled_reason.trim() : null,
  };
}
