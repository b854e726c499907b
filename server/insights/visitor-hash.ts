/**
 * The day's visitor hash (Plausible's method, docs/decisions/048): SHA-256 of the day's salt, the
 * site's id, the client address and the user agent, its first 16 bytes in hex. The address and
 * user agent go into the hash and nowhere else; once the day's salt is deleted (at the API, with
 * the day) nobody can compute the same hash again.
 */
import { createHash } from 'node:crypto';

export function visitorHash(daySalt: string, siteId: number, ip: string, userAgent: string): string {
  return createHash('sha256')
    .update(daySalt)
    .update('\u0000')
    .update(String(siteId))
    .update('\u0000')
    .update(ip)
    .update('\u0000')
    .update(userAgent)
    .digest()
    .subarray(0, 16)
    .toString('hex');
}
