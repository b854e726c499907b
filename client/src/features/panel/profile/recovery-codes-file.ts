/**
 * The recovery codes as a text file to keep (download) and as text to copy: which site and
 * account they belong to, when they were made, and that each works once.
 */
import { format } from 'date-fns';

export interface RecoveryCodesOwner {
  site: string;
  email: string;
}

export function recoveryCodesText(codes: readonly string[], owner: RecoveryCodesOwner, madeAt: Date): string {
  return [
    `Two-factor recovery codes for ${owner.email} on ${owner.site}`,
    `Made ${format(madeAt, 'd MMM y, HH:mm')}. Each code signs you in once, in place of a code of your app.`,
    'Making new codes retires these.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** e.g. `recovery-codes-tacos.example.com.txt` */
export function recoveryCodesFilename(site: string): string {
  const safe = site.toLowerCase().replace(/[^a-z0-9.-]+/g, '-') || 'site';
  return `recovery-codes-${safe}.txt`;
}
