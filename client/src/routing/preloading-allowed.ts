/**
 * Whether links may be preloaded on this connection (docs/product.md#client-timings): not with data-saver,
 * not on slow connections. Its own module: the entry asks it before loading any preloading code.
 */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW_TYPES = new Set(['slow-2g', '2g', '3g']);

export function preloadingAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType && SLOW_TYPES.has(connection.effectiveType));
}
