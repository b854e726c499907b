import Type, { type Static } from 'typebox';
import { CLOSED, IdSchema } from './common.ts';
import { AnalyticsItemSchema } from './domain-options.ts';

/** Request shapes of the FAQ, category, cuisine-tag and analytics calls (docs/product.md#api). */

export const FaqCreateBodySchema = Type.Object(
  {
    question: Type.String({ minLength: 1, maxLength: 500 }),
    answer: Type.String({ minLength: 1, maxLength: 10_000 }),
    category: Type.Optional(Type.Union([IdSchema, Type.Null()])),
    position: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  },
  CLOSED,
);
export type FaqCreateBody = Static<typeof FaqCreateBodySchema>;

/** `PATCH /api/faqs/{id}`: any of the fields; none at all is a 400 "Nothing to change". */
export const FaqUpdateBodySchema = Type.Partial(FaqCreateBodySchema, CLOSED);
export type FaqUpdateBody = Static<typeof FaqUpdateBodySchema>;

export const NamedBodySchema = Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) }, CLOSED);

const IconIdSchema = Type.Union([Type.Integer(), Type.String({ minLength: 1, maxLength: 100 })]);

/** A cuisine tag's icon: `{id: name, name, set: 'tabler'}` as the panel's icon picker writes it. */
export const IconDataSchema = Type.Object(
  {
    id: IconIdSchema,
    name: Type.Optional(Type.String({ maxLength: 100 })),
    set: Type.Optional(Type.String({ maxLength: 50 })),
  },
  CLOSED,
);
export type IconData = Static<typeof IconDataSchema>;

export const CuisineTagCreateBodySchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 100 }),
    icon_data: IconDataSchema,
  },
  CLOSED,
);

/**
 * `PUT /api/cuisine-tags/{id}`: the fields, plus `icon_data_id` to point the icon at another id;
 * none at all is a 400 "Nothing to change".
 */
export const CuisineTagUpdateBodySchema = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    icon_data: Type.Optional(IconDataSchema),
    icon_data_id: Type.Optional(IconIdSchema),
  },
  CLOSED,
);

const analyticsFields = AnalyticsItemSchema.properties;
export const AnalyticsItemBodySchema = Type.Object(
  {
    type: analyticsFields.type,
    src: Type.Optional(analyticsFields.src),
    custom_id: Type.Optional(analyticsFields.custom_id),
    async: Type.Optional(analyticsFields.async),
    defer: Type.Optional(analyticsFields.defer),
    tag_position: analyticsFields.tag_position,
    code: Type.Optional(analyticsFields.code),
    name: Type.Optional(analyticsFields.name),
    content: Type.Optional(analyticsFields.content),
    content_type: Type.Optional(analyticsFields.content_type),
    external_analytics: Type.Optional(analyticsFields.external_analytics),
    external_analytics_type: Type.Optional(analyticsFields.external_analytics_type),
  },
  CLOSED,
);
export type AnalyticsItemBody = Static<typeof AnalyticsItemBodySchema>;
