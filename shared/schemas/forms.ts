import Type, { type Static } from 'typebox';
import { CATERING_REQUEST_RULES as RULES } from '../catering-request.ts';
import { FORM_NAMES, HONEYPOT_FIELD, SUBMISSION_STATUSES } from '../form-fields.ts';
import { EmailSchema } from './auth.ts';
import { CLOSED, IdSchema } from './common.ts';
import { DateTimeFilterSchema } from './posts.ts';

/** Public forms (`POST /api/forms/{form}/submissions`) and the panel's submissions inbox. */

// the form names, the honeypot field (filled by bots, never by people) and the inbox states are
// declared in form-fields.ts, which the client imports without pulling TypeBox into its bundle
export type { FormName, SubmissionStatus } from '../form-fields.ts';
export { FORM_NAMES, HONEYPOT_FIELD, SUBMISSION_STATUSES };

export const FormParamsSchema = Type.Object({ form: Type.Enum(FORM_NAMES) });

/**
 * A public post: each field bounded, at most 30 of them. Their total is bounded too, by the route
 * (SUBMISSION_MAX_BYTES in shared/limits.ts: 413), as JSON Schema cannot sum lengths.
 */
export const FormSubmissionBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    email: EmailSchema,
    message: Type.Optional(Type.String({ maxLength: 5000 })),
    [HONEYPOT_FIELD]: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: Type.String({ maxLength: 5000 }), maxProperties: 30 },
);
export type FormSubmissionBody = Static<typeof FormSubmissionBodySchema>;

/**
 * A catering request (`POST /api/forms/catering/submissions`), built from the rules of
 * shared/catering-request.ts: a name of two characters or more, an email at a domain with a dot,
 * a phone number, an event date (`y-MM-dd`) and a whole number of guests. What a schema cannot say
 * (a real calendar day, not before the site's today, the bounds of trimmed values) the route checks
 * with `cateringRequestProblems`, which the form runs before posting.
 */
export const CateringRequestBodySchema = Type.Object(
  {
    name: Type.String({ minLength: RULES.name.minLength, maxLength: RULES.name.maxLength }),
    email: Type.String({ maxLength: RULES.email.maxLength, pattern: RULES.email.pattern }),
    phone: Type.Optional(Type.String({ maxLength: RULES.phone.maxLength, pattern: RULES.phone.pattern })),
    date: Type.Optional(Type.String({ pattern: RULES.date.pattern })),
    guests: Type.Optional(Type.String({ pattern: RULES.guests.pattern })),
    message: Type.Optional(Type.String({ maxLength: RULES.message.maxLength })),
    [HONEYPOT_FIELD]: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: Type.String({ maxLength: 5000 }), maxProperties: 30 },
);

/** A submission as the panel's inbox reads it; `status` follows from `read_at` and `handled_at`. */
export const SubmissionSchema = Type.Object({
  id: Type.Integer(),
  form: Type.String(),
  fields: Type.Record(Type.String(), Type.String()),
  created_at: Type.String(),
  status: Type.Enum(SUBMISSION_STATUSES),
  read_at: Type.Union([Type.String(), Type.Null()]),
  handled_at: Type.Union([Type.String(), Type.Null()]),
  /** who marked it handled (null when it is not, or that account is gone) */
  handled_by: Type.Union([Type.Object({ id: IdSchema, name: Type.String() }), Type.Null()]),
});
export type Submission = Static<typeof SubmissionSchema>;

/**
 * `GET /api/submissions`: newest first; `form`, `status` and the created-between range
 * (`startDate`/`endDate` as in `GET /api/posts/by-type`, docs/product.md#lists-and-dates) narrow the list,
 * `limit`/`offset` page it (default: the first 500). With `format=csv` the same filters, no paging: a CSV
 * file.
 */
export const SubmissionsQuerySchema = Type.Object({
  form: Type.Optional(Type.Enum(FORM_NAMES)),
  status: Type.Optional(Type.Enum(SUBMISSION_STATUSES)),
  startDate: Type.Optional(DateTimeFilterSchema),
  endDate: Type.Optional(DateTimeFilterSchema),
  /** `csv` answers a CSV file instead of JSON */
  format: Type.Optional(Type.Enum(['json', 'csv'])),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
});
export type SubmissionsQuery = Static<typeof SubmissionsQuerySchema>;

export const SUBMISSIONS_DEFAULT_LIMIT = 500;

/**
 * Public posts the site refused because it had stored its SUBMISSIONS_PER_SITE_PER_HOUR of the
 * hour (shared/limits.ts): how many since `since` (`y-MM-dd HH:mm:ss` UTC, the first refusal of
 * the count, which lasts SUBMISSION_REFUSALS_WINDOW_MS), and the cap they met.
 */
export const SubmissionRefusalsSchema = Type.Object({
  count: Type.Integer({ minimum: 1 }),
  since: Type.String(),
  hourly_limit: Type.Integer(),
});
export type SubmissionRefusals = Static<typeof SubmissionRefusalsSchema>;

/**
 * `GET /api/submissions` answer: the page, the paging facts (`total` matches the filters),
 * `unread`: how many of the site's submissions are new, whatever the filters (the panel home's
 * "new requests"), and `refused` when the site turned posts away over its hourly cap lately.
 */
export const SubmissionListAnswerSchema = Type.Object({
  data: Type.Array(SubmissionSchema),
  meta: Type.Object({
    total: Type.Integer(),
    limit: Type.Integer(),
    offset: Type.Integer(),
    unread: Type.Integer(),
    refused: Type.Optional(SubmissionRefusalsSchema),
  }),
});
export type SubmissionListAnswer = Static<typeof SubmissionListAnswerSchema>;

/**
 * `PATCH /api/submissions/{id}`: `handled` true marks it handled by the caller (and read), false
 * takes that back (it stays read); `read` false marks it new again (and not handled), true marks it
 * read. At least one of them; `handled: true` with `read: false` contradicts itself (400).
 */
export const SubmissionUpdateBodySchema = Type.Object(
  { handled: Type.Optional(Type.Boolean()), read: Type.Optional(Type.Boolean()) },
  CLOSED,
);
export type SubmissionUpdateBody = Static<typeof SubmissionUpdateBodySchema>;

/**
 * `POST /api/forms/{form}/submissions` answer: the id of the stored submission; none when the
 * honeypot caught it (answered like a success, stored nowhere).
 */
export const FormReceiptSchema = Type.Object({ id: Type.Optional(IdSchema) });
export type FormReceipt = Static<typeof FormReceiptSchema>;
