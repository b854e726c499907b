/**
 * How the panel shows each of the six post types (shared/ids/post-types.ts), declared once: the
 * fields of the new and edit screens, the list columns, the default sort, the media slots and the
 * external data. The panel's list, new and edit screens are generated from this; a type differs
 * from another only here.
 */
import { POST_TYPES, type PostTypeDeclaration, type PostTypeId, type PostTypeKey } from './ids/post-types.ts';
import type { BlockType } from './page-blocks.ts';

/**
 * A type-specific field of the edit screen and where it is stored:
 * - `description`: `attributes.description`, plain text shown on cards and as meta description;
 * - `bodyText`: long rich text kept in the post body, in the first block of `block` (its `html`);
 * - `cuisines`: cuisine tag ids in `external_data.cuisines`.
 */
export type PostFieldDeclaration =
  | { kind: 'description'; label: string; hint?: string }
  | { kind: 'bodyText'; label: string; block: BodyTextBlock; hint?: string }
  | { kind: 'cuisines'; label: string; hint?: string };

/** Blocks whose `html` prop the edit screen's long text field edits. */
export type BodyTextBlock = Extract<BlockType, 'RichText' | 'BlogPost' | 'Catering'>;

export type PostFieldKind = PostFieldDeclaration['kind'];

/** Columns a list screen can show. */
export type PostListColumn = 'title' | 'url' | 'status' | 'cuisines' | 'created_at' | 'updated_at';

export const POST_LIST_COLUMN_LABELS: Record<PostListColumn, string> = {
  title: 'Title',
  url: 'Address',
  status: 'Status',
  cuisines: 'Cuisines',
  created_at: 'Created',
  updated_at: 'Changed',
};

/** Columns the by-type call sorts by, as offered on the list screen. */
export type PostListSortColumn =
  | 'position'
  | 'title'
  | 'url'
  | 'created_at'
  | 'updated_at'
  | 'post_status_id';

export interface PostListSort {
  by: PostListSortColumn;
  dir: 'asc' | 'desc';
}

export interface PostTypeScreens extends PostTypeDeclaration {
  /** singular label in lower case, for sentences ("New member") */
  noun: string;
  fields: readonly PostFieldDeclaration[];
  listColumns: readonly PostListColumn[];
  defaultSort: PostListSort;
  /** external data the post links (`external_data` keys) */
  externalData: readonly 'cuisines'[];
  /** a suggestion for the url of a new post: prefix + slug of the title */
  urlPrefix: string;
}

const description = (label = 'Short description', hint?: string): PostFieldDeclaration =>
  hint === undefined ? { kind: 'description', label } : { kind: 'description', label, hint };
const richText = (label = 'Text'): PostFieldDeclaration => ({ kind: 'bodyText', label, block: 'RichText' });
const cuisines: PostFieldDeclaration = {
  kind: 'cuisines',
  label: 'Cuisines',
  hint: 'Cuisine tags shown with this post',
};

const BY_POSITION: PostListSort = { by: 'position', dir: 'asc' };

const SCREENS: Record<PostTypeKey, Omit<PostTypeScreens, keyof PostTypeDeclaration>> = {
  page: {
    noun: 'page',
    fields: [description('Description', 'Used by search engines and link previews'), richText()],
    listColumns: ['title', 'url', 'status', 'updated_at'],
    defaultSort: BY_POSITION,
    externalData: [],
    urlPrefix: '/',
  },
  member: {
    noun: 'member',
    fields: [description('Description', 'Shown on the member card'), cuisines, richText('About the member')],
    listColumns: ['title', 'url', 'cuisines', 'status', 'updated_at'],
    defaultSort: BY_POSITION,
    externalData: ['cuisines'],
    urlPrefix: '/members/',
  },
  cuisine: {
    noun: 'cuisine',
    fields: [description(), richText()],
    listColumns: ['title', 'url', 'status', 'updated_at'],
    defaultSort: BY_POSITION,
    externalData: [],
    urlPrefix: '/cuisines/',
  },
  showcase: {
    noun: 'showcase',
    fields: [description(), cuisines, richText()],
    listColumns: ['title', 'url', 'cuisines', 'status', 'updated_at'],
    defaultSort: BY_POSITION,
    externalData: ['cuisines'],
    urlPrefix: '/showcases/',
  },
  catering: {
    noun: 'catering',
    fields: [description(), cuisines, { kind: 'bodyText', label: 'Offer', block: 'Catering' }],
    listColumns: ['title', 'url', 'cuisines', 'status', 'updated_at'],
    defaultSort: BY_POSITION,
    externalData: ['cuisines'],
    urlPrefix: '/catering/',
  },
  blog: {
    noun: 'blog post',
    fields: [
      description('Summary', 'Shown in the blog list'),
      { kind: 'bodyText', label: 'Article', block: 'BlogPost' },
    ],
    listColumns: ['title', 'url', 'status', 'created_at', 'updated_at'],
    defaultSort: { by: 'created_at', dir: 'desc' },
    externalData: [],
    urlPrefix: '/blog/',
  },
};

export const POST_TYPE_SCREENS: readonly PostTypeScreens[] = POST_TYPES.map((type) => ({
  ...type,
  ...SCREENS[type.key],
}));

export function postTypeScreensById(id: PostTypeId | number): PostTypeScreens | undefined {
  return POST_TYPE_SCREENS.find((t) => t.id === id);
}

export function postTypeScreensBySegment(segment: string): PostTypeScreens | undefined {
  return POST_TYPE_SCREENS.find((t) => t.panelSegment === segment);
}

/** The field declaration of `kind` of a type, if it has one. */
export function fieldOfKind<K extends PostFieldKind>(
  screens: PostTypeScreens,
  kind: K,
): Extract<PostFieldDeclaration, { kind: K }> | undefined {
  return screens.fields.find((f): f is Extract<PostFieldDeclaration, { kind: K }> => f.kind === kind);
}
