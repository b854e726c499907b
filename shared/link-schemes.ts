/**
 * The schemes a link may use: stored (the patterns of shared/safe-url.ts) or followed
 * (client/src/routing/safe-url.ts). A module of its own, so the public bundle takes only this
 * list and not the storage patterns the panel uses.
 */
export const SAFE_LINK_PROTOCOLS: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];
