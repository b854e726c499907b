/** The signed-in user: name, role, profile (two-factor, sessions), change password, sign out. */
import { Avatar, Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconKey, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PANEL_SCREENS, panelHref } from '#shared/panel-screens.ts';
import { ROUTES } from '#shared/routes.ts';
import { useSignOut } from '../../../staff/staff-session.ts';
import { useAccount, useRoleNames, useStrongestRole } from './staff-account.ts';

export function ProfileMenu() {
  const { account } = useAccount();
  const role = useStrongestRole();
  const roleNames = useRoleNames();
  const signOut = useSignOut();
  const name = account
    ? `${account.user.firstname} ${account.user.lastname}`.trim() || account.user.email
    : '…';
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px="xs"
          leftSection={
            <Avatar size="sm" radius="xl" color="ember" aria-hidden="true" visibleFrom="sm">
              {initials}
            </Avatar>
          }
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          title="Account menu"
        >
          <Text size="sm" truncate maw={{ base: 110, sm: 220 }}>
            {name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {account?.user.email}
          {role ? ` · ${roleNames.get(role) ?? ''}` : ''}
        </Menu.Label>
        <Menu.Item
          component={Link}
          to={panelHref(PANEL_SCREENS.profile.path)}
          leftSection={<IconUserCircle size={16} aria-hidden="true" />}
        >
          Profile and security
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={ROUTES.changePassword}
          leftSection={<IconKey size={16} aria-hidden="true" />}
        >
          Change password
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={() => void signOut()}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
