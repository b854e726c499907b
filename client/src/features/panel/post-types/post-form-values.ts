/**
 * The values of a post's new/edit form, generated from its collection's declaration, and the requests
 * they become: `POST /api/posts` for a new post, `PUT …/data` (and `PUT …/body` when the long
 * text changed) for an existing one. The long text lives in the post body, in the first block of
 * the declared kind; the rest of the body (laid out by the page builder) is kept as it is.
 */

import {
  type BodyTextBlock,
  fieldOfKind,
  linksCategories,
  linksCuisines,
  type PostCollection,
} from '#shared/collections/post-types.ts';
import { POST_STATUS, type PostStatusId } from '#shared/ids/post-status.ts';
import { PAGE_BLOCKS } from '#shared/page-blocks/block-declarations.ts';
import type { Post, PostExternalData } from '#shared/schemas/content.ts';
import type { Block, PageDocument } from '#shared/schemas/page-document.ts';
import type { PostCreateBody, PostDataUpdate } from '#shared/schemas/posts.ts';
import { normalizeHtml } from '../ui/rich-text-html.ts';

/** The image slots of a post (poster, logo: the type's `mediaSlots`), each a media id or empty. */
export type PostMediaValues = Record<string, number | null>;

export interface PostFormValues {
  title: string;
  url: string;
  post_status_id: PostStatusId;
  seoTitle: string;
  canonicalUrl: string;
  description: string;
  cuisines: number[];
  categories: number[];
  bodyText: string;
  media: PostMediaValues;
  no_index: boolean;
  no_follow: boolean;
  show_in_sitemap: boolean;
  /** when the scheduler publishes it: UTC ISO 8601, shown in the site's zone (schedule-times.ts) */
  publish_at: string | null;
  unpublish_at: string | null;
}

export function emptyFormValues(): PostFormValues {
  return {
    title: '',
    url: '',
    post_status_id: POST_STATUS.draft,
    seoTitle: '',
    canonicalUrl: '',
    description: '',
    cuisines: [],
    categories: [],
    bodyText: '',
    media: {},
    no_index: false,
    no_follow: false,
    show_in_sitemap: true,
    publish_at: null,
    unpublish_at: null,
  };
}

function firstBlockOf(document: PageDocument | undefined, block: BodyTextBlock): Block | undefined {
  return document?.content.find((b) => b.type === block);
}

export function bodyTextOf(document: PageDocument | undefined, block: BodyTextBlock): string {
  const html = firstBlockOf(document, block)?.props.html;
  return typeof html === 'string' ? html : '';
}

function newBlockId(block: BodyTextBlock): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `${block}-${random}`;
}

/** The document with the long text put into its first `block` (added at the end when missing). */
export function withBodyText(
  document: PageDocument | undefined,
  block: BodyTextBlock,
  html: string,
  title: string,
  today: string = new Date().toISOString().slice(0, 10),
): PageDocument {
  const base: PageDocument = document
    ? { root: document.root, content: [...document.content], zones: document.zones }
    : { root: { props: {} }, content: [], zones: {} };
  const index = base.content.findIndex((b) => b.type === block);
  if (index >= 0) {
    const current = base.content[index] as Block;
    const props: Block['props'] = { ...current.props, html };
    if (block === 'BlogPost') props.title = title;
    base.content[index] = { ...current, props };
    return base;
  }
  const props: Block['props'] = { ...PAGE_BLOCKS[block].defaultProps, id: newBlockId(block), html };
  if (block === 'BlogPost') {
    props.title = title;
    props.date = today;
  }
  base.content.push({ type: block, props });
  return base;
}

export function valuesFromPost(post: Post, type: PostCollection): PostFormValues {
  const bodyField = fieldOfKind(type, 'bodyText');
  return {
    title: post.title,
    url: post.url,
    post_status_id: post.post_status_id === POST_STATUS.published ? POST_STATUS.published : POST_STATUS.draft,
    seoTitle: post.attributes?.title ?? '',
    canonicalUrl: post.attributes?.url ?? '',
    description: post.attributes?.description ?? '',
    cuisines: [...(post.external_data?.cuisines ?? [])],
    categories: [...(post.external_data?.categories ?? [])],
    bodyText: bodyField ? bodyTextOf(post.post_body, bodyField.block) : '',
    media: mediaOf(post.media, type),
    no_index: post.no_index,
    no_follow: post.no_follow,
    show_in_sitemap: post.show_in_sitemap,
    publish_at: post.publish_at ?? null,
    unpublish_at: post.unpublish_at ?? null,
  };
}

/** The type's image slots, each the id it holds or null (a slot the type does not declare is left out). */
export function mediaOf(
  media: Readonly<Record<string, number | null>>,
  type: PostCollection,
): PostMediaValues {
  return Object.fromEntries(type.mediaSlots.map((slot) => [slot, media[slot] ?? null]));
}

/** The taxonomy links the type declares fields for (`external_data`); undefined when it has none. */
function externalDataOf(values: PostFormValues, type: PostCollection): PostExternalData | undefined {
  const data: PostExternalData = {};
  if (linksCuisines(type)) data.cuisines = values.cuisines;
  if (linksCategories(type)) data.categories = values.categories;
  return Object.keys(data).length > 0 ? data : undefined;
}

function attributesOf(values: PostFormValues) {
  return {
    title: values.seoTitle.trim(),
    url: values.canonicalUrl.trim(),
    description: values.description.trim(),
  };
}

export function toCreateBody(values: PostFormValues, type: PostCollection): PostCreateBody {
  const bodyField = fieldOfKind(type, 'bodyText');
  const body: PostCreateBody = {
    url: values.url,
    title: values.title.trim(),
    post_status_id: values.post_status_id,
    post_type_id: type.postType,
    attributes: attributesOf(values),
    no_index: values.no_index,
    no_follow: values.no_follow,
    show_in_sitemap: values.show_in_sitemap,
  };
  const externalData = externalDataOf(values, type);
  if (externalData) body.external_data = externalData;
  if (type.mediaSlots.length > 0) body.media = mediaOf(values.media, type);
  if (bodyField) {
    body.post_body = withBodyText(
      undefined,
      bodyField.block,
      normalizeHtml(values.bodyText),
      values.title.trim(),
    );
  }
  return body;
}

export function toDataUpdate(values: PostFormValues, type: PostCollection): PostDataUpdate {
  const update: PostDataUpdate = {
    post_status_id: values.post_status_id,
    url: values.url,
    title: values.title.trim(),
    attributes: attributesOf(values),
    no_index: values.no_index,
    no_follow: values.no_follow,
    show_in_sitemap: values.show_in_sitemap,
    publish_at: values.publish_at,
    unpublish_at: values.unpublish_at,
  };
  const externalData = externalDataOf(values, type);
  if (externalData) update.external_data = externalData;
  if (type.mediaSlots.length > 0) update.media = mediaOf(values.media, type);
  return update;
}

/** The new body when the long text (or, for a blog post, the title it repeats) changed; else undefined. */
export function bodyUpdate(
  post: Post,
  values: PostFormValues,
  type: PostCollection,
): PageDocument | undefined {
  const bodyField = fieldOfKind(type, 'bodyText');
  if (!bodyField) return undefined;
  const html = normalizeHtml(values.bodyText);
  const before = normalizeHtml(bodyTextOf(post.post_body, bodyField.block));
  const titleChanged = bodyField.block === 'BlogPost' && post.title !== values.title.trim();
  if (html === before && !titleChanged) return undefined;
  return withBodyText(post.post_body, bodyField.block, html, values.title.trim());
}

export function sameValues(a: PostFormValues, b: PostFormValues): boolean {
  return (
    JSON.stringify({ ...a, bodyText: normalizeHtml(a.bodyText) }) ===
    JSON.stringify({ ...b, bodyText: normalizeHtml(b.bodyText) })
  );
}

/** Form field names of the API's error keys (`attributes.description` → `description`, …). */
export const API_FIELD_NAMES: Record<string, keyof PostFormValues> = {
  title: 'title',
  url: 'url',
  post_status_id: 'post_status_id',
  'attributes.title': 'seoTitle',
  'attributes.url': 'canonicalUrl',
  'attributes.description': 'description',
  'external_data.cuisines': 'cuisines',
  'external_data.categories': 'categories',
  post_body: 'bodyText',
  publish_at: 'publish_at',
  unpublish_at: 'unpublish_at',
};
