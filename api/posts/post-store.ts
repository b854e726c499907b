/**
 * Post queries shared by the post routes. Every query is scoped by the site's domain id, so a
 * site never reads or changes another site's posts.
 */
import type { Kysely, Transaction } from 'kysely';
import { postTypeById } from '#shared/ids/post-types.ts';
import type { Database, PostRow } from '../db/tables.ts';
import { badRequest, conflict, notFound } from '../errors/http-error.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function findPostRow(db: Db, domainId: number, id: number): Promise<PostRow> {
  const row = await db
    .selectFrom('posts')
    .selectAll()
    .where('domain_id', '=', domainId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Post not found');
  return row;
}

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

/** 409 with `errors.url` when another post of the site (deleted ones too) has this url. */
export async function assertUrlFree(db: Db, domainId: number, url: string, exceptId?: number): Promise<void> {
  if (isReservedUrl(url)) throw badRequest(URL_RESERVED, { url: [URL_RESERVED] });
  let query = db.selectFrom('posts').select('id').where('domain_id', '=', domainId).where('url', '=', url);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(URL_TAKEN, { url: [URL_TAKEN] });
}

export async function nextPosition(db: Db, domainId: number, postTypeId: number): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.max<number | null>('position').as('max'))
    .where('domain_id', '=', domainId)
    .where('post_type_id', '=', postTypeId)
    .executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/**
 * Moves a post to `position` among the not-deleted posts of its type and renumbers them 0…n-1,
 * so positions stay a clean order.
 */
export async function movePost(db: Kysely<Database>, post: PostRow, position: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const siblings = await trx
      .selectFrom('posts')
      .select('id')
      .where('domain_id', '=', post.domain_id)
      .where('post_type_id', '=', post.post_type_id)
      .where('deleted_at', 'is', null)
      .where('id', '!=', post.id)
      .orderBy('position')
      .orderBy('id')
      .execute();
    const ids = siblings.map((s) => s.id);
    ids.splice(Math.min(position, ids.length), 0, post.id);
    for (const [index, id] of ids.entries()) {
      await trx.updateTable('posts').set({ position: index }).where('id', '=', id).execute();
    }
  });
}

/** 400 with `errors["external_data.cuisines"]` when a cuisine tag id is not one of the site's. */
export async function assertCuisineTagsExist(db: Db, domainId: number, ids: readonly number[] | undefined) {
  if (!ids || ids.length === 0) return;
  const rows = await db
    .selectFrom('cuisine_tags')
    .select('id')
    .where('domain_id', '=', domainId)
    .where('id', 'in', ids)
    .execute();
  const known = new Set(rows.map((r) => r.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    const message = `Unknown cuisine tags: ${unknown.join(', ')}`;
    throw badRequest(message, { 'external_data.cuisines': [message] });
  }
}

/**
 * 400 per slot when a media slot is not one of the post type's (shared/ids/post-types.ts) or
 * holds an id that is not in this site's media library.
 */
export async function assertMediaSlots(
  db: Db,
  domainId: number,
  postTypeId: number,
  media: Readonly<Record<string, number | null>> | undefined,
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
    const rows = await db
      .selectFrom('media')
      .select('id')
      .where('domain_id', '=', domainId)
      .where('id', 'in', ids)
      .execute();
    const known = new Set(rows.map((r) => r.id));
    for (const [slot, id] of Object.entries(media)) {
      if (typeof id === 'number' && !known.has(id))
        errors[`media.${slot}`] = ['No such image in the media library'];
    }
  }
  if (Object.keys(errors).length > 0) throw badRequest('Invalid media', errors);
}
