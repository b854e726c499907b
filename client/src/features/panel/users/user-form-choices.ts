/** What the signed-in user may grant on the users screens: its roles and weaker ones, its own sites. */
import { useAccount, useStaffDomains, useStrongestRole } from '../shell/staff-account.ts';
import { grantableRoles } from './user-form.ts';

export function useUserFormChoices() {
  const { account } = useAccount();
  const domains = useStaffDomains();
  const myRole = useStrongestRole();
  return {
    roleOptions: grantableRoles(myRole),
    siteOptions: domains.map((d) => ({
      value: String(d.id),
      label: d.name ? `${d.name} (${d.host})` : d.host,
    })),
    /** the site the panel works on: a new user's default */
    siteId: account?.domain?.id,
    myUserId: account?.user.id,
    myRole,
    /** the sites of the signed-in user, with their names */
    sites: domains,
  };
}
