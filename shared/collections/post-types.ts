/**
 * The six post types (docs/product.md#entities) as collections, each declared once here: labels, fields of
 * the new and edit screens, list, media slots, access, and the url offered for a new post. The panel's
 * list/new/edit/build screens and its navigation are generated from these; the API's generic post
 * routes read the media slots. A type differs from another only here; adding one is one entry
 * (and its id in shared/ids/post-types.ts).
 */
import { POST_TYPE, type PostTypeId, type PostTypeKey } from '../ids/post-types.ts';
import type { BlockType } from '../page-blocks/block-props.ts';
import type {
  CollectionAccess,
  CollectionConfig,
  CollectionList,
  ListColumn,
  ListSort,
  SortOption,
} from './collection.ts';

/**
 * A type-specific field of the edit screen and where it is stored:
 * - `description`: `attributes.description`, plain text shown on cards and as meta description;
 * - `bodyText`: long rich text kept in the post body, in the first block of `block` (its `html`);
 * - `cuisines`: cuisine tag ids in `external_data.cuisines` (the one place a type says it links
 *   cuisines: the request bodies and the checks derive from it, see `linksCuisines`);
 * - `categories`: category ids of the site in `external_data.categories`, shown on the post's
 *   page and filtered on by the blog list block; the API takes them only for a type that
 *   declares the field (`linksCategories`) and checks each is one of the site's categories.
 */
export type PostFieldDeclaration =
  | { kind: 'description'; label: string; hint?: string }
  | { kind: 'bodyText'; label: string; block: BodyTextBlock; hint?: string }
  | { kind: 'cuisines'; label: string; hint?: string }
  | { kind: 'categories'; label: string; hint?: string };

/** Blocks whose `html` prop the edit screen's long text field edits. */
export type BodyTextBlock = Extract<BlockType, 'RichText' | 'BlogPost' | 'Catering'>;

export type PostFieldKind = PostFieldDeclaration['kind'];

/** The screens every post collection has under /panel/{slug}. */
export const POST_COLLECTION_VIEWS = ['list', 'create', 'edit', 'build'] as const;
export type PostCollectionView = (typeof POST_COLLECTION_VIEWS)[number];

export interface PostCollection<Slug extends string = PostCollectionSlug>
  extends CollectionConfig<Slug, PostFieldDeclaration> {
  /** the post type id (`post_type_id`) */
  postType: PostTypeId;
  /** a suggestion for the url of a new post: prefix + slug of the title */
  urlPrefix: string;
}

// ---- what the six types share -------------------------------------------------------------

const EDITORS: CollectionAccess = {
  read: 'editor',
  create: 'editor',
  update: 'editor',
  delete: 'editor',
};

/** The list columns a post type may show (the by-type call sorts by `sortBy`). */
const COLUMN = {
  title: { field: 'title', label: 'Title', cell: 'editLink', sortBy: 'title' },
  url: { field: 'url', label: 'Address', cell: 'code', sortBy: 'url' },
  status: { field: 'post_status_id', label: 'Status', cell: 'postStatus', sortBy: 'post_status_id' },
  cuisines: { field: 'external_data.cuisines', label: 'Cuisines', cell: 'cuisineNames' },
  created: { field: 'created_at', label: 'Created', cell: 'date', sortBy: 'created_at' },
  changed: { field: 'updated_at', label: 'Changed', cell: 'date', sortBy: 'updated_at' },
} as const satisfies Record<string, ListColumn>;

const BY_POSITION: ListSort = { by: 'position', dir: 'asc' };

const SORT_OPTIONS: readonly SortOption[] = [
  { sort: BY_POSITION, label: 'Manual order' },
  { sort: { by: 'updated_at', dir: 'desc' }, label: 'Recently changed' },
  { sort: { by: 'created_at', dir: 'desc' }, label: 'Newest first' },
  { sort: { by: 'created_at', dir: 'asc' }, label: 'Oldest first' },
  { sort: { by: 'title', dir: 'asc' }, label: 'Title A–Z' },
  { sort: { by: 'title', dir: 'desc' }, label: 'Title Z–A' },
];

function postList(columns: readonly ListColumn[], defaultSort: ListSort = BY_POSITION): CollectionList {
  return {
    columns,
    defaultSort,
    sortOptions: SORT_OPTIONS,
    filters: ['status', 'trash', 'text', 'createdRange', 'sort'],
    search: ['title', 'url'],
    titleField: 'title',
    rowActions: {
      inline: ['togglePublished'],
      menu: ['edit', 'build', 'trash'],
      trash: ['restore', 'deleteForever'],
    },
    manualOrder: 'position',
  };
}

const description = (label = 'Short description', hint?: string): PostFieldDeclaration =>
  hint === undefined ? { kind: 'description', label } : { kind: 'description', label, hint };
const richText = (label = 'Text'): PostFieldDeclaration => ({ kind: 'bodyText', label, block: 'RichText' });
const cuisines: PostFieldDeclaration = {
  kind: 'cuisines',
  label: 'Cuisines',
  hint: 'Cuisine tags shown with this post',
};

// ---- the six types, in the order of their ids ---------------------------------------------

export const POST_COLLECTIONS = [
  {
    slug: 'pages',
    postType: POST_TYPE.page,
    labels: { singular: 'Page', plural: 'Pages', noun: 'page' },
    fields: [description('Description', 'Used by search engines and link previews'), richText()],
    list: postList([COLUMN.title, COLUMN.url, COLUMN.status, COLUMN.changed]),
    mediaSlots: ['poster'],
    urlPrefix: '/',
    access: EDITORS,
    navGroup: 'content',
  },
  {
    slug: 'members',
    postType: POST_TYPE.member,
    labels: { singular: 'Member', plural: 'Members', noun: 'member' },
    fields: [description('Description', 'Shown on the member card'), cuisines, richText('About the member')],
    list: postList([COLUMN.title, COLUMN.url, COLUMN.cuisines, COLUMN.status, COLUMN.changed]),
    mediaSlots: ['poster', 'logo'],
    urlPrefix: '/members/',
    access: EDITORS,
    navGroup: 'content',
  },
  {
    slug: 'cuisines',
    postType: POST_TYPE.cuisine,
    labels: { singular: 'Cuisine', plural: 'Cuisines', noun: 'cuisine' },
    fields: [description(), richText()],
    list: postList([COLUMN.title, COLUMN.url, COLUMN.status, COLUMN.changed]),
    mediaSlots: ['poster'],
    urlPrefix: '/cuisines/',
    access: EDITORS,
    navGroup: 'content',
  },
  {
    slug: 'showcases',
    postType: POST_TYPE.showcase,
    labels: { singular: 'Showcase', plural: 'Showcases', noun: 'showcase' },
    fields: [description(), cuisines, richText()],
    list: postList([COLUMN.title, COLUMN.url, COLUMN.cuisines, COLUMN.status, COLUMN.changed]),
    mediaSlots: ['poster'],
    urlPrefix: '/showcases/',
    access: EDITORS,
    navGroup: 'content',
  },
  {
    slug: 'caterings',
    postType: POST_TYPE.catering,
    labels: { singular: 'Catering', plural: 'Caterings', noun: 'catering' },
    fields: [description(), cuisines, { kind: 'bodyText', label: 'Offer', block: 'Catering' }],
    list: postList([COLUMN.title, COLUMN.url, COLUMN.cuisines, COLUMN.status, COLUMN.changed]),
    mediaSlots: ['poster'],
    urlPrefix: '/catering/',
    access: EDITORS,
    navGroup: 'content',
  },
  {
    slug: 'blog',
    postType: POST_TYPE.blog,
    labels: { singular: 'Blog post', plural: 'Blog', noun: 'blog post' },
    fields: [
      description('Summary', 'Shown in the blog list'),
      {
        kind: 'categories',
        label: 'Categories',
        hint: 'Shown on the post; blog lists can show one category',
      },
      { kind: 'bodyText', label: 'Article', block: 'BlogPost' },
    ],
    list: postList([COLUMN.title, COLUMN.url, COLUMN.status, COLUMN.created, COLUMN.changed], {
      by: 'created_at',
      dir: 'desc',
    }),
    mediaSlots: ['poster'],
    urlPrefix: '/blog/',
    access: EDITORS,
    navGroup: 'content',
  },
] as const satisfies readonly PostCollection<string>[];

export type PostCollectionSlug = (typeof POST_COLLECTIONS)[number]['slug'];

/** Does not compile while a post type id of shared/ids/post-types.ts has no collection. */
type EveryPostTypeDeclared<Missing extends never> = Missing;
export type UndeclaredPostTypes = EveryPostTypeDeclared<
  Exclude<PostTypeId, (typeof POST_COLLECTIONS)[number]['postType']>
>;

/** The declarations, typed as the general shape (for code that serves any of them). */
export const POST_TYPE_COLLECTIONS: readonly PostCollection[] = POST_COLLECTIONS;

export function postCollectionById(id: number): PostCollection | undefined {
  return POST_TYPE_COLLECTIONS.find((c) => c.postType === id);
}

export function postCollectionBySlug(slug: string): PostCollection | undefined {
  return POST_TYPE_COLLECTIONS.find((c) => c.slug === slug);
}

/** The field declaration of `kind` of a collection, if it has one. */
export function fieldOfKind<K extends PostFieldKind>(
  collection: PostCollection,
  kind: K,
): Extract<PostFieldDeclaration, { kind: K }> | undefined {
  return collection.fields.find((f): f is Extract<PostFieldDeclaration, { kind: K }> => f.kind === kind);
}

/** Whether posts of the collection link cuisine tags (`external_data.cuisines`): it has the field. */
export function linksCuisines(collection: PostCollection): boolean {
  return fieldOfKind(collection, 'cuisines') !== undefined;
}

/** Whether posts of the collection carry categories (`external_data.categories`): it has the field. */
export function linksCategories(collection: PostCollection): boolean {
  return fieldOfKind(collection, 'categories') !== undefined;
}

// ---- the summary the API reads ------------------------------------------------------------

/** What the API needs of a post type: its names, its panel segment and its media slots. */
export interface PostTypeSummary {
  id: PostTypeId;
  key: PostTypeKey;
  label: string;
  plural: string;
  /** the panel path segment: /panel/{segment}, /panel/{segment}/new, … */
  panelSegment: string;
  /** media slots a post of this type has (their values are media ids) */
  mediaSlots: readonly string[];
}

const KEY_OF_ID = new Map(Object.entries(POST_TYPE).map(([key, id]) => [id, key as PostTypeKey]));

export const POST_TYPES: readonly PostTypeSummary[] = POST_TYPE_COLLECTIONS.map((c) => ({
  id: c.postType,
  key: KEY_OF_ID.get(c.postType) as PostTypeKey,
  label: c.labels.singular,
  plural: c.labels.plural,
  panelSegment: c.slug,
  mediaSlots: c.mediaSlots,
}));

export function postTypeById(id: number): PostTypeSummary | undefined {
  return POST_TYPES.find((t) => t.id === id);
}
