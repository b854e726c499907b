/**
 * A post as `GET /api/posts/by-type` lists it (docs/decisions/042): the fields every list screen
 * shows, and those of POST_LIST_EXTRA_FIELDS the caller names in `include`. Only the columns of
 * the fields answered are read (the body only when it is asked for).
 */
import type { Post } from '#shared/schemas/content.ts';
import type { PostListExtraField, PostListItem } from '#shared/schemas/posts.ts';
import type { PostRow } from '../db/tables.ts';
import { toIsoInstant } from '../db/timestamps.ts';
import type { PostShape } from './post-json.ts';
import { attributesOf } from './post-rows.ts';

/** the columns every list item is made from */
const LIST_COLUMNS = [
  'id',
  'post_status_id',
  'url',
  'title',
  'position',
  'created_at',
  'updated_at',
  'publish_at',
  'unpublish_at',
] as const satisfies readonly (keyof PostRow)[];

/** the column each field `include` may name is made from: only those asked for are read */
const INCLUDED_COLUMN = {
  _id: 'public_id',
  post_type_id: 'post_type_id',
  attributes: 'attributes',
  media: 'media',
  external_data: 'external_data',
  post_body: 'post_body',
  no_index: 'no_index',
  no_follow: 'no_follow',
  show_in_sitemap: 'show_in_sitemap',
  deleted: 'deleted_at',
} as const satisfies Record<PostListExtraField, keyof PostRow>;

export type ListRow = Pick<PostRow, (typeof LIST_COLUMNS)[number]> &
  Partial<Pick<PostRow, (typeof INCLUDED_COLUMN)[PostListExtraField]>>;

export interface PostListShape extends PostShape<ListRow, PostListItem> {
  /** the columns to read for it */
  columns: readonly (keyof PostRow)[];
}

/** `include` as asked (`post_body,attributes`): the set of fields, in one order whatever the query's */
export function includedFields(include: string | undefined): PostListExtraField[] {
  if (include === undefined) return [];
  return [...new Set(include.split(',') as PostListExtraField[])].sort();
}

/** The list's shape of a post with the fields `include` names. */
export function postListShape(include: readonly PostListExtraField[]): PostListShape {
  const has = new Set(include);
  return {
    key: `list:${include.join(',')}`,
    columns: [...LIST_COLUMNS, ...include.map((field) => INCLUDED_COLUMN[field])],
    of(row) {
      const item: PostListItem = {
        id: row.id,
        post_status_id: row.post_status_id,
        url: row.url,
        title: row.title,
        position: row.position,
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
      if (row.publish_at !== null) item.publish_at = toIsoInstant(row.publish_at);
      if (row.unpublish_at !== null) item.unpublish_at = toIsoInstant(row.unpublish_at);
      // each column below is read when its field is included (columns above)
      if (has.has('_id')) item._id = row.public_id as string;
      if (has.has('post_type_id')) item.post_type_id = row.post_type_id as number;
      if (has.has('attributes'))
        item.attributes = attributesOf(row as Pick<PostRow, 'attributes' | 'title' | 'url'>);
      if (has.has('media')) item.media = JSON.parse(row.media as string) as Post['media'];
      if (has.has('external_data'))
        item.external_data = JSON.parse(row.external_data as string) as Post['external_data'];
      if (has.has('post_body')) item.post_body = JSON.parse(row.post_body as string) as Post['post_body'];
      if (has.has('no_index')) item.no_index = row.no_index === 1;
      if (has.has('no_follow')) item.no_follow = row.no_follow === 1;
      if (has.has('show_in_sitemap')) item.show_in_sitemap = row.show_in_sitemap === 1;
      if (has.has('deleted')) item.deleted = row.deleted_at != null;
      return item;
    },
  };
}
