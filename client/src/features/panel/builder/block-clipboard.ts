/**
 * The builder's clipboard: one copied block, kept in this browser (`localStorage`) so it can be
 * pasted into another page, even in another tab. A block is copied with its props but not its id
 * (a pasted block gets a fresh one), and with the site it was copied on: its images, members and
 * links belong to that site, so it is pasted only into pages of the same site (the API refuses
 * another site's media anyway — this says why before trying).
 */
import { BLOCK_TYPES } from '#shared/page-blocks/block-defaults.ts';
import type { BlockType } from '#shared/page-blocks/block-props.ts';

const STORAGE_KEY = 'ftc.builder.clipboard';
/** fired on this window when the clipboard changes here (`storage` covers other tabs) */
const CLIPBOARD_EVENT = 'ftc-builder-clipboard';

export interface CopiedBlock {
  siteId: number;
  type: BlockType;
  props: Record<string, unknown>;
}

export interface PuckBlock {
  type: string;
  props: Record<string, unknown> & { id?: string };
}

function isCopiedBlock(value: unknown): value is CopiedBlock {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    Number.isInteger(entry.siteId) &&
    typeof entry.type === 'string' &&
    (BLOCK_TYPES as readonly string[]).includes(entry.type) &&
    !!entry.props &&
    typeof entry.props === 'object' &&
    !Array.isArray(entry.props)
  );
}

export function copyBlock(block: PuckBlock, siteId: number, storage: Storage = localStorage): void {
  const { id: _id, ...props } = block.props;
  const entry: CopiedBlock = { siteId, type: block.type as BlockType, props };
  storage.setItem(STORAGE_KEY, JSON.stringify(entry));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CLIPBOARD_EVENT));
}

/** The copied block, or undefined when there is none (or what is stored is not one). */
export function readClipboard(storage: Storage = localStorage): CopiedBlock | undefined {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
    return isCopiedBlock(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** What is stored now, as text (a snapshot for `useSyncExternalStore`). */
export function clipboardSnapshot(): string | null {
  return localStorage.getItem(STORAGE_KEY);
}

/** Calls `onChange` when the clipboard changes in this tab or another one. */
export function subscribeToClipboard(onChange: () => void): () => void {
  window.addEventListener(CLIPBOARD_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CLIPBOARD_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export type PasteCheck = { ok: true } | { ok: false; reason: string };

/** Whether the copied block may go into a page of this site whose type allows `allowed`. */
export function canPaste(
  copied: CopiedBlock | undefined,
  siteId: number | undefined,
  allowed: readonly string[],
  labelOf: (type: string) => string,
  noun: string,
): PasteCheck {
  if (!copied) return { ok: false, reason: 'Nothing copied yet: copy a block first' };
  if (siteId === undefined || copied.siteId !== siteId)
    return { ok: false, reason: 'The copied block belongs to another site' };
  if (!allowed.includes(copied.type))
    return { ok: false, reason: `A ${labelOf(copied.type)} block cannot go on a ${noun}` };
  return { ok: true };
}

/** The copied block as a new block of this page: the same props, a fresh id. */
export function pastedBlock(copied: CopiedBlock, newId: () => string = () => crypto.randomUUID()): PuckBlock {
  return { type: copied.type, props: { ...structuredClone(copied.props), id: `${copied.type}-${newId()}` } };
}
