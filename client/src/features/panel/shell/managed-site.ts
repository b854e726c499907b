/**
 * The site the panel manages, and the public address of its pages as a visitor reaches them: on
 * the site's own host, never the panel's (with a staff host the panel's host serves no page, and
 * without one it may be another site's: issue 24, decision 033). For "View on the site", preview
 * links and the search-result preview.
 */
import { currentDomain, rememberedDomainHost } from './current-domain.ts';
import { siteAddress } from './site-address.ts';
import { type StaffDomain, useAccount, useStaffDomains } from './staff-account.ts';

export function useManagedSite(): StaffDomain | undefined {
  const domains = useStaffDomains();
  const { account } = useAccount();
  return currentDomain(domains, rememberedDomainHost(), location.hostname, account?.domain?.id);
}

/** `path` (`/menu`) on the managed site, as an absolute address. */
export function managedSiteUrl(site: Pick<StaffDomain, 'host'> | undefined, path: string): string {
  return new URL(path, siteAddress(site?.host ?? location.hostname)).href;
}
