import Type, { type Static } from 'typebox';
import { AUDIT_ACTION_IDS, AUDIT_ENTITY_PATTERN } from '../audit.ts';
import { IdSchema } from './common.ts';
import { DateTimeFilterSchema } from './posts.ts';

/**
 * `GET /api/audit` (admin: events of its sites; owner: every site's): newest first, filtered by
 * site, user, entity type (`posts`, or a whole entity such as `options/colors`), action and a
 * date range (`startDate`/`endDate` as the post lists take them); one page of `limit` (default
 * 50) from `offset`, with `meta.total`.
 */
export const AuditListQuerySchema = Type.Object({
  site: Type.Optional(IdSchema),
  user: Type.Optional(IdSchema),
  type: Type.Optional(Type.String({ pattern: AUDIT_ENTITY_PATTERN, maxLength: 100 })),
  action: Type.Optional(Type.Enum(AUDIT_ACTION_IDS)),
  startDate: Type.Optional(DateTimeFilterSchema),
  endDate: Type.Optional(DateTimeFilterSchema),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
});
export type AuditListQuery = Static<typeof AuditListQuerySchema>;

export const AUDIT_DEFAULT_LIMIT = 50;

const TextOrNull = Type.Union([Type.String(), Type.Null()]);

/**
 * One recorded staff action. `user` is a snapshot taken when it happened (the account may since
 * have been renamed or deleted); a failed sign-in's user is the account whose email was typed,
 * or null (`email: 'unknown account'`). An account the viewer may not see (as `GET /api/users/{id}`
 * would answer 404: another site's staff, an owner off the viewer's sites, an account deleted) is
 * such an unknown account too, and a user acted on that it may not see has no `entity_id` or
 * `entity_label`; owners see everyone. `entity_label` is the title or name of what was touched
 * when known, `entity_kind` its sort (a post's collection: `members`), `detail` a fixed remark
 * (why a sign-in failed). `at` is UTC `YYYY-MM-DD HH:MM:SS`.
 */
export const AuditEventSchema = Type.Object({
  id: IdSchema,
  at: Type.String(),
  site: Type.Union([Type.Object({ id: IdSchema, host: Type.String(), name: Type.String() }), Type.Null()]),
  user: Type.Object({
    id: Type.Union([IdSchema, Type.Null()]),
    name: TextOrNull,
    email: TextOrNull,
  }),
  action: Type.String(),
  entity: Type.String(),
  entity_id: TextOrNull,
  entity_kind: TextOrNull,
  entity_label: TextOrNull,
  detail: TextOrNull,
  method: Type.String(),
  route: Type.String(),
  address: Type.String(),
});
export type AuditEvent = Static<typeof AuditEventSchema>;

export const AuditListAnswerSchema = Type.Object({
  data: Type.Array(AuditEventSchema),
  meta: Type.Object({ total: Type.Integer(), limit: Type.Integer(), offset: Type.Integer() }),
});
export type AuditListAnswer = Static<typeof AuditListAnswerSchema>;

/** `GET /api/audit/people`: everyone who appears in the events the caller may see (the user filter). */
export const AuditPeopleAnswerSchema = Type.Object({
  data: Type.Array(Type.Object({ id: IdSchema, name: Type.String(), email: Type.String() })),
});
export type AuditPeopleAnswer = Static<typeof AuditPeopleAnswerSchema>;
