/**
 * The user's active sessions, by device (session-groups.ts): one row per device and browser with
 * how many sessions it holds and when it was last used, unfolding to the sessions themselves. A
 * device is signed out at once (all its sessions but this one) or one session at a time; every
 * session but this one with one button. Devices and a device's sessions come a page at a time.
 */
import { Badge, Button, Collapse, Group, Pagination, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import type { AccountSession } from '#shared/schemas/account-security.ts';
import { showSuccessToast } from '../../../feedback/toasts.ts';
import { useApiAction } from '../../../staff/api-action.ts';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';
import { useConfirm } from '../shell/use-confirm.ts';
import { SectionLoading } from '../ui/section-shell.tsx';
import { useProfileWrites } from './profile-requests.ts';
import { ProfileSection } from './profile-section.tsx';
import {
  groupSessions,
  otherSessionIds,
  pageOf,
  SESSION_GROUPS_PER_PAGE,
  SESSIONS_PER_PAGE,
  type SessionGroup,
} from './session-groups.ts';
import { lastUsedText, signedInText } from './session-times.ts';

const PHONE = /iPhone|iPad|Android|iOS/;
const ROW_BORDER = { borderTop: '1px solid var(--mantine-color-default-border)' };

const sessionsText = (count: number) => `${count} ${count === 1 ? 'session' : 'sessions'}`;

function ThisDevice() {
  return (
    <Badge variant="dot" color="green">
      This device
    </Badge>
  );
}

/** One session of an unfolded device. */
function SessionRow({ session, onSignOut }: { session: AccountSession; onSignOut: () => void }) {
  const signedIn = signedInText(session.created_at);
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py="xs" style={ROW_BORDER}>
      <div style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {lastUsedText(session.last_used_at, new Date())}
          </Text>
          {session.current ? <ThisDevice /> : null}
        </Group>
        <Text size="xs" c="dimmed">
          {[session.address, signedIn].filter(Boolean).join(' · ')}
        </Text>
      </div>
      {session.current ? null : (
        <Button
          variant="default"
          size="xs"
          onClick={onSignOut}
          aria-label={`Sign out the session of ${session.device}, ${signedIn.toLowerCase()}`}
        >
          Sign out
        </Button>
      )}
    </Group>
  );
}

interface DeviceRowProps {
  group: SessionGroup;
  onSignOutDevice: () => void;
  onSignOutSession: (session: AccountSession) => void;
}

/** One device: its sessions counted, its last use, and its sessions unfolded on demand. */
function DeviceRow({ group, onSignOutDevice, onSignOutSession }: DeviceRowProps) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const listId = useId();
  const Icon = PHONE.test(group.device) ? IconDeviceMobile : IconDeviceDesktop;
  const count = group.sessions.length;
  const others = otherSessionIds(group).length;
  const shown = pageOf(group.sessions, page, SESSIONS_PER_PAGE);
  return (
    <li style={ROW_BORDER}>
      <Group justify="space-between" wrap="wrap" gap="sm" py="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Icon size={28} stroke={1.5} aria-hidden="true" style={{ flexShrink: 0 }} />
          <div style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600}>{group.device}</Text>
              {group.current ? <ThisDevice /> : null}
            </Group>
            <Text size="sm" c="dimmed">
              {[sessionsText(count), group.address, lastUsedText(group.lastUsedAt, new Date())]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {count === 1 && group.sessions[0] ? (
              <Text size="xs" c="dimmed">
                {signedInText(group.sessions[0].created_at)}
              </Text>
            ) : null}
          </div>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {count > 1 ? (
            <Button
              variant="subtle"
              size="xs"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpen((value) => !value)}
              rightSection={
                open ? (
                  <IconChevronUp size={14} aria-hidden="true" />
                ) : (
                  <IconChevronDown size={14} aria-hidden="true" />
                )
              }
            >
              {open ? 'Hide the sessions' : `Show the ${count} sessions`}
            </Button>
          ) : null}
          {others > 0 ? (
            <Button
              variant="default"
              size="xs"
              onClick={onSignOutDevice}
              aria-label={
                others === 1 && count === 1
                  ? `Sign out ${group.device}`
                  : `Sign out ${sessionsText(others)} of ${group.device}`
              }
            >
              {count === 1 ? 'Sign out' : 'Sign out all'}
            </Button>
          ) : null}
        </Group>
      </Group>
      {count > 1 ? (
        <Collapse expanded={open}>
          <Stack gap="xs" pl={{ base: 0, xs: 40 }} pb="sm">
            <Stack
              component="ul"
              id={listId}
              gap={0}
              p={0}
              m={0}
              aria-label={`Sessions of ${group.device}`}
              style={{ listStyle: 'none' }}
            >
              {shown.items.map((session) => (
                <SessionRow key={session.id} session={session} onSignOut={() => onSignOutSession(session)} />
              ))}
            </Stack>
            {shown.pages > 1 ? (
              <Pagination
                size="sm"
                total={shown.pages}
                value={shown.page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': `${control} page of the sessions` })}
              />
            ) : null}
          </Stack>
        </Collapse>
      ) : null}
    </li>
  );
}

export function SessionsSection() {
  // read again when the tab comes back into view, and each minute: sessions come and go elsewhere
  const { data, error } = useSWR<{ data: AccountSession[] }>(API.account.sessions, {
    revalidateOnFocus: true,
    refreshInterval: 60_000,
  });
  const act = useApiAction();
  const { signOutSession, signOutSessions, signOutOtherSessions } = useProfileWrites();
  const { dialog, ask } = useConfirm();
  const [page, setPage] = useState(1);
  const sessions = data?.data;
  const others = sessions?.filter((s) => !s.current).length ?? 0;
  const groups = groupSessions(sessions ?? []);
  const shown = pageOf(groups, page, SESSION_GROUPS_PER_PAGE);

  const signOutOne = (session: AccountSession) =>
    ask({
      title: 'Sign out this session?',
      message: `${session.device}${session.address ? ` (${session.address})` : ''} will have to sign in again.`,
      confirmLabel: 'Sign out',
      danger: true,
      onConfirm: async () => {
        await act(() => signOutSession(session.id), { success: 'Signed out' });
      },
    });
  const signOutDevice = (group: SessionGroup) => {
    const ids = otherSessionIds(group);
    if (ids.length === 1 && group.sessions.length === 1 && group.sessions[0]) {
      signOutOne(group.sessions[0]);
      return;
    }
    ask({
      title: `Sign out ${sessionsText(ids.length)} of ${group.device}?`,
      message: group.current
        ? `Every other session of ${group.device} will have to sign in again. This one stays.`
        : `${group.device} will have to sign in again.`,
      confirmLabel: 'Sign out',
      danger: true,
      onConfirm: async () => {
        const count = await act(() => signOutSessions(ids));
        if (count !== undefined) void showSuccessToast(`${sessionsText(count)} signed out`);
      },
    });
  };
  const signOutOthers = () =>
    ask({
      title: 'Sign out everywhere else?',
      message: `Your ${others === 1 ? 'other session' : `${others} other sessions`} will have to sign in again. This one stays.`,
      confirmLabel: 'Sign out everywhere else',
      danger: true,
      onConfirm: async () => {
        const count = await act(signOutOtherSessions);
        if (count !== undefined) void showSuccessToast(`${sessionsText(count)} signed out`);
      },
    });

  return (
    <ProfileSection
      id="sessions"
      title="Sessions"
      description="Where your account is signed in, by device. Sign out a device you do not recognise, then change your password. A session unused for 30 days ends by itself."
    >
      {sessions ? (
        <Stack gap="md">
          <Text size="sm">
            {sessionsText(sessions.length)} on {groups.length === 1 ? '1 device' : `${groups.length} devices`}
          </Text>
          <Stack
            component="ul"
            gap={0}
            p={0}
            m={0}
            aria-label="Active sessions"
            style={{ listStyle: 'none' }}
          >
            {shown.items.map((group) => (
              <DeviceRow
                key={group.device}
                group={group}
                onSignOutDevice={() => signOutDevice(group)}
                onSignOutSession={signOutOne}
              />
            ))}
          </Stack>
          {shown.pages > 1 ? (
            <Pagination
              total={shown.pages}
              value={shown.page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': `${control} page of the devices` })}
            />
          ) : null}
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
