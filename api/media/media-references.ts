/**
 * Where a site shows its images: post media slots (shared/collections/collection.ts MEDIA_SLOTS),
 * media props of page blocks (walked by their declared fields, as a copied site's are:
 * api/sites/copied-references.ts) and image options (stored as url paths, which hold the image's
 * hashed name). Pure functions over the stored JSON: the library's "used by" counts, the usage
 * list, the removal of a deleted image from every place, and the ids a post body refers to.
 */
import { MEDIA_SLOTS } from '#shared/collections/collection.ts';
import { PAGE_BLOCKS } from '#shared/page-blocks/block-declarations.ts';
import { isBlockType } from '#shared/page-blocks/block-defaults.ts';
import { isPlainRecord, type PlainRecord } from '#shared/plain-record.ts';
import { remapDocument, remapMediaSlots } from '../sites/copied-references.ts';

/**
 * An id map for the reference walkers of copied-references.ts that keeps every id but `removed`
 * (which becomes null) and notes each id it is asked for.
 */
class ReferenceRecorder extends Map<number, number> {
  readonly seen = new Set<number>();
  readonly removed: number | undefined;

  constructor(removed?: number) {
    super();
    this.removed = removed;
  }

  override get(id: number): number | undefined {
    this.seen.add(id);
    return id === this.removed ? undefined : id;
  }
}

function parsed(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

function blocksOf(document: unknown): unknown[] {
  if (!isPlainRecord(document)) return [];
  const blocks = Array.isArray(document.content) ? [...document.content] : [];
  if (isPlainRecord(document.zones)) {
    for (const zone of Object.values(document.zones)) if (Array.isArray(zone)) blocks.push(...zone);
  }
  return blocks;
}

/** The media ids the blocks of a page document show (content and zones). */
export function mediaIdsOfDocument(document: unknown): Set<number> {
  const recorder = new ReferenceRecorder();
  remapDocument(document, { media: recorder });
  return recorder.seen;
}

function blockLabel(block: unknown): string {
  const type = isPlainRecord(block) ? block.type : undefined;
  return typeof type === 'string' && isBlockType(type) ? `${PAGE_BLOCKS[type].label} block` : 'Block';
}

function slotLabel(slot: string): string {
  return slot in MEDIA_SLOTS ? MEDIA_SLOTS[slot as keyof typeof MEDIA_SLOTS].label : slot;
}

/** What a post stores of its images: its media slots and its body, as JSON text. */
export interface PostImageColumns {
  media: string;
  post_body: string;
}

/** Every image a post shows, with the places it shows it in (`Poster`, `Gallery block`). */
export function imagePlacesOfPost(post: PostImageColumns): Map<number, string[]> {
  const places = new Map<number, string[]>();
  const note = (id: number, place: string) => {
    const list = places.get(id) ?? [];
    if (!list.includes(place)) list.push(place);
    places.set(id, list);
  };
  const media = parsed(post.media);
  if (isPlainRecord(media)) {
    for (const [slot, id] of Object.entries(media)) if (typeof id === 'number') note(id, slotLabel(slot));
  }
  for (const block of blocksOf(parsed(post.post_body))) {
    for (const id of mediaIdsOfDocument({ content: [block] })) note(id, blockLabel(block));
  }
  return places;
}

/** The post's columns without the image `mediaId` (its slots and block props become empty), or undefined when it does not show it. */
export function postWithoutImage(post: PostImageColumns, mediaId: number): PostImageColumns | undefined {
  if (!imagePlacesOfPost(post).has(mediaId)) return undefined;
  const media = parsed(post.media);
  const body = parsed(post.post_body);
  return {
    media: isPlainRecord(media)
      ? JSON.stringify(remapMediaSlots(media, new ReferenceRecorder(mediaId)))
      : post.media,
    post_body:
      body === undefined
        ? post.post_body
        : JSON.stringify(remapDocument(body, { media: new ReferenceRecorder(mediaId) })),
  };
}

/** The names of the image options, by their field in the stored settings. */
const OPTION_LABELS: Record<string, string> = {
  logo: 'Logo',
  fav_icon: 'Favicon',
  auth_background: 'Sign-in background',
  truck_image: 'Error page image',
  share_image: 'Share image',
};

/** A stored setting: its name and its JSON value. */
export interface StoredSetting {
  setting: string;
  value: string;
}

/** How deep image options sit in a setting (`error-page` keeps them in `domainErrorPage`). */
const OPTION_DEPTH = 3;

/** The image options (object and field) of a setting value that show the image named `hashedName`. */
function optionFieldsShowing(value: unknown, hashedName: string): { holder: PlainRecord; field: string }[] {
  const found: { holder: PlainRecord; field: string }[] = [];
  const visit = (holder: unknown, depth: number) => {
    if (!isPlainRecord(holder) || depth > OPTION_DEPTH) return;
    for (const [field, item] of Object.entries(holder)) {
      if (typeof item === 'string' && item.includes(`/${hashedName}.`)) found.push({ holder, field });
      else visit(item, depth + 1);
    }
  };
  visit(value, 1);
  return found;
}

/** The names of the site options that show the image (`Logo`, `Error page image`). */
export function optionsShowingImage(settings: readonly StoredSetting[], hashedName: string): string[] {
  return settings.flatMap((setting) =>
    optionFieldsShowing(parsed(setting.value), hashedName).map(({ field }) => OPTION_LABELS[field] ?? field),
  );
}

/** The setting's JSON without the image (its image options become null), or undefined when it does not show it. */
export function settingWithoutImage(setting: StoredSetting, hashedName: string): string | undefined {
  const value = parsed(setting.value);
  const fields = optionFieldsShowing(value, hashedName);
  if (fields.length === 0) return undefined;
  for (const { holder, field } of fields) holder[field] = null;
  return JSON.stringify(value);
}
