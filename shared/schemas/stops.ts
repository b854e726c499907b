/**
 * Truck schedules (issue 28, docs/decisions/049): a member's stops, in the site's time zone and in
 * local terms (a date, `HH:mm` times), so a daylight-saving change never moves a weekly stop's
 * local hour; the exceptions of a weekly stop for one date; and the occurrences the public reads
 * expand from them.
 */
import Type, { type Static } from 'typebox';
import { CLOSED, IdSchema } from './common.ts';

/** a calendar date in the site's zone */
export const LocalDateSchema = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' });
/** a wall-clock time in the site's zone, `HH:mm` */
export const LocalTimeSchema = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });

const LatitudeSchema = Type.Number({ minimum: -90, maximum: 90 });
const LongitudeSchema = Type.Number({ minimum: -180, maximum: 180 });
const orNull = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const STOP_REPEATS = ['none', 'weekly'] as const;
export const StopRepeatSchema = Type.Enum(STOP_REPEATS);

const PlaceNameSchema = Type.String({ minLength: 1, maxLength: 200 });
const AddressSchema = Type.String({ maxLength: 300 });
const NoteSchema = Type.String({ maxLength: 500 });
const ReasonSchema = Type.String({ minLength: 1, maxLength: 200 });

export const StopSchema = Type.Object({
  id: IdSchema,
  member_id: IdSchema,
  starts_on: LocalDateSchema,
  start_time: LocalTimeSchema,
  end_time: LocalTimeSchema,
  place_name: Type.String(),
  address: Type.String(),
  latitude: orNull(Type.Number()),
  longitude: orNull(Type.Number()),
  note: Type.String(),
  repeat: StopRepeatSchema,
  /** the last date a weekly stop happens on (null: until further notice) */
  repeat_until: orNull(LocalDateSchema),
  /** why the stop (every occurrence of it) is off; null when it is not cancelled */
  cancelled_reason: orNull(Type.String()),
  updated_at: Type.String(),
});
export type Stop = Static<typeof StopSchema>;

/**
 * `POST /api/stops`. The end is after the start on the same day; latitude and longitude come
 * together or not at all; `repeat_until` only with a weekly repeat, not before `starts_on`.
 */
export const StopCreateBodySchema = Type.Object(
  {
    member_id: IdSchema,
    starts_on: LocalDateSchema,
    start_time: LocalTimeSchema,
    end_time: LocalTimeSchema,
    place_name: PlaceNameSchema,
    address: Type.Optional(AddressSchema),
    latitude: Type.Optional(orNull(LatitudeSchema)),
    longitude: Type.Optional(orNull(LongitudeSchema)),
    note: Type.Optional(NoteSchema),
    repeat: Type.Optional(StopRepeatSchema),
    repeat_until: Type.Optional(orNull(LocalDateSchema)),
    /** a reason cancels the stop; null takes the cancellation back */
    cancelled_reason: Type.Optional(orNull(ReasonSchema)),
  },
  CLOSED,
);
export type StopCreateBody = Static<typeof StopCreateBodySchema>;

/** `PATCH /api/stops/{id}`: any of the fields (cancel: `{cancelled_reason: "…"}`); none is a 400. */
export const StopUpdateBodySchema = Type.Partial(StopCreateBodySchema, CLOSED);
export type StopUpdateBody = Static<typeof StopUpdateBodySchema>;

export const STOP_EXCEPTION_KINDS = ['cancelled', 'moved'] as const;
export const StopExceptionKindSchema = Type.Enum(STOP_EXCEPTION_KINDS);

/**
 * One date of a weekly stop that differs: `cancelled` (with a reason) or `moved` (other times or
 * another place that date; a field left null keeps the stop's).
 */
export const StopExceptionSchema = Type.Object({
  id: IdSchema,
  stop_id: IdSchema,
  on_date: LocalDateSchema,
  kind: StopExceptionKindSchema,
  reason: orNull(Type.String()),
  start_time: orNull(LocalTimeSchema),
  end_time: orNull(LocalTimeSchema),
  place_name: orNull(Type.String()),
  address: orNull(Type.String()),
  latitude: orNull(Type.Number()),
  longitude: orNull(Type.Number()),
  updated_at: Type.String(),
});
export type StopException = Static<typeof StopExceptionSchema>;

/** `POST /api/stop-exceptions`: `on_date` must be a date the weekly stop happens on. */
export const StopExceptionCreateBodySchema = Type.Object(
  {
    stop_id: IdSchema,
    on_date: LocalDateSchema,
    kind: StopExceptionKindSchema,
    reason: Type.Optional(orNull(ReasonSchema)),
    start_time: Type.Optional(orNull(LocalTimeSchema)),
    end_time: Type.Optional(orNull(LocalTimeSchema)),
    place_name: Type.Optional(orNull(PlaceNameSchema)),
    address: Type.Optional(orNull(AddressSchema)),
    latitude: Type.Optional(orNull(LatitudeSchema)),
    longitude: Type.Optional(orNull(LongitudeSchema)),
  },
  CLOSED,
);
export type StopExceptionCreateBody = Static<typeof StopExceptionCreateBodySchema>;

/** `PATCH /api/stop-exceptions/{id}`: any field but the stop and the date. */
export const StopExceptionUpdateBodySchema = Type.Partial(
  Type.Omit(StopExceptionCreateBodySchema, ['stop_id', 'on_date']),
  CLOSED,
);
export type StopExceptionUpdateBody = Static<typeof StopExceptionUpdateBodySchema>;

/** One occurrence of a stop as visitors see it (the public reads, the feeds' checks, JSON-LD). */
export const StopOccurrenceSchema = Type.Object({
  stop_id: IdSchema,
  member: Type.Object({ id: IdSchema, title: Type.String(), url: Type.String() }),
  /** the local date it happens on */
  date: LocalDateSchema,
  start_time: LocalTimeSchema,
  end_time: LocalTimeSchema,
  /** the instants, ISO 8601 with the zone's offset that day (`2026-03-29T12:00:00+02:00`) */
  starts_at: Type.String(),
  ends_at: Type.String(),
  place_name: Type.String(),
  address: Type.String(),
  latitude: orNull(Type.Number()),
  longitude: orNull(Type.Number()),
  note: Type.String(),
  /** the reason when this occurrence (or its whole stop) is cancelled, else null */
  cancelled_reason: orNull(Type.String()),
  /** whether a weekly stop's exception changed this date */
  moved: Type.Boolean(),
  updated_at: Type.String(),
});
export type StopOccurrence = Static<typeof StopOccurrenceSchema>;

/** `GET /api/schedule/today`: now and later today, by start. */
export const TodayScheduleSchema = Type.Object({
  time_zone: Type.String(),
  date: LocalDateSchema,
  occurrences: Type.Array(StopOccurrenceSchema),
});

/** `GET /api/schedule/week`: today and the six days after it, each day's occurrences by start. */
export const WeekScheduleSchema = Type.Object({
  time_zone: Type.String(),
  days: Type.Array(Type.Object({ date: LocalDateSchema, occurrences: Type.Array(StopOccurrenceSchema) })),
});

/** `GET /api/schedule/members/{id}`: a published member's next occurrences (at most `limit`). */
export const MemberScheduleSchema = Type.Object({
  time_zone: Type.String(),
  member_id: IdSchema,
  occurrences: Type.Array(StopOccurrenceSchema),
});

export const MemberScheduleQuerySchema = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) },
  CLOSED,
);

/**
 * `GET /api/schedule/feed` (`?member=` for one member): what the iCalendar feeds are made from —
 * the stops of published members as stored (weekly ones with their exceptions), not expanded,
 * each with its member; the feed's RRULE and EXDATE carry the repeat.
 */
export const ScheduleFeedSchema = Type.Object({
  time_zone: Type.String(),
  /** the member of a member's feed (`?member=`), null for the site's */
  member: orNull(Type.Object({ id: IdSchema, title: Type.String(), url: Type.String() })),
  stops: Type.Array(
    Type.Object({
      ...StopSchema.properties,
      member: Type.Object({ id: IdSchema, title: Type.String(), url: Type.String() }),
      exceptions: Type.Array(StopExceptionSchema),
    }),
  ),
});
export type ScheduleFeed = Static<typeof ScheduleFeedSchema>;

export const ScheduleFeedQuerySchema = Type.Object({ member: Type.Optional(IdSchema) }, CLOSED);
