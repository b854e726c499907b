/**
 * Every kind of content the API keeps for a site, declared once (issue 25): its tables, the API
 * paths of its calls, what visitors read of it, who may read and write it, and whether a write
 * changes what visitors see. What used to be hand-kept lists derives from here — the BFF's rule
 * for which writes forget a site's public answers and page reads (server/pages, public-cache),
 * and the tests' lists of public reads — so a new content type cannot be forgotten by one of
 * them (36c368c: pages kept an old FAQ for 30 s because a hand-kept list missed it).
 *
 * The six post types share the `posts` collection here; their screens are declared in
 * post-types.ts. Plain data: the SPA, the BFF and the API may all import it.
 */
import type { AccessLevel, StaffAccessLevel } from '../access-levels.ts';
import { API, PUBLIC_API } from '../api-paths.ts';
import type { PanelScreenDeclaration } from '../panel-screen-declaration.ts';
import { COLLECTION_SCHEMAS, type CollectionSchemas } from './collection-schemas.ts';
import type { SiteCollectionPanel } from './site-collection-panel.ts';
import type { SiteCopyShare } from './site-copy-share.ts';

export interface ContentCollection {
  /** the collection's key */
  slug: string;
  /** what it is, for people (documentation, test names) */
  label: string;
  /** the tables it owns in the content API */
  tables: readonly string[];
  /** path prefixes of its API calls (a call is the prefix itself or below it) */
  api: readonly string[];
  /** the public reads visitors' pages make of it (GET, no session) */
  publicReads: readonly string[];
  /** `write: 'bff'`: only the BFF writes it, by its secret (visitor insights), never the panel */
  access: { read: AccessLevel; write: StaffAccessLevel | 'public' | 'bff' };
  /**
   * Whether a successful write changes what visitors see: the BFF then forgets the site's cached
   * public answers and the reads its pages were written from (before the write's answer leaves).
   */
  shownToVisitors: boolean;
  /**
   * The panel screens where staff manage it, by screen id (a screen may manage several
   * collections: it is declared by the first). The panel's routes and navigation are made from
   * these (shared/panel-screens.ts), in the order of the collections.
   */
  screens?: Readonly<Record<string, PanelScreenDeclaration>>;
  /**
   * The TypeBox schemas of its calls (shared/schemas): the item it answers, its create and update
   * bodies, its list query. The API's routes of the collection take theirs from here.
   */
  schemas: CollectionSchemas;
  /** what a copy of a site takes of it, and after which collections (site-copy-share.ts) */
  siteCopy: SiteCopyShare;
  /**
   * Served by the API's one site-scoped store and route set (api/collections/): list, create,
   * update, delete by id of rows that belong to a site. `answers`: bare, or in `{data}`;
   * `update`: how a change is sent (`PATCH` or `PUT` of `path/:id`), absent where items are only
   * added and deleted — the API's route and the panel's request both read it.
   */
  siteScoped?: { answers: 'bare' | 'data'; update?: 'PATCH' | 'PUT' };
  /**
   * A site-scoped collection's panel section, generated from this (site-collection-panel.ts):
   * its form's fields, its list's columns, what it says.
   */
  panel?: SiteCollectionPanel;
}

/** The panel section of a collection of categories by name (the blog's, the FAQ's). */
const NAMED_CATEGORY_PANEL = {
  title: 'Categories',
  nameField: 'name',
  fields: [{ name: 'name', label: 'Name', kind: 'text', whenEmpty: 'Give the category a name' }],
  texts: {
    newLabel: 'New category',
    add: 'Add category',
    addForm: 'New category',
    added: 'Category “{name}” added',
    deleted: 'Category deleted',
    empty: 'No categories yet.',
    kind: 'category',
    confirmTitle: 'Delete the category “{name}”?',
    confirmMessage: 'It is removed from this site.',
    confirmLabel: 'Delete category',
  },
} as const satisfies SiteCollectionPanel;

export const CONTENT_COLLECTIONS = [
  {
    slug: 'posts',
    label: 'Posts of the six post types, their drafts and revisions',
    tables: ['posts', 'post_drafts', 'post_revisions'],
    api: ['/api/posts'],
    publicReads: [PUBLIC_API.posts.byUrl, PUBLIC_API.posts.published],
    access: { read: 'public', write: 'editor' },
    shownToVisitors: true,
    schemas: COLLECTION_SCHEMAS.posts,
    siteCopy: { share: 'copied', after: ['categories', 'cuisine-tags', 'faq-categories', 'media'] },
  },
  {
    slug: 'faqs',
    label: 'FAQ entries',
    tables: ['faqs'],
    api: [PUBLIC_API.faqs],
    publicReads: [PUBLIC_API.faqs],
    access: { read: 'public', write: 'editor' },
    shownToVisitors: true,
    schemas: COLLECTION_SCHEMAS.faqs,
    siteCopy: { share: 'copied', after: ['faq-categories'] },
    siteScoped: { answers: 'bare', update: 'PATCH' },
    panel: {
      title: 'Questions',
      nameField: 'question',
      fields: [
        { name: 'question', label: 'Question', kind: 'text', whenEmpty: 'Write the question' },
        { name: 'answer', label: 'Answer', kind: 'rich-text', whenEmpty: 'Write the answer' },
        {
          name: 'category',
          label: 'Category',
          kind: 'select',
          optionsFrom: 'faq-categories',
          placeholder: 'No category',
        },
      ],
      columns: [{ field: 'question', label: 'Question' }],
      texts: {
        newLabel: 'Question',
        add: 'Add question',
        addForm: 'Question',
        editForm: 'Question',
        addDialog: 'New question',
        editDialog: 'Edit question',
        added: 'Question added',
        saved: 'Question saved',
        deleted: 'Question deleted',
        empty: 'No questions yet. Add the first one.',
        kind: 'question',
        confirmTitle: 'Delete this question?',
        confirmMessage: '“{name}” is removed from the site.',
        confirmLabel: 'Delete question',
      },
    },
    /** the FAQ screen manages the FAQ's categories too */
    screens: { faq: { path: 'faq', label: 'FAQ', access: 'editor', nav: { group: 'site' } } },
  },
  {
    slug: 'faq-categories',
    label: 'FAQ categories',
    tables: ['faq_categories'],
    api: [PUBLIC_API.faqCategories],
    publicReads: [PUBLIC_API.faqCategories],
    access: { read: 'public', write: 'editor' },
    shownToVisitors: true,
    schemas: COLLECTION_SCHEMAS.faqCategories,
    siteCopy: { share: 'copied' },
    siteScoped: { answers: 'bare' },
    panel: {
      ...NAMED_CATEGORY_PANEL,
      deleteChanges: ['faqs'],
      texts: { ...NAMED_CATEGORY_PANEL.texts, confirmMessage: 'Its questions stay, without a category.' },
    },
  },
  {
    slug: 'categories',
    label: 'Blog categories',
    tables: ['categories'],
    api: [PUBLIC_API.categories],
    publicReads: [PUBLIC_API.categories],
    access: { read: 'public', write: 'editor' },
    shownToVisitors: true,
    schemas: COLLECTION_SCHEMAS.categories,
    siteCopy: { share: 'copied' },
    siteScoped: { answers: 'data' },
    panel: NAMED_CATEGORY_PANEL,
    screens: {
      /** blog categories and cuisine tags (docs/decisions/004) */
      taxonomy: { path: 'taxonomy', label: 'Tags and categories', access: 'editor', nav: { group: 'site' } },
    },
  },
  {
    slug: 'cuisine-tags',
    label: 'Cuisine tags',
    tables: ['cuisine_tags'],
    api: [PUBLIC_API.cuisineTags],
    publicReads: [PUBLIC_API.cuisineTags],
    access: { read: 'public', write: 'editor' },
    shownToVisitors: true,
    schemas: COLLECTION_SCHEMAS.cuisineTags,
    siteCopy: { share: 'copied' },
    siteScoped: { answers: 'data', update: 'PUT' },
    panel: {
      title: 'Cuisine tags',
      description:
        'Members, showcases and caterings are tagged with these; the site shows them with their icon.',
      nameField: 'title',
      fields: [
        { name: 'title', label: 'Title', kind: 'text', whenEmpty: 'Give the tag a title' },
        /** a Tabler icon, chosen with the screen's icon picker */
        { name: 'icon_data', label: 'Icon', kind: 'custom', whenEmpty: 'Choose an icon' },
      ],
      columns: [
        { field: 'icon_data', label: 'Icon' },
        { field: 'title', label: 'Title' },
      ],
      texts: {
        newLabel: 'New cuisine tag',
        add: 'Add tag',
        addForm: 'New cuisine tag',
        editForm: 'Edit the cuisine tag {name}',
        added: 'Cuisine tag “{name}” added',
        saved: 'Cuisine tag “{name}” saved',
        deleted: 'Cuisine tag deleted',
        empty: 'No cuisine tags yet.',
        kind: 'cuisine tag',
        confirmTitle: 'Delete the cuisine tag “{name}”?',
        confirmMessage: 'Posts tagged with it lose the tag.',
        confirmLabel: 'Delete tag',
      },
    },
  },
  {
    slug: 'stops',
    label: 'Truck schedules: the members’ stops (weekly repeats, cancellations)',
    tables: ['stops'],
    api: [API.stops, PUBLIC_API.schedule.root],
    /**
     * the expanded occurrences of published members, and what the calendar feeds are made from:
     * reads of their own beside the declaration-made calls, under `api` so that the rule of
     * writes shown to visitors covers every path a page reads
     */
    publicReads: [
      PUBLIC_API.schedule.today,
      PUBLIC_API.schedule.week,
      PUBLIC_API.schedule.member(':id'),
      PUBLIC_API.schedule.feed,
    ],
    /** staff list the stops themselves (a draft member's too); visitors read occurrences */
    access: { read: 'editor', write: 'editor' },
    shownToVisitors: true,
    schemas: COLLECTION_SCHEMAS.stops,
    screens: {
      schedule: { path: 'schedule', label: 'Schedule', access: 'editor', nav: { group: 'content' } },
    },
    /** "copy schedules": asked for, after the members they belong to */
    siteCopy: { share: 'when-asked', after: ['posts'] },
    siteScoped: { answers: 'data', update: 'PATCH' },
  },
  {
    slug: 'stop-exceptions',
    label: 'Exceptions of weekly stops (one date cancelled or moved)',
    tables: ['stop_exceptions'],
    api: [API.stopExceptions],
    publicReads: [],
    access: { read: 'editor', write: 'editor' },
    shownToVisitors: true,
    schemas: COLLECTION_SCHEMAS.stopExceptions,
    siteCopy: { share: 'when-asked', after: ['stops'] },
    siteScoped: { answers: 'data', update: 'PATCH' },
  },
  {
    slug: 'media',
    label: 'Media (images and their variants, alt texts)',
    tables: ['media', 'media_file_journal'],
    api: [API.media],
    publicReads: [PUBLIC_API.mediaItem(':id')],
    access: { read: 'public', write: 'editor' },
    shownToVisitors: true,
    schemas: COLLECTION_SCHEMAS.media,
    siteCopy: { share: 'copied' },
    screens: { media: { path: 'media', label: 'Media', access: 'editor', nav: { group: 'content' } } },
  },
  {
    slug: 'analytics-items',
    label: 'Analytics items (services and owners’ code written into pages)',
    tables: ['analytics_items'],
    api: [API.analytics],
    publicReads: [],
    /** the BFF reads them, without a session, to write their tags into pages */
    access: { read: 'public', write: 'admin' },
    shownToVisitors: true,
    schemas: COLLECTION_SCHEMAS.analyticsItems,
    siteCopy: { share: 'when-asked' },
    siteScoped: { answers: 'data', update: 'PUT' },
    /**
     * In the site options' Analytics tab. Its form is the screen's (the provider picker and the
     * owner-only code kinds: client/src/features/panel/site-options/analytics-item-form.tsx), so it
     * declares no fields; its cells and an item's name are the screen's too.
     */
    panel: {
      title: 'Analytics',
      nameField: 'name',
      fields: [],
      columns: [
        { field: 'type', label: 'Type' },
        { field: 'src', label: 'Loads or sets' },
        { field: 'tag_position', label: 'Where' },
      ],
      form: 'dialog',
      texts: {
        newLabel: 'Name',
        add: 'Add an item',
        addForm: 'Analytics item',
        editForm: 'Analytics item',
        addDialog: 'New analytics item',
        editDialog: 'Edit analytics item',
        added: 'Analytics item added',
        saved: 'Analytics item saved',
        deleted: 'Analytics item deleted',
        empty: 'No analytics items yet.',
        kind: 'analytics item',
        confirmTitle: 'Delete this analytics item?',
        confirmMessage: '{name}. The site stops loading it at once.',
        confirmLabel: 'Delete item',
      },
    },
  },
  {
    slug: 'submissions',
    label: 'Form submissions (contact, catering)',
    tables: ['form_submissions'],
    api: [API.submissions, '/api/forms'],
    publicReads: [],
    access: { read: 'editor', write: 'public' },
    shownToVisitors: false,
    schemas: COLLECTION_SCHEMAS.submissions,
    siteCopy: { share: 'not-copied' },
    screens: {
      submissions: { path: 'submissions', label: 'Submissions', access: 'editor', nav: { group: 'site' } },
    },
  },
  {
    slug: 'insights',
    label: 'Visitor insights (daily views, visitors, referrers, devices and Web Vitals; no personal data)',
    tables: [
      'insight_salts',
      'insight_day_visitors',
      'insight_visitor_days',
      'insight_page_days',
      'insight_vital_days',
    ],
    api: [API.insights.root],
    publicReads: [],
    /** admins and owners read (owners every site together); only the BFF's batches write */
    access: { read: 'admin', write: 'bff' },
    shownToVisitors: false,
    schemas: COLLECTION_SCHEMAS.insights,
    screens: {
      insights: { path: 'insights', label: 'Insights', access: 'admin', nav: { group: 'overview' } },
    },
    /** a new site starts with no visitors */
    siteCopy: { share: 'not-copied' },
  },
  {
    slug: 'site-options',
    label: 'Site options (title, colours, menus, SEO, error page, socials)',
    tables: ['domain_settings', 'domain_colors', 'domains'],
    api: ['/api/options'],
    publicReads: Object.values(PUBLIC_API.options),
    access: { read: 'public', write: 'admin' },
    shownToVisitors: true,
    schemas: COLLECTION_SCHEMAS.siteOptions,
    /** its colours and settings; the settings point at the copied media and posts */
    siteCopy: { share: 'copied', after: ['posts'] },
    screens: {
      siteOptions: { path: 'site-options', label: 'Site options', access: 'admin', nav: { group: 'site' } },
    },
  },
  {
    slug: 'users',
    label: 'Staff accounts and their sites',
    tables: ['users', 'user_domains'],
    api: [API.users],
    publicReads: [],
    access: { read: 'admin', write: 'admin' },
    shownToVisitors: false,
    schemas: COLLECTION_SCHEMAS.users,
    siteCopy: { share: 'not-copied' },
    screens: {
      users: { path: 'users', label: 'Users', access: 'admin', nav: { group: 'team' } },
      userCreate: { path: 'users/create', label: 'New user', access: 'admin' },
      user: { path: 'users/:id', label: 'User', access: 'admin' },
    },
  },
] as const satisfies readonly ContentCollection[];

type UnionToIntersection<U> = (U extends unknown ? (each: U) => void : never) extends (all: infer I) => void
  ? I
  : never;
type ScreensOf<C> = C extends { screens: infer S } ? S : Record<never, never>;

/** Every collection's panel screens, by screen id, in the order of the collections. */
export const COLLECTION_SCREENS = Object.assign(
  {},
  ...CONTENT_COLLECTIONS.map((collection) => ('screens' in collection ? collection.screens : {})),
) as UnionToIntersection<ScreensOf<(typeof CONTENT_COLLECTIONS)[number]>>;

/** `POST /api/clear-cache`: an explicit "forget what you hold" for a site, by its admin. */
const FORGET_ALL = [API.clearCache];

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const underAny = (prefixes: readonly string[], path: string) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** the API path prefixes whose writes change what visitors see */
export const WRITES_SHOWN_TO_VISITORS: readonly string[] = [
  ...CONTENT_COLLECTIONS.filter((c) => c.shownToVisitors).flatMap((c) => c.api),
  ...FORGET_ALL,
];

/** Whether `method path` (a path without its query) may change what a site's visitors see. */
export function isWriteShownToVisitors(method: string, path: string): boolean {
  return WRITE_METHODS.has(method) && underAny(WRITES_SHOWN_TO_VISITORS, path);
}

export type CollectionSlug = (typeof CONTENT_COLLECTIONS)[number]['slug'];

/** The declaration of the collection `slug` (its schemas, paths, access), typed as declared. */
export function collectionNamed<S extends CollectionSlug>(
  slug: S,
): Extract<(typeof CONTENT_COLLECTIONS)[number], { slug: S }> {
  return CONTENT_COLLECTIONS.find((c) => c.slug === slug) as Extract<
    (typeof CONTENT_COLLECTIONS)[number],
    { slug: S }
  >;
}

/** The collection a call belongs to, if any. */
export function collectionOfPath(path: string): ContentCollection | undefined {
  return CONTENT_COLLECTIONS.find((c) => underAny(c.api, path));
}
