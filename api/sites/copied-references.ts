/**
 * What a copied site's content refers to, pointed at the copies: media ids (post media slots and
 * block props), member post ids (members grids, the error page), FAQ category ids (FAQ blocks),
 * category ids (blog lists, posts), cuisine tag ids (posts) and media urls, which name the host
 * (`/media/{host}/library/…` in image options and rich text). Pure functions over the stored JSON;
 * the site-setup store calls them with the id maps it builds while inserting the copies.
 *
 * Block props are walked by their declared fields (shared/page-blocks/block-declarations.ts), so a
 * new block with a media or post picker is remapped without a change here. A reference whose
 * target was not copied (a member of a post type left out, a dangling id) is dropped: a media or
 * category prop becomes null, an id list loses it.
 */

import { MEDIA_STORAGE_BASE } from '#shared/media-url.ts';
import { PAGE_BLOCKS } from '#shared/page-blocks/block-declarations.ts';
import { isBlockType } from '#shared/page-blocks/block-defaults.ts';
import type { BlockField } from '#shared/page-blocks/block-fields.ts';
import type { PostExternalData } from '#shared/schemas/content.ts';

export type IdMap = ReadonlyMap<number, number>;

/** The id maps of one copy (old id → new id); a map left out is not applied. */
export interface CopyIdMaps {
  media?: IdMap;
  posts?: IdMap;
  faqCategories?: IdMap;
  categories?: IdMap;
  cuisineTags?: IdMap;
}

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The new id of `value` when the map has it; null when it is an id the map does not know. */
function mappedOrNull(value: unknown, map: IdMap | undefined): unknown {
  if (!map || typeof value !== 'number') return value;
  return map.get(value) ?? null;
}

/** The ids of a list that the map knows, as their new ids (others dropped). */
export function mappedIds(values: unknown, map: IdMap | undefined): unknown {
  if (!map || !Array.isArray(values)) return values;
  return values.flatMap((id) => {
    const next = typeof id === 'number' ? map.get(id) : undefined;
    return next === undefined ? [] : [next];
  });
}

function remapValue(field: BlockField, value: unknown, maps: CopyIdMaps): unknown {
  switch (field.type) {
    case 'custom':
      switch (field.kind) {
        case 'media':
          return mappedOrNull(value, maps.media);
        case 'faqCategory':
          return mappedOrNull(value, maps.faqCategories);
        case 'category':
          return mappedOrNull(value, maps.categories);
        case 'postIds':
          return mappedIds(value, maps.posts);
      }
      return value;
    case 'array':
      return Array.isArray(value)
        ? value.map((item) => (isRecord(item) ? remapProps(item, field.arrayFields, maps) : item))
        : value;
    case 'object':
      return isRecord(value) ? remapProps(value, field.objectFields, maps) : value;
    default:
      return value;
  }
}

function remapProps(props: Loose, fields: object, maps: CopyIdMaps): Loose {
  const next: Loose = { ...props };
  for (const [name, field] of Object.entries(fields as Record<string, BlockField>)) {
    if (Object.hasOwn(props, name)) next[name] = remapValue(field, props[name], maps);
  }
  return next;
}

function remapBlock(block: unknown, maps: CopyIdMaps): unknown {
  if (!isRecord(block) || typeof block.type !== 'string' || !isBlockType(block.type)) return block;
  if (!isRecord(block.props)) return block;
  return { ...block, props: remapProps(block.props, PAGE_BLOCKS[block.type].fields, maps) };
}

/** A page document with the references of its blocks (content and zones) remapped. */
export function remapDocument(document: unknown, maps: CopyIdMaps): unknown {
  if (!isRecord(document)) return document;
  const next: Loose = { ...document };
  if (Array.isArray(document.content)) next.content = document.content.map((b) => remapBlock(b, maps));
  if (isRecord(document.zones)) {
    const zones: Loose = {};
    for (const [name, blocks] of Object.entries(document.zones))
      zones[name] = Array.isArray(blocks) ? blocks.map((b) => remapBlock(b, maps)) : blocks;
    next.zones = zones;
  }
  return next;
}

/** A post's media slots with the new media ids (an id that was not copied becomes null). */
export function remapMediaSlots(media: unknown, mediaMap: IdMap): Record<string, number | null> {
  const next: Record<string, number | null> = {};
  if (!isRecord(media)) return next;
  for (const [slot, id] of Object.entries(media))
    next[slot] = (mappedOrNull(id, mediaMap) as number | null) ?? null;
  return next;
}

/** A post's cuisine tags and categories as the copies' ids (unknown ones dropped). */
export function remapExternalData(data: unknown, maps: CopyIdMaps): PostExternalData {
  if (!isRecord(data)) return {};
  const next: PostExternalData = {};
  if (Array.isArray(data.cuisines)) next.cuisines = mappedIds(data.cuisines, maps.cuisineTags) as number[];
  if (Array.isArray(data.categories))
    next.categories = mappedIds(data.categories, maps.categories) as number[];
  return next;
}

/**
 * Media urls of one host rewritten to another in any text (a JSON document, an HTML prop, an image
 * option): `/media/{from}/` becomes `/media/{to}/`. The copied files keep their names, so the
 * rest of the url stays right. Host names hold no character a JSON string escapes.
 */
export function rewriteMediaUrls(text: string, fromHost: string, toHost: string): string {
  return text.split(`${MEDIA_STORAGE_BASE}/${fromHost}/`).join(`${MEDIA_STORAGE_BASE}/${toHost}/`);
}

/** The same for an image option (a url or null). */
export function rewriteMediaUrl(url: string | null, fromHost: string, toHost: string): string | null {
  return url === null ? null : rewriteMediaUrls(url, fromHost, toHost);
}
