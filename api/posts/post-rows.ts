/** Maps between post rows (JSON as text, booleans as 0/1) and the API's Post shape. */
import type { Post } from '#shared/schemas/content.ts';
import type { PageDocument } from '#shared/schemas/page-document.ts';
import type { PublishedPost } from '#shared/schemas/posts.ts';
import type { PostRow } from '../db/tables.ts';
import { toIsoInstant } from '../db/timestamps.ts';

/** The SEO attributes of a row, each defaulted as posts written by older versions need. */
export function attributesOf(row: Pick<PostRow, 'attributes' | 'title' | 'url'>): Post['attributes'] {
  const attributes = JSON.parse(row.attributes) as Partial<Post['attributes']>;
  return {
    title: attributes.title ?? row.title,
    url: attributes.url ?? row.url,
    description: attributes.description ?? '',
  };
}

/** A post's row as the published lists read it: every column but the body (PublishedPostSchema). */
export type PublishedRow = Omit<PostRow, 'post_body'>;

export function rowToPost(row: PostRow): Post {
  return {
    ...rowToPublishedPost(row),
    post_body: JSON.parse(row.post_body) as PageDocument as Post['post_body'],
  };
}

export function rowToPublishedPost(row: PublishedRow): PublishedPost {
  return {
    id: row.id,
    _id: row.public_id,
    post_status_id: row.post_status_id,
    post_type_id: row.post_type_id,
    url: row.url,
    title: row.title,
    attributes: attributesOf(row),
    media: JSON.parse(row.media) as Post['media'],
    external_data: JSON.parse(row.external_data) as Post['external_data'],
    no_index: row.no_index === 1,
    no_follow: row.no_follow === 1,
    show_in_sitemap: row.show_in_sitemap === 1,
    position: row.position,
    deleted: row.deleted_at !== null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    publish_at: toIsoInstant(row.publish_at),
    unpublish_at: toIsoInstant(row.unpublish_at),
  };
}

export const flag = (value: boolean): number => (value ? 1 : 0);
