import Type, { type Static } from 'typebox';
import { HONEYPOT_FIELD } from '../form-fields.ts';
import { EmailSchema } from './auth.ts';
import { IdSchema } from './common.ts';

/** Public forms (`POST /api/forms/{form}/submissions`) and the panel's submissions inbox. */

export const FORM_NAMES = ['catering', 'join', 'contact'] as const;
export type FormName = (typeof FORM_NAMES)[number];

// the honeypot field (filled by bots, never by people) is declared in form-fields.ts, which the
// client imports without pulling TypeBox into its bundle
export { HONEYPOT_FIELD };

export const FormParamsSchema = Type.Object({ form: Type.Enum(FORM_NAMES) });

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

export const SubmissionSchema = Type.Object({
  id: Type.Integer(),
  form: Type.String(),
  fields: Type.Record(Type.String(), Type.String()),
  created_at: Type.String(),
});
export type Submission = Static<typeof SubmissionSchema>;

export const SubmissionsQuerySchema = Type.Object({
  form: Type.Optional(Type.Enum(FORM_NAMES)),
  /** `csv` answers a CSV file instead of JSON */
  format: Type.Optional(Type.Enum(['json', 'csv'])),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
});

/**
 * `POST /api/forms/{form}/submissions` answer: the id of the stored submission; none when the
 * honeypot caught it (answered like a success, stored nowhere).
 */
export const FormReceiptSchema = Type.Object({ id: Type.Optional(IdSchema) });
export type FormReceipt = Static<typeof FormReceiptSchema>;
