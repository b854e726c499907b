/**
 * A block's props as every reader takes them from stored JSON (the public renderer, the page
 * builder's preview, the BFF's first-paint reads): each prop is taken when it has the type of its
 * default, otherwise the default is used (the props every block has too, its anchor). Unknown props
 * are dropped; `id` is kept. One function, so what a block renders and what the BFF inlines for
 * it are read from the same props.
 */
import { BLOCK_COMMON_DEFAULT_PROPS, BLOCK_DEFAULT_PROPS } from './block-defaults.ts';
import type { BlockPropsByType, BlockType, CommonBlockProps } from './block-props.ts';

function sameKind(value: unknown, fallback: unknown): boolean {
  if (fallback === null) return value === null || typeof value === 'number';
  if (Array.isArray(fallback)) return Array.isArray(value);
  return typeof value === typeof fallback && value !== null;
}

export function normalizeBlockProps<K extends BlockType>(
  type: K,
  raw: Record<string, unknown>,
): BlockPropsByType[K] & CommonBlockProps & { id: string } {
  const defaults = {
    ...(BLOCK_DEFAULT_PROPS[type] as unknown as Record<string, unknown>),
    ...BLOCK_COMMON_DEFAULT_PROPS,
  };
  const props: Record<string, unknown> = { id: String(raw.id ?? '') };
  for (const [name, fallback] of Object.entries(defaults)) {
    const value = raw[name];
    props[name] = value !== undefined && sameKind(value, fallback) ? value : fallback;
  }
  return props as unknown as BlockPropsByType[K] & CommonBlockProps & { id: string };
}
