/**
 * Which of the user's domains the session works on. The BFF keeps it in the httpOnly `site`
 * cookie, which the SPA cannot read, so the panel remembers the domain it switched to, and
 * otherwise takes the domain whose host is the page's host, else the first one.
 */
import type { StaffDomain } from './staff-account.ts';

export const DOMAIN_STORAGE_KEY = 'panel-domain';

export function currentDomain(
  domains: readonly StaffDomain[],
  remembered: string | null,
  pageHost: string,
): StaffDomain | undefined {
  const byRemembered = remembered ? domains.find((d) => d.host === remembered) : undefined;
  return byRemembered ?? domains.find((d) => d.host === pageHost) ?? domains[0];
}

export function rememberedDomainHost(): string | null {
  try {
    return localStorage.getItem(DOMAIN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberDomainHost(host: string | null): void {
  try {
    if (host === null) localStorage.removeItem(DOMAIN_STORAGE_KEY);
    else localStorage.setItem(DOMAIN_STORAGE_KEY, host);
  } catch {
    // private mode: the choice lasts for this page only
  }
}
