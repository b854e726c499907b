/**
 * The page builder's fields, derived from the block declarations (shared/page-blocks/): Puck's own
 * field types pass through as declared; the rest are Puck `custom` fields drawn with the panel's
 * own controls — rich text with the edit screens' editor, media with the media picker, links as a
 * published page (and one of its anchors) or a checked address, a block's anchor as an id checked
 * against the page's others, posts, categories and FAQ categories as selects of the site's own.
 */
import type { CustomField, Field } from '@puckeditor/core';
import type { ReactElement } from 'react';
import type { BlockField, CustomField as DeclaredCustomField } from '#shared/page-blocks/block-fields.ts';
import { BuilderAnchorInput } from './builder-anchor-input.tsx';
import { BuilderLinkInput } from './builder-link-input.tsx';
import { BuilderMediaInput } from './builder-media-input.tsx';
import { BuilderRichText } from './builder-rich-text.tsx';
import { CategorySelectInput, FaqCategorySelectInput, PostIdsInput } from './builder-select-inputs.tsx';

type CustomRender = CustomField<unknown>['render'];

function custom(label: string, render: CustomRender): Field {
  return { type: 'custom', label, render };
}

/** The `custom` field of a declared picker kind. */
function pickerField(field: DeclaredCustomField): Field {
  switch (field.kind) {
    case 'media':
      return custom(field.label, ({ value, onChange, readOnly }) => (
        <BuilderMediaInput
          label={field.label}
          value={typeof value === 'number' ? value : null}
          onChange={onChange}
          readOnly={readOnly === true}
        />
      ));
    case 'postIds':
      return custom(field.label, ({ value, onChange }) => (
        <PostIdsInput
          label={field.label}
          postType={field.postType}
          max={field.max}
          value={Array.isArray(value) ? (value as number[]) : []}
          onChange={onChange}
        />
      ));
    case 'category':
      return custom(field.label, ({ value, onChange }) => (
        <CategorySelectInput
          label={field.label}
          value={typeof value === 'number' ? value : null}
          onChange={onChange}
        />
      ));
    case 'faqCategory':
      return custom(field.label, ({ value, onChange }) => (
        <FaqCategorySelectInput
          label={field.label}
          value={typeof value === 'number' ? value : null}
          onChange={onChange}
        />
      ));
  }
}

/** The Puck field of one declared field. */
export function builderField(field: BlockField): Field {
  switch (field.type) {
    case 'text':
      if (field.format === 'url') {
        return custom(
          field.label,
          ({ value, onChange }): ReactElement => (
            <BuilderLinkInput label={field.label} value={String(value ?? '')} onChange={onChange} />
          ),
        );
      }
      if (field.format === 'anchor') {
        return custom(field.label, ({ value, onChange, readOnly }) => (
          <BuilderAnchorInput
            label={field.label}
            value={String(value ?? '')}
            onChange={onChange}
            readOnly={readOnly === true}
          />
        ));
      }
      return { type: 'text', label: field.label };
    case 'textarea':
      return { type: 'textarea', label: field.label };
    case 'richtext':
      return custom(field.label, ({ value, onChange }) => (
        <BuilderRichText label={field.label} value={String(value ?? '')} onChange={onChange} />
      ));
    case 'number':
      return {
        type: 'number',
        label: field.label,
        min: field.min,
        max: field.max,
        ...(field.step ? { step: field.step } : {}),
      };
    case 'select':
    case 'radio':
      return { type: field.type, label: field.label, options: field.options.map((o) => ({ ...o })) };
    case 'array':
      return {
        type: 'array',
        label: field.label,
        arrayFields: builderFields(field.arrayFields as Record<string, BlockField>),
        max: field.max,
      };
    case 'object':
      return {
        type: 'object',
        label: field.label,
        objectFields: builderFields(field.objectFields as Record<string, BlockField>),
      };
    case 'custom':
      return pickerField(field);
  }
}

export function builderFields(fields: Record<string, BlockField>): Record<string, Field> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, builderField(field)]));
}
