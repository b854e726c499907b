/**
 * A member's stops (docs/decisions/049, docs/product.md#api), `{data}` answers: kept in the
 * site's zone in local terms; a weekly stop repeats on its weekday until `repeat_until` (or on).
 * `cancelled_reason` cancels every occurrence (null takes it back); one date is cancelled or
 * moved by an exception (stop-exception-collection.ts), which goes with its stop.
 */
import type { Static } from 'typebox';
import type { StopRow } from '#shared/schedules/stop-occurrences.ts';
import {
  type Stop,
  type StopCreateBodySchema,
  StopSchema,
  type StopUpdateBodySchema,
} from '#shared/schemas/stops.ts';
import { defineSiteCollection } from '../collections/site-collection.ts';
import { nowTimestamp, toIsoInstant } from '../db/timestamps.ts';
import { requireChanges } from '../errors/require-changes.ts';
import { assertMember, assertStop } from './stop-rules.ts';

type Row = Omit<StopRow, 'domain_id'>;

const trimmed = (text: string | undefined) => text?.trim();

export const stopCollection = defineSiteCollection<
  Row,
  Stop,
  Static<typeof StopCreateBodySchema>,
  Static<typeof StopUpdateBodySchema>
>({
  table: {
    table: 'stops',
    // a row is read with the columns the item answers
    columns: Object.keys(StopSchema.properties) as (keyof Row & string)[],
    order: [
      ['starts_on', 'asc'],
      ['start_time', 'asc'],
    ],
    copyRefs: { member_id: 'posts' },
    copyRequires: ['member_id'],
    copyIdsAs: 'stops',
  },
  notFound: 'Stop not found',
  toItem: (row) => ({
    ...row,
    latitude: row.latitude ?? null,
    longitude: row.longitude ?? null,
    updated_at: toIsoInstant(row.updated_at),
  }),
  async created(body, { stores, domainId }) {
    const stop = {
      member_id: body.member_id,
      starts_on: body.starts_on,
      start_time: body.start_time,
      end_time: body.end_time,
      place_name: body.place_name.trim(),
      address: body.address?.trim() ?? '',
      latitude: body.latitude ?? null,
      longitude: body.longitude ?? null,
      note: body.note?.trim() ?? '',
      repeat: body.repeat ?? 'none',
      repeat_until: body.repeat_until ?? null,
      cancelled_reason: trimmed(body.cancelled_reason ?? undefined) ?? null,
      updated_at: nowTimestamp(),
    } as const;
    assertStop(stop);
    await assertMember(stores, domainId, body.member_id);
    return stop;
  },
  update: {
    async changes(body, { stores, domainId, current }) {
      const changes = requireChanges({
        ...body,
        place_name: trimmed(body.place_name),
        address: trimmed(body.address),
        note: trimmed(body.note),
        cancelled_reason: body.cancelled_reason === null ? null : trimmed(body.cancelled_reason),
      });
      assertStop({ ...(await current()), ...changes });
      await assertMember(stores, domainId, body.member_id);
      return { ...changes, updated_at: nowTimestamp() };
    },
  },
  // its exceptions go with it: stop_exceptions.stop_id is on delete cascade (migration 020)
});
