/**
 * Where a block sits: its index in its document (the first block carries the page's h1) and the
 * post whose page it is on, when it is on one (a "More showcases" list leaves that post out, a
 * member's hero shows its logo and cuisines, a blog post its categories).
 */
import { createContext, useContext } from 'react';
import type { Post } from '#shared/schemas/content.ts';

export interface BlockPosition {
  index: number;
}

export const BlockPositionContext = createContext<BlockPosition>({ index: 1 });

export function useIsFirstBlock(): boolean {
  return useContext(BlockPositionContext).index === 0;
}

/** The post being viewed; null outside a post's page (the error page, the members page). */
export const CurrentPostContext = createContext<Post | null>(null);

export function useCurrentPost(): Post | null {
  return useContext(CurrentPostContext);
}
