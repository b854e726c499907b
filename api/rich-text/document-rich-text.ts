/**
 * A page document with every `richtext` field of its blocks sanitised (rich-text-sanitizer.ts),
 * found by the blocks' declared fields (shared/page-blocks/document-fields.ts): a new block with a
 * rich-text field is covered without a change here.
 */
import { mapDocumentFields } from '#shared/page-blocks/document-fields.ts';
import { sanitizeRichText } from './rich-text-sanitizer.ts';

export function sanitizeDocumentRichText<D>(document: D): D {
  return mapDocumentFields(document, (field, value) =>
    field.type === 'richtext' && typeof value === 'string' ? sanitizeRichText(value) : value,
  );
}
