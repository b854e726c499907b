/** Where a block sits in its document: the first block carries the page's h1. */
import { createContext, useContext } from 'react';

export interface BlockPosition {
  index: number;
}

export const BlockPositionContext = createContext<BlockPosition>({ index: 1 });

export function useIsFirstBlock(): boolean {
  return useContext(BlockPositionContext).index === 0;
}
