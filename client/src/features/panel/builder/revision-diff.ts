/**
 * What changed between two states of a post, in words a CMS user reads: the fields that differ
 * (title, address, status, description, images, search-engine flags) and the blocks added,
 * removed, changed or moved — blocks are matched by their id, named by their label and title.
 */

import { PAGE_BLOCKS } from '#shared/page-blocks/block-declarations.ts';
import { isBlockType } from '#shared/page-blocks/block-defaults.ts';
import type { Revision } from '#shared/schemas/posts.ts';

export type PostState = Revision['post'];

interface BodyBlock {
  type: string;
  props: Record<string, unknown>;
}

export interface RevisionChanges {
  fields: string[];
  added: string[];
  removed: string[];
  changed: string[];
  moved: boolean;
}

const FIELD_LABELS: [label: string, read: (post: PostState) => unknown][] = [
  ['Title', (p) => p.title],
  ['Address', (p) => p.url],
  ['Status', (p) => p.post_status_id],
  ['Search title', (p) => (p.attributes as { title?: string }).title ?? ''],
  ['Description', (p) => (p.attributes as { description?: string }).description ?? ''],
  ['Images', (p) => p.media],
  ['Tags and categories', (p) => p.external_data],
  ['Hidden from search engines', (p) => [p.no_index, p.no_follow]],
  ['In the site map', (p) => p.show_in_sitemap],
];

/** "Rich text “Our story”": the block's label, and its title when it has one. */
export function blockName(block: BodyBlock): string {
  const label = isBlockType(block.type) ? PAGE_BLOCKS[block.type].label : block.type;
  const title = typeof block.props.title === 'string' ? block.props.title.trim() : '';
  return title ? `${label} “${title}”` : label;
}

const idOf = (block: BodyBlock, index: number) => String(block.props.id ?? `#${index}`);

export function revisionChanges(before: PostState, after: PostState): RevisionChanges {
  const fields = FIELD_LABELS.filter(
    ([, read]) => JSON.stringify(read(before)) !== JSON.stringify(read(after)),
  ).map(([label]) => label);
  const old = (before.post_body.content ?? []) as BodyBlock[];
  const now = (after.post_body.content ?? []) as BodyBlock[];
  const oldById = new Map(old.map((b, i) => [idOf(b, i), b]));
  const nowById = new Map(now.map((b, i) => [idOf(b, i), b]));
  const added = now.filter((b, i) => !oldById.has(idOf(b, i))).map(blockName);
  const removed = old.filter((b, i) => !nowById.has(idOf(b, i))).map(blockName);
  const changed = now
    .filter((b, i) => {
      const was = oldById.get(idOf(b, i));
      return was !== undefined && JSON.stringify(was.props) !== JSON.stringify(b.props);
    })
    .map(blockName);
  const keptOld = old.map(idOf).filter((id) => nowById.has(id));
  const keptNow = now.map(idOf).filter((id) => oldById.has(id));
  return { fields, added, removed, changed, moved: keptOld.join() !== keptNow.join() };
}

export function hasChanges(changes: RevisionChanges): boolean {
  return (
    changes.fields.length + changes.added.length + changes.removed.length + changes.changed.length > 0 ||
    changes.moved
  );
}
