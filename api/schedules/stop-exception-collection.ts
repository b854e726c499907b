/**
 * One date of a weekly stop that differs (docs/decisions/049), `{data}` answers: `cancelled`
 * with a reason, or `moved` to other times or another place that date (a field left null keeps
 * the stop's). The date must be one the stop happens on; one exception per stop and date (409).
 */
import type { Static } from 'typebox';
import { type StopExceptionRow, stopDates } from '#shared/schedules/stop-occurrences.ts';
import {
  type StopException,
  type StopExceptionCreateBodySchema,
  StopExceptionSchema,
  type StopExceptionUpdateBodySchema,
} from '#shared/schemas/stops.ts';
import { defineSiteCollection } from '../collections/site-collection.ts';
import { nowTimestamp, toIsoInstant } from '../db/timestamps.ts';
import { badRequest, conflict, notFound } from '../errors/http-error.ts';
import { requireChanges } from '../errors/require-changes.ts';
import type { Stores } from '../stores.ts';
import { timesProblem } from './stop-rules.ts';

type Row = Omit<StopExceptionRow, 'domain_id'>;

const INVALID = 'The given data was invalid';
/** one exception per stop and date: checked first, and a race on the unique index says the same */
const ONE_A_DATE = { message: 'This date has an exception already', detail: 'Change the one it has' };

async function assertOnStopDate(stores: Stores, domainId: number, stopId: number, date: string) {
  const stop = await stores.collections.stops.find(domainId, stopId);
  if (!stop) throw badRequest('Unknown stop', { stop_id: ['No such stop on this site'] });
  if (stop.repeat !== 'weekly') throw badRequest(INVALID, { stop_id: ['Only a weekly stop has exceptions'] });
  if (stopDates(stop, date, date).length === 0)
    throw badRequest(INVALID, { on_date: ['The stop does not happen on this date'] });
  return stop;
}

function assertException(
  exception: Pick<Row, 'kind' | 'reason' | 'start_time' | 'end_time' | 'latitude' | 'longitude'>,
  stop: { start_time: string; end_time: string },
) {
  const errors: Record<string, string[]> = {};
  if (exception.kind === 'cancelled' && !exception.reason) errors.reason = ['Say why it is cancelled'];
  const times = timesProblem(exception.start_time ?? stop.start_time, exception.end_time ?? stop.end_time);
  if (times) errors.end_time = [times];
  if ((exception.latitude === null) !== (exception.longitude === null))
    errors[exception.latitude === null ? 'latitude' : 'longitude'] = ['Give both coordinates or neither'];
  if (Object.keys(errors).length > 0) throw badRequest(INVALID, errors);
}

export const stopExceptionCollection = defineSiteCollection<
  Row,
  StopException,
  Static<typeof StopExceptionCreateBodySchema>,
  Static<typeof StopExceptionUpdateBodySchema>
>({
  table: {
    table: 'stop_exceptions',
    // a row is read with the columns the item answers
    columns: Object.keys(StopExceptionSchema.properties) as (keyof Row & string)[],
    order: [['on_date', 'asc']],
    copyRefs: { stop_id: 'stops' },
    copyRequires: ['stop_id'],
    uniqueIndex: { column: 'on_date', ...ONE_A_DATE },
  },
  notFound: 'Stop exception not found',
  toItem: (row) => ({
    ...row,
    latitude: row.latitude ?? null,
    longitude: row.longitude ?? null,
    updated_at: toIsoInstant(row.updated_at),
  }),
  async created(body, { stores, domainId, store }) {
    const stop = await assertOnStopDate(stores, domainId, body.stop_id, body.on_date);
    const exception = {
      stop_id: body.stop_id,
      on_date: body.on_date,
      kind: body.kind,
      reason: body.reason?.trim() ?? null,
      start_time: body.start_time ?? null,
      end_time: body.end_time ?? null,
      place_name: body.place_name?.trim() ?? null,
      address: body.address?.trim() ?? null,
      latitude: body.latitude ?? null,
      longitude: body.longitude ?? null,
      updated_at: nowTimestamp(),
    };
    assertException(exception, stop);
    const taken = (await store.list(domainId)).some(
      (other) => other.stop_id === body.stop_id && other.on_date === body.on_date,
    );
    if (taken) throw conflict(ONE_A_DATE.message, { on_date: [ONE_A_DATE.detail] });
    return exception;
  },
  update: {
    async changes(body, { stores, domainId, current }) {
      const changes = requireChanges({ ...body, reason: body.reason === null ? null : body.reason?.trim() });
      const now = await current();
      const stop = await stores.collections.stops.find(domainId, now.stop_id);
      if (!stop) throw notFound('Stop not found');
      assertException({ ...now, ...changes }, stop);
      return { ...changes, updated_at: nowTimestamp() };
    },
  },
});
