/**
 * The user's active sessions: device, address, last use and sign-in; sign out one, or every
 * one but this.
 */
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import type { AccountSession } from '#shared/schemas/account-security.ts';
import { showSuccessToast } from '../../../feedback/toasts.ts';
import { useApiAction } from '../../../staff/api-action.ts';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';
import { useConfirm } from '../shell/use-confirm.ts';
import { SectionLoading } from '../site-options/section-shell.tsx';
import { signOutOtherSessions, signOutSession } from './profile-requests.ts';
import { ProfileSection } from './profile-section.tsx';
import { lastUsedText, signedInText } from './session-times.ts';

const PHONE = /iPhone|iPad|Android|iOS/;

function SessionRow({ session, onSignOut }: { session: AccountSession; onSignOut: () => void }) {
  const Icon = PHONE.test(session.device) ? IconDeviceMobile : IconDeviceDesktop;
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
        <Icon size={28} stroke={1.5} aria-hidden="true" style={{ flexShrink: 0 }} />
        <div style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{session.device}</Text>
            {session.current ? (
              <Badge variant="dot" color="green">
                This device
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {[session.address, lastUsedText(session.last_used_at, new Date())].filter(Boolean).join(' · ')}
          </Text>
          <Text size="xs" c="dimmed">
            {signedInText(session.created_at)}
          </Text>
        </div>
      </Group>
      {session.current ? null : (
        <Button variant="default" size="xs" onClick={onSignOut} aria-label={`Sign out ${session.device}`}>
          Sign out
        </Button>
      )}
    </Group>
  );
}

export function SessionsSection() {
  // read again when the tab comes back into view, and each minute: sessions come and go elsewhere
  const { data, error, mutate } = useSWR<{ data: AccountSession[] }>(API.account.sessions, {
    revalidateOnFocus: true,
    refreshInterval: 60_000,
  });
  const act = useApiAction();
  const { dialog, ask } = useConfirm();
  const sessions = data?.data;
  const others = sessions?.filter((s) => !s.current).length ?? 0;

  const signOutOne = (session: AccountSession) =>
    ask({
      title: 'Sign out this session?',
      message: `${session.device}${session.address ? ` (${session.address})` : ''} will have to sign in again.`,
      confirmLabel: 'Sign out',
      danger: true,
      onConfirm: async () => {
        await act(() => signOutSession(session.id), { success: 'Signed out' });
        await mutate();
      },
    });
  const signOutOthers = () =>
    ask({
      title: 'Sign out everywhere else?',
      message: `Your ${others === 1 ? 'other session' : `${others} other sessions`} will have to sign in again. This one stays.`,
      confirmLabel: 'Sign out everywhere else',
      danger: true,
      onConfirm: async () => {
        const count = await act(signOutOtherSessions);
        if (count !== undefined)
          void showSuccessToast(`${count} ${count === 1 ? 'session' : 'sessions'} signed out`);
        await mutate();
      },
    });

  return (
    <ProfileSection
      id="sessions"
      title="Sessions"
      description="Where your account is signed in. Sign out a device you do not recognise, then change your password."
    >
      {sessions ? (
        <Stack gap="md">
          <Stack
            component="ul"
            gap={0}
            p={0}
            m={0}
            aria-label="Active sessions"
            style={{ listStyle: 'none' }}
          >
            {sessions.map((session) => (
              <SessionRow key={session.id} session={session} onSignOut={() => signOutOne(session)} />
            ))}
          </Stack>
          <Group>
            <Button variant="light" color="red" onClick={signOutOthers} disabled={others === 0}>
              Sign out everywhere else
            </Button>
          </Group>
        </Stack>
      ) : (
        <SectionLoading error={error} what="sessions" />
      )}
      <ConfirmDialog {...dialog} />
    </ProfileSection>
  );
}
