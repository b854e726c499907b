/**
 * The bounds of a visitor's beacon (docs/decisions/048), plain numbers without the schema
 * library: the public page's code that sends beacons reads them, and its first load must not
 * carry TypeBox (shared/schemas/insight-beacon.ts declares the schema with them).
 */
/** the largest body the BFF reads; a beacon is about 150 bytes */
export const INSIGHT_BEACON_MAX_BYTES = 1024;

export const INSIGHT_PATH_MAX_LENGTH = 512;
