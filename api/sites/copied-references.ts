/**
 * What a copied site's content refers to, pointed at the copies: media ids (post media slots and
 * block props), member post ids (members grids, the error page), FAQ category ids (FAQ blocks),
 * category ids (blog lists, posts), cuisine tag ids (posts) and media urls, which name the host
 * (`/media/{host}/library/…` in image options and rich text). Pure functions over the stored JSON;
 * the site-setup store calls them with the id maps it builds while inserting the copies.
 *
 * Block props are walked by their declared fields (shared/page-blocks/document-fields.ts), so a
 * new block with a media or post picker is remapped without a change here. A reference whose
 * target was not copied (a member of a post type left out, a dangling id) is dropped: a media or
 * category prop becomes null, an id list loses it.
 */

import { MEDIA_STORAGE_BASE } from '#shared/media-url.ts';
import type { BlockField } from '#shared/page-blocks/block-fields.ts';
import { mapDocumentFields } from '#shared/page-blocks/document-fields.ts';
import { isPlainRecord } from '#shared/plain-record.ts';
import type { PostExternalData } from '#shared/schemas/content.ts';

export type IdMap = ReadonlyMap<number, number>;

/** The id maps of one copy (old id → new id); a map left out is not applied. */
export interface CopyIdMaps {
  media?: IdMap;
  posts?: IdMap;
  faqCategories?: IdMap;
  categories?: IdMap;
  cuisineTags?: IdMap;
  stops?: IdMap;
}

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

/** A leaf field's value with its reference remapped (fields that hold no reference are kept). */
function remapLeaf(field: BlockField, value: unknown, maps: CopyIdMaps): unknown {
  if (field.type !== 'custom') return value;
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
}

/** A page document with the references of its blocks (content and zones) remapped. */
export function remapDocument(document: unknown, maps: CopyIdMaps): unknown {
  return mapDocumentFields(document, (field, value) => remapLeaf(field, value, maps));
}

/** A post's media slots with the new media ids (an id that was not copied becomes null). */
export function remapMediaSlots(media: unknown, mediaMap: IdMap): Record<string, number | null> {
  const next: Record<string, number | null> = {};
  if (!isPlainRecord(media)) return next;
  for (const [slot, id] of Object.entries(media))
    next[slot] = (mappedOrNull(id, mediaMap) as number | null) ?? null;
  return next;
}

/** A post's cuisine tags and categories as the copies' ids (unknown ones dropped). */
export function remapExternalData(data: unknown, maps: CopyIdMaps): PostExternalData {
  if (!isPlainRecord(data)) return {};
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
