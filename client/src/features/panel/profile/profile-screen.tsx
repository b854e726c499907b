/**
 * `/panel/profile` (everyone): name and email, password, two-factor sign-in, sessions and — for
 * owners — which roles must use two-factor. A user whose role requires two-factor while it is off
 * sees the two-factor set-up alone, which says why (the panel sends them here: two-factor-gate.ts).
 */
import { Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import { ROLE } from '#shared/ids/roles.ts';
import type { TwoFactorStatus } from '#shared/schemas/auth.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { useAccount, useStrongestRole } from '../shell/staff-account.ts';
import { SectionLoading } from '../ui/section-shell.tsx';
import { AccountSection } from './account-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { SecurityPolicySection } from './security-policy-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/** Scrolls to the section the address names (`#sessions`) once it is there. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

export function ProfileScreen() {
  const { account, error } = useAccount();
  const role = useStrongestRole();
  const twoFactor = useSWR<{ data: TwoFactorStatus }>(API.account.twoFactor).data?.data;
  const setupFirst = twoFactor?.required === true && !twoFactor.enabled;
  useScrollToHash(account !== undefined && twoFactor !== undefined);

  return (
    <Stack gap="lg" maw={880}>
      <PageHead title="Profile" noIndex noFollow />
      <div>
        <Title order={1}>Profile</Title>
        <Text c="dimmed">{account ? account.user.email : 'Your account and how it signs in.'}</Text>
      </div>
      {!account ? (
        <SectionLoading error={error} what="account" />
      ) : (
        <>
          {setupFirst ? null : (
            <>
              <AccountSection account={account} />
              <PasswordSection />
            </>
          )}
          {/* in the same place either way: its state (the codes just made) outlives the switch */}
          <TwoFactorSection account={account} />
          {setupFirst ? null : <SessionsSection />}
          {!setupFirst && role === ROLE.owner ? <SecurityPolicySection /> : null}
        </>
      )}
    </Stack>
  );
}

export default ProfileScreen;
