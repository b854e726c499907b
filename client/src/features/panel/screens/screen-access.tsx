/**
 * The role filter of a panel route: a screen whose access level (shared/panel-screens.ts) the
 * user's role does not meet says so instead of rendering (the API would refuse its calls anyway).
 * Editor screens, which every staff role meets, render at once, without waiting for the account.
 */
import { Alert, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { mayUseScreen, type PanelScreen } from '#shared/panel-screens.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { useAccount } from '../shell/staff-account.ts';

/** Whether the screen may render: yes, no, or not known before the account is read. */
export function screenAccess(
  screen: Pick<PanelScreen, 'access' | 'planned'>,
  roleIds: readonly number[] | undefined,
  accountFailed = false,
): 'allowed' | 'refused' | 'unknown' {
  // a planned screen answers "Page not found" to everyone, as any unknown panel address
  if (screen.planned) return 'allowed';
  if (roleIds) return mayUseScreen(roleIds, screen) ? 'allowed' : 'refused';
  if (screen.access === 'editor') return 'allowed';
  return accountFailed ? 'refused' : 'unknown';
}

export function ScreenAccess({ screen, children }: { screen: PanelScreen; children: ReactNode }) {
  const { account, error } = useAccount();
  const access = screenAccess(
    screen,
    account?.roles.map((r) => r.id),
    Boolean(error),
  );
  if (access === 'allowed') return children;
  if (access === 'unknown') {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return (
    <>
      <PageHead title={screen.label} noIndex noFollow />
      <Alert color="yellow" title={screen.label}>
        Your role does not give access to this screen.
      </Alert>
    </>
  );
}
