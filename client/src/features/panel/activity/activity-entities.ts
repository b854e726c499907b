/**
 * What the audit log's entities are called in the Activity screen's sentences and which panel
 * screen shows each. An entity of a route added later still reads: "post 12" style by its own
 * path, until it is named here.
 */
import { postCollectionBySlug } from '#shared/collections/post-types.ts';
import { collectionHref, type FixedPanelScreenId, PANEL_SCREENS, panelHref } from '#shared/panel-screens.ts';

interface EntityWords {
  /** a thing of many: "category" (+ its title or id) */
  noun?: string;
  /** a thing of one: "the site colors" */
  the?: string;
  /** the fixed screen that shows it (a post's is its collection's) */
  screen?: FixedPanelScreenId;
}

const ENTITIES: Record<string, EntityWords> = {
  posts: { noun: 'post' },
  media: { noun: 'image', screen: 'media' },
  users: { noun: 'user', screen: 'user' },
  faqs: { noun: 'FAQ', screen: 'faq' },
  'faq-categories': { noun: 'FAQ category', screen: 'faq' },
  categories: { noun: 'category', screen: 'taxonomy' },
  'cuisine-tags': { noun: 'cuisine tag', screen: 'taxonomy' },
  analytics: { noun: 'analytics item' },
  submissions: { noun: 'submission', screen: 'submissions' },
  'options/domains': { noun: 'site' },
  'options/colors': { the: 'the site colors', screen: 'siteOptions' },
  'options/options': { the: 'the general site options', screen: 'siteOptions' },
  'options/error-page': { the: 'the error page', screen: 'siteOptions' },
  'options/socials': { the: 'the social links', screen: 'siteOptions' },
  'options/menus': { the: 'the menus', screen: 'siteOptions' },
  'options/seo': { the: 'the SEO settings', screen: 'siteOptions' },
  'options/site-map': { the: 'the site map settings', screen: 'siteOptions' },
  'options/security': { the: 'the security settings' },
  account: { the: 'their account', screen: 'profile' },
  'account/two-factor': { the: 'their two-factor sign-in', screen: 'profile' },
  cache: { the: 'the cache' },
};

function lastWords(entity: string): string {
  return (entity.split('/').at(-1) ?? entity).replaceAll('-', ' ');
}

/** "post", "member" (a post's collection), "category", or the entity's own last segment. */
export function entityNoun(entity: string, kind: string | null): string {
  if (entity === 'posts' && kind) return postCollectionBySlug(kind)?.labels.noun ?? 'post';
  return ENTITIES[entity]?.noun ?? lastWords(entity);
}

/** How an entity of one ("the site colors") is named; undefined for an entity of many. */
export function singletonName(entity: string): string | undefined {
  return ENTITIES[entity]?.the;
}

function isBuilt(id: FixedPanelScreenId): boolean {
  return !('planned' in PANEL_SCREENS[id]);
}

/** The address of the panel screen that shows an entity (`/panel/members/12`), when there is one. */
export function entityHref(entity: string, kind: string | null, id: string | null): string | undefined {
  if (entity === 'posts') {
    const collection = kind ? postCollectionBySlug(kind) : undefined;
    return collection && id && /^\d+$/.test(id)
      ? collectionHref(collection.slug, 'edit', Number(id))
      : undefined;
  }
  const screen = ENTITIES[entity]?.screen;
  if (!screen || !isBuilt(screen)) return undefined;
  const path: string = PANEL_SCREENS[screen].path;
  if (!path.includes(':id')) return panelHref(path);
  return id ? panelHref(path.replace(':id', encodeURIComponent(id))) : undefined;
}
