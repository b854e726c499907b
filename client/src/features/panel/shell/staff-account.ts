/**
 * The signed-in user's account, domains and roles (docs/product.md#states): read once, only inside the panel
 * (which renders only for a signed-in session), and kept for the whole visit.
 */
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import { type RoleId, strongestRole } from '#shared/ids/roles.ts';
import type { Account } from '#shared/schemas/content.ts';

export interface StaffDomain {
  id: number;
  host: string;
  name?: string;
}

const ONCE = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false } as const;

export function useAccount(): { account: Account | undefined; error: unknown } {
  const { data, error } = useSWR<{ data: Account }>(API.account.self, ONCE);
  return { account: data?.data, error };
}

export function useStaffDomains(): StaffDomain[] {
  return useSWR<StaffDomain[]>(API.options.domains, ONCE).data ?? [];
}

export function useRoleNames(): Map<number, string> {
  const roles = useSWR<{ id: number; name: string }[]>(API.options.roles, ONCE).data ?? [];
  return new Map(roles.map((r) => [r.id, r.name]));
}

export function useStrongestRole(): RoleId | undefined {
  const { account } = useAccount();
  return account ? strongestRole(account.roles.map((r) => r.id)) : undefined;
}
