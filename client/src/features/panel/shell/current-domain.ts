/**
 * Which of the user's domains the session works on: the API says so in `GET /api/account`
 * (`domain`). Before that answer is there (or from an API that does not say), the panel uses the
 * domain it last switched to, else the domain whose host is the page's host, else the first.
 */
import type { StaffDomain } from './staff-account.ts';

export const DOMAIN_STORAGE_KEY = 'panel-domain';

export function currentDomain(
  domains: readonly StaffDomain[],
  remembered: string | null,
  pageHost: string,
  sessionDomainId?: number,
): StaffDomain | undefined {
  const bySession = sessionDomainId === undefined ? undefined : domains.find((d) => d.id === sessionDomainId);
  if (bySession) return bySession;
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
