/**
 * The TypeBox schema of each block's props, derived from its fields (block-declarations.ts), and
 * the schema of a declared block: `{type, props}` with a known type and that type's props. The API
 * checks every block of a body it stores with them (shared/schemas/page-document.ts); reads stay
 * tolerant (the renderer normalises stored props, shared/page-blocks/normalize-block-props.ts).
 *
 * Props are optional (a missing prop reads as its default) but typed, and a block has no other
 * props than its fields and `id`. Items of array fields and object fields have all their fields.
 */
import Type, { type TObject, type TSchema } from 'typebox';
import { SAFE_LINK_URL_PATTERN } from '../safe-url.ts';
import { CLOSED } from '../schemas/common.ts';
import { BLOCK_ANCHOR_MAX_LENGTH } from './block-anchors.ts';
import { PAGE_BLOCKS } from './block-declarations.ts';
import { BLOCK_TYPES } from './block-defaults.ts';
import type { BlockField } from './block-fields.ts';
import type { BlockType } from './block-props.ts';

/** The longest text of a `text` field (titles, labels, captions, links)… */
export const BLOCK_TEXT_MAX_LENGTH = 500;
/** …of a `textarea` field… */
export const BLOCK_TEXTAREA_MAX_LENGTH = 5_000;
/** …and of a `richtext` field (HTML). The whole body is bounded too (PAGE_DOCUMENT_MAX_NODES). */
export const BLOCK_RICHTEXT_MAX_LENGTH = 200_000;

export const BlockIdSchema = Type.String({ minLength: 1, maxLength: 200 });

/** A media, FAQ category or category id, or null. */
const IdOrNullSchema = Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]);

/** A link as menus take it (shared/safe-url.ts), or nothing. */
const OptionalLinkSchema = Type.String({
  maxLength: BLOCK_TEXT_MAX_LENGTH,
  pattern: `(?:^$)|(?:${SAFE_LINK_URL_PATTERN})`,
});

function objectOf(fields: Record<string, BlockField>): TObject {
  const properties: Record<string, TSchema> = {};
  for (const [name, field] of Object.entries(fields)) properties[name] = fieldSchema(field);
  return Type.Object(properties, CLOSED);
}

/** The schema of the value a field edits. */
export function fieldSchema(field: BlockField): TSchema {
  switch (field.type) {
    case 'text':
      if (field.format === 'url') return OptionalLinkSchema;
      // what an anchor may be, and that it is one block's only, is the document's check (page-document.ts)
      if (field.format === 'anchor') return Type.String({ maxLength: BLOCK_ANCHOR_MAX_LENGTH });
      return Type.String({ maxLength: BLOCK_TEXT_MAX_LENGTH });
    case 'textarea':
      return Type.String({ maxLength: BLOCK_TEXTAREA_MAX_LENGTH });
    case 'richtext':
      return Type.String({ maxLength: BLOCK_RICHTEXT_MAX_LENGTH });
    case 'number': {
      const range = { minimum: field.min, maximum: field.max };
      return field.step === 1 ? Type.Integer(range) : Type.Number(range);
    }
    case 'select':
    case 'radio': {
      const values = field.options.map((option) => option.value);
      if (values.every((value) => typeof value === 'boolean')) return Type.Boolean();
      return Type.Enum(values as (string | number)[]);
    }
    case 'array':
      return Type.Array(objectOf(field.arrayFields as Record<string, BlockField>), { maxItems: field.max });
    case 'object':
      return objectOf(field.objectFields as Record<string, BlockField>);
    case 'custom':
      switch (field.kind) {
        case 'media':
        case 'faqCategory':
        case 'category':
          return IdOrNullSchema;
        case 'postIds':
          return Type.Array(Type.Integer({ minimum: 1 }), { maxItems: field.max });
      }
  }
}

function propsSchema(type: BlockType): TObject {
  const properties: Record<string, TSchema> = { id: BlockIdSchema };
  const fields = PAGE_BLOCKS[type].fields as Record<string, BlockField>;
  for (const [name, field] of Object.entries(fields)) properties[name] = Type.Optional(fieldSchema(field));
  return Type.Object(properties, CLOSED);
}

/** The schema of each block type's props: `id` and its fields, each optional, no other. */
export const BLOCK_PROPS_SCHEMAS: { [K in BlockType]: TObject } = /* @__PURE__ */ (() =>
  Object.fromEntries(BLOCK_TYPES.map((type) => [type, propsSchema(type)])) as {
    [K in BlockType]: TObject;
  })();

/**
 * A block of a body as written: `{type, props}` with a declared type and that type's props. It is
 * written as one implication per type ("the type is not X, or the props are X's") rather than as a
 * union of the block types: a union reports the failures of all fifteen branches (and TypeBox stops
 * at eight errors), an implication only those of the block's own type, each at its own path
 * (`content.2.props.title`). A type no block declares fails on `type` alone.
 */
export const DeclaredBlockSchema = /* @__PURE__ */ Type.Object(
  { type: Type.Enum(BLOCK_TYPES), props: Type.Record(Type.String(), Type.Unknown()) },
  {
    ...CLOSED,
    allOf: BLOCK_TYPES.map((type) => ({
      anyOf: [
        { properties: { type: { not: { const: type } } } },
        { properties: { props: BLOCK_PROPS_SCHEMAS[type] } },
      ],
    })),
  },
);
