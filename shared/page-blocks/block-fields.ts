/**
 * The fields of a block: how the page builder edits each prop. They have the shape of Puck's
 * field config (`type`, `label`, `min`/`max`, `options`, `arrayFields`, `objectFields`) without
 * depending on Puck, so the editor's config is a near one-to-one copy: `text`, `textarea`,
 * `richtext`, `number`, `select`, `radio`, `array` and `object` are Puck's own field types;
 * `custom` fields name the picker of this app they need (`kind`: a media id, post ids, an FAQ
 * category, a category), which the editor renders as Puck `custom` fields.
 *
 * A field also says what its value may be: the block schemas of the API (block-schemas.ts) are
 * derived from the fields, and `BlockFields<P>` makes each field fit the type of its prop.
 */
import type { PostTypeId } from '../ids/post-types.ts';
import type { MediaRef } from './block-props.ts';

interface FieldBase {
  label: string;
}

/**
 * One line of text; `format: 'url'` takes a link (`/path`, `https://…`, `mailto:`, `tel:`) or
 * nothing, `format: 'anchor'` a block's anchor (block-anchors.ts) or nothing.
 */
export interface TextField extends FieldBase {
  type: 'text';
  format?: 'url' | 'anchor';
}
export interface TextareaField extends FieldBase {
  type: 'textarea';
}
/** HTML, sanitised by every renderer before it is shown. */
export interface RichtextField extends FieldBase {
  type: 'richtext';
}
export interface NumberField extends FieldBase {
  type: 'number';
  min: number;
  max: number;
  /** 1: whole numbers only */
  step?: number;
}
export type FieldOptionValue = string | number | boolean;
export interface FieldOption<V extends FieldOptionValue = FieldOptionValue> {
  label: string;
  value: V;
}
export interface ChoiceField<V extends FieldOptionValue = FieldOptionValue> extends FieldBase {
  type: 'select' | 'radio';
  options: readonly FieldOption<V>[];
}
export interface ArrayField<I = Record<string, unknown>> extends FieldBase {
  type: 'array';
  arrayFields: BlockFields<I>;
  /** at most this many items */
  max: number;
}
export interface ObjectField<O = Record<string, unknown>> extends FieldBase {
  type: 'object';
  objectFields: BlockFields<O>;
}
/** A media id of the site's library, or null (docs/product.md#rules: bodies hold media as ids only). */
export interface MediaField extends FieldBase {
  type: 'custom';
  kind: 'media';
}
/** Ids of posts of one type, in the order shown. */
export interface PostIdsField extends FieldBase {
  type: 'custom';
  kind: 'postIds';
  postType: PostTypeId;
  max: number;
}
/** An FAQ category id, or null for every category. */
export interface FaqCategoryField extends FieldBase {
  type: 'custom';
  kind: 'faqCategory';
}
/** A category id of the site (a select of the site's categories), or null for every category. */
export interface CategoryField extends FieldBase {
  type: 'custom';
  kind: 'category';
}
export type CustomField = MediaField | PostIdsField | FaqCategoryField | CategoryField;

export type BlockField =
  | TextField
  | TextareaField
  | RichtextField
  | NumberField
  | ChoiceField
  | ArrayField
  | ObjectField
  | CustomField;

/** The fields that can edit a prop of type `V`. */
export type FieldFor<V> = [V] extends [string]
  ? TextField | TextareaField | RichtextField | ChoiceField<string>
  : [V] extends [boolean]
    ? ChoiceField<boolean>
    : [V] extends [number]
      ? NumberField | ChoiceField<number>
      : [V] extends [MediaRef]
        ? MediaField | FaqCategoryField | CategoryField
        : [V] extends [number[]]
          ? PostIdsField
          : [V] extends [(infer I)[]]
            ? ArrayField<I>
            : [V] extends [object]
              ? ObjectField<V>
              : never;

/** One field for every prop of `P`, each fitting its prop's type. */
export type BlockFields<P> = { [F in keyof P]-?: FieldFor<P[F]> };

export const text = (label: string): TextField => ({ type: 'text', label });
export const link = (label: string): TextField => ({ type: 'text', label, format: 'url' });
export const anchor = (label: string): TextField => ({ type: 'text', label, format: 'anchor' });
export const textarea = (label: string): TextareaField => ({ type: 'textarea', label });
export const richtext = (label: string): RichtextField => ({ type: 'richtext', label });
export const media = (label: string): MediaField => ({ type: 'custom', kind: 'media', label });
export const count = (label: string, min: number, max: number): NumberField => ({
  type: 'number',
  label,
  min,
  max,
  step: 1,
});
/** A yes/no choice (Puck has no boolean field: a radio of two options). */
export const toggle = (label: string): ChoiceField<boolean> => ({
  type: 'radio',
  label,
  options: [
    { label: 'Show', value: true },
    { label: 'Hide', value: false },
  ],
});
