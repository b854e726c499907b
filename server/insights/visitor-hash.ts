/**
 * The day's visitor hash (Plausible's method, docs/decisions/048): SHA-256 of the day's salt, the
 * site's id, the client address and the user agent, its first 16 bytes in hex. The address and
 * user agent go into the hash and nowhere else; once the day's salt is deleted (at the API, with
 * the day) nobody can compute the same hash again.
 */
import { hash } from 'node:crypto';

export function visitorHash(daySalt: string, siteId: number, ip: string, userAgent: string): string {
  // one-shot: a Hash object and four updates per beacon cost twice as much (npm run bench's insights row)
  return hash('sha256', `${daySalt}\u0000${siteId}\u0000${ip}\u0000${userAgent}`, 'hex').slice(0, 32);
}
