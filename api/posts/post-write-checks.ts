/**
 * The checks of what a post write asks for, answered as the spec's 400 and 409 errors: a url the
 * application or another post has, cuisine tags and categories the site lacks (or a type that has
 * no categories), media slots the type lacks or images not in the library or without alt text.
 * Each asks the store of what it refers to, which answers rows (docs/decisions/039).
 */
import { linksCategories, postCollectionById, postTypeById } from '#shared/collections/post-types.ts';
import { badRequest, conflict } from '../errors/http-error.ts';
import type { MediaStore } from '../media/media-store.ts';
import type { TaxonomyStore } from '../taxonomy/taxonomy-store.ts';
import type { PostStore } from './post-store.ts';

const URL_TAKEN = 'This url is already used by another post of this site';
const URL_RESERVED = 'This url belongs to the application (sign-in, panel, members grid…); choose another';

/** First path segments the application itself answers: a post there could never be shown. */
export const RESERVED_URL_SEGMENTS = [
  'panel',
  'team-login',
  'reset-password',
  'change-password',
  'members',
  'api',
  'bff',
  'assets',
  'media',
];

function isReservedUrl(url: string): boolean {
  const first = url.split('/')[1] ?? '';
  // members live under /members/…, only the grid itself at /members is the application's
  if (first === 'members') return url === '/members';
  return RESERVED_URL_SEGMENTS.includes(first);
}

/** 400 with `errors.url` for a reserved url, 409 when another post of the site (deleted ones too) has it. */
export async function assertUrlFree(
  posts: Pick<PostStore, 'isUrlTaken'>,
  domainId: number,
  url: string,
  exceptId?: number,
): Promise<void> {
  if (isReservedUrl(url)) throw badRequest(URL_RESERVED, { url: [URL_RESERVED] });
  if (await posts.isUrlTaken(domainId, url, exceptId)) throw conflict(URL_TAKEN, { url: [URL_TAKEN] });
}

/** 400 with `errors["external_data.cuisines"]` when a cuisine tag id is not one of the site's. */
export async function assertCuisineTagsExist(
  taxonomy: Pick<TaxonomyStore, 'existingCuisineTagIds'>,
  domainId: number,
  ids: readonly number[] | undefined,
): Promise<void> {
  if (!ids || ids.length === 0) return;
  const known = await taxonomy.existingCuisineTagIds(domainId, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    const message = `Unknown cuisine tags: ${unknown.join(', ')}`;
    throw badRequest(message, { 'external_data.cuisines': [message] });
  }
}

/**
 * 400 with `errors["external_data.categories"]` when categories are given to a post type that
 * declares no categories field, or a category id is not one of the site's.
 */
export async function assertCategoriesAllowed(
  taxonomy: Pick<TaxonomyStore, 'existingCategoryIds'>,
  domainId: number,
  postTypeId: number,
  ids: readonly number[] | undefined,
): Promise<void> {
  if (ids === undefined) return;
  const collection = postCollectionById(postTypeId);
  if (!collection || !linksCategories(collection)) {
    const noun = collection?.labels.noun ?? 'post';
    const message = `A ${noun} has no categories`;
    if (ids.length > 0) throw badRequest(message, { 'external_data.categories': [message] });
    return;
  }
  if (ids.length === 0) return;
  const known = await taxonomy.existingCategoryIds(domainId, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    const message = `Unknown categories: ${unknown.join(', ')}`;
    throw badRequest(message, { 'external_data.categories': [message] });
  }
}

/**
 * 400 per slot when a media slot is not one of the post type's (shared/ids/post-types.ts),
 * holds an id that is not in this site's media library, or is given an image without alt text
 * (slots are shown on the public site; an image the slot already held may stay).
 */
export async function assertMediaSlots(
  library: Pick<MediaStore, 'altTexts'>,
  domainId: number,
  postTypeId: number,
  media: Readonly<Record<string, number | null>> | undefined,
  stored: Readonly<Record<string, unknown>> = {},
): Promise<void> {
  if (!media) return;
  const slots = postTypeById(postTypeId)?.mediaSlots ?? [];
  const errors: Record<string, string[]> = {};
  for (const slot of Object.keys(media)) {
    if (!slots.includes(slot))
      errors[`media.${slot}`] = [`is not a media slot of this post type (${slots.join(', ')})`];
  }
  const ids = Object.values(media).filter((id): id is number => typeof id === 'number');
  if (ids.length > 0) {
    const altOf = await library.altTexts(domainId, ids);
    for (const [slot, id] of Object.entries(media)) {
      if (typeof id !== 'number') continue;
      const alt = altOf.get(id)?.trim();
      if (alt === undefined) errors[`media.${slot}`] = ['No such image in the media library'];
      else if (!alt && stored[slot] !== id)
        errors[`media.${slot}`] = ['This image has no alt text: add it in the media library first'];
    }
  }
  if (Object.keys(errors).length > 0) throw badRequest('Invalid media', errors);
}
