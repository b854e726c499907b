/**
 * A walk over the declared fields of every block of a page document (content and zones): each
 * leaf field's value (any field but `array` and `object`, whose items and parts are walked in turn)
 * is given to `mapLeaf` with its declaration, and the document comes back with what it answered.
 * Pure and tolerant: blocks of unknown types, props that are not objects and parts a field does not
 * declare are kept as they are, so it suits stored bodies of older versions as well as new ones.
 *
 * What walks a body by its fields uses it — the copy of a site (ids to the copies' ids), the media
 * references (which images a body shows), the content API's rich-text sanitiser (every `richtext`
 * field) — so a new block with such a field needs no change in any of them.
 */

import { isPlainRecord, type PlainRecord } from '../plain-record.ts';
import { PAGE_BLOCKS } from './block-declarations.ts';
import { isBlockType } from './block-defaults.ts';
import type { BlockField } from './block-fields.ts';

/** A leaf field's new value; return `value` to keep it. */
export type LeafMapper = (field: BlockField, value: unknown) => unknown;

function mapValue(field: BlockField, value: unknown, mapLeaf: LeafMapper): unknown {
  switch (field.type) {
    case 'array':
      return Array.isArray(value)
        ? value.map((item) => (isPlainRecord(item) ? mapFields(item, field.arrayFields, mapLeaf) : item))
        : value;
    case 'object':
      return isPlainRecord(value) ? mapFields(value, field.objectFields, mapLeaf) : value;
    default:
      return mapLeaf(field, value);
  }
}

function mapFields(props: PlainRecord, fields: object, mapLeaf: LeafMapper): PlainRecord {
  const next: PlainRecord = { ...props };
  for (const [name, field] of Object.entries(fields as Record<string, BlockField>)) {
    if (Object.hasOwn(props, name)) next[name] = mapValue(field, props[name], mapLeaf);
  }
  return next;
}

function mapBlock(block: unknown, mapLeaf: LeafMapper): unknown {
  if (!isPlainRecord(block) || typeof block.type !== 'string' || !isBlockType(block.type)) return block;
  if (!isPlainRecord(block.props)) return block;
  return { ...block, props: mapFields(block.props, PAGE_BLOCKS[block.type].fields, mapLeaf) };
}

/** The document with each declared leaf field of its blocks (content and zones) mapped. */
export function mapDocumentFields<D>(document: D, mapLeaf: LeafMapper): D {
  if (!isPlainRecord(document)) return document;
  const next: PlainRecord = { ...document };
  if (Array.isArray(document.content)) next.content = document.content.map((b) => mapBlock(b, mapLeaf));
  if (isPlainRecord(document.zones)) {
    const zones: PlainRecord = {};
    for (const [name, blocks] of Object.entries(document.zones))
      zones[name] = Array.isArray(blocks) ? blocks.map((b) => mapBlock(b, mapLeaf)) : blocks;
    next.zones = zones;
  }
  return next as D;
}
