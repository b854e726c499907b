/**
 * `/panel/users` (admins and owners): the staff of the site — name, email, role, sites, two-factor
 * and last sign-in, deactivated accounts marked and dimmed — with a text search, a role filter and
 * an active / deactivated filter kept in the address. A user's name opens its screen. After a
 * user was made for other sites only, a note says where (users-list-notice.ts).
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ROLE, ROLE_IDS, ROLE_LABELS, type RoleId } from '#shared/ids/roles.ts';
import { PANEL_SCREENS, panelHref } from '#shared/panel-screens.ts';
import type { StaffUser } from '#shared/schemas/users.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { useSearchParams } from '../../../staff/search-params.ts';
import { LoadingRows } from '../ui/loading-rows.tsx';
import { SearchField } from '../ui/search-field.tsx';
import { exactTime, lastSignInText } from './last-sign-in.ts';
import { userHref } from './user-href.ts';
import {
  filterUsers,
  fullName,
  isFiltered,
  readUserListFilter,
  type UserListFilter,
  type UserStatusFilter,
  writeUserListFilter,
} from './user-list-filter.ts';
import { usersListNoticeOf } from './users-list-notice.ts';
import { useUsers } from './users-requests.ts';

const ROLE_COLORS: Record<RoleId, string> = { 1: 'grape', 2: 'blue', 3: 'teal' };
const STATUS_OPTIONS: { value: UserStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'deactivated', label: 'Deactivated' },
];

export function UsersScreen() {
  const [params, setParams] = useSearchParams();
  const filter = readUserListFilter(params);
  const update = (patch: Partial<UserListFilter>) =>
    setParams(writeUserListFilter({ ...filter, ...patch }), { replace: true });
  const { data, error, isLoading, isValidating } = useUsers({ keepPreviousData: true });
  const [text, setText] = useState(filter.text);
  const applyText = useDebouncedCallback((value: string) => update({ text: value }), 250);
  const users = data?.data ?? [];
  const rows = filterUsers(users, filter);
  const createHref = panelHref(PANEL_SCREENS.userCreate.path);
  const location = useLocation();
  const navigate = useNavigate();
  const notice = usersListNoticeOf(location.state);

  return (
    <Stack gap="md">
      <PageHead title="Users" noIndex noFollow />
      <Group justify="space-between">
        <Title order={1}>Users</Title>
        <Button component={Link} to={createHref} leftSection={<IconPlus size={16} aria-hidden="true" />}>
          New user
        </Button>
      </Group>
      {notice ? (
        <Alert
          color="blue"
          role="status"
          title="Not on this site’s list"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => navigate(`${location.pathname}${location.search}`, { replace: true, state: null })}
        >
          {notice.notListedHere}
        </Alert>
      ) : null}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchField
          label="Search"
          placeholder="Name, email or site"
          value={text}
          onSearch={(next) => {
            setText(next);
            applyText(next);
          }}
          w={{ base: '100%', xs: 260 }}
        />
        <Select
          label="Role"
          data={[
            { value: '', label: 'All roles' },
            ...ROLE_IDS.map((id) => ({ value: String(id), label: ROLE_LABELS[id] })),
          ]}
          value={filter.role === null ? '' : String(filter.role)}
          onChange={(value) => update({ role: value ? (Number(value) as RoleId) : null })}
          allowDeselect={false}
          w={{ base: '100%', xs: 160 }}
          comboboxProps={{ withinPortal: true }}
        />
        <SegmentedControl
          aria-label="Status"
          data={STATUS_OPTIONS}
          value={filter.status}
          onChange={(value) => update({ status: value as UserStatusFilter })}
        />
      </Group>

      {error && !data ? (
        <Alert color="red">The users could not be loaded.</Alert>
      ) : isLoading && !data ? (
        <LoadingRows count={4} height={40} />
      ) : rows.length === 0 ? (
        <Stack align="center" py="xl" gap="xs">
          <Text fw={600}>{isFiltered(filter) ? 'No users match these filters.' : 'No users yet.'}</Text>
          {isFiltered(filter) ? (
            <Button
              variant="light"
              onClick={() => {
                setText('');
                setParams(new URLSearchParams(), { replace: true });
              }}
            >
              Show everyone
            </Button>
          ) : null}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={700}>
          <Table verticalSpacing="sm" highlightOnHover aria-label="Users" aria-busy={isValidating}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Sites</Table.Th>
                <Table.Th>Two-factor</Table.Th>
                <Table.Th>Last sign-in</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="sm" c="dimmed">
        {rows.length === users.length
          ? `${users.length} ${users.length === 1 ? 'user' : 'users'}`
          : `${rows.length} of ${users.length} users`}
      </Text>
    </Stack>
  );
}

function UserRow({ user }: { user: StaffUser }) {
  const deactivated = user.deactivated_at !== null;
  const role = user.roles[0]?.id as RoleId | undefined;
  return (
    <Table.Tr data-row-id={user.id} style={deactivated ? { opacity: 0.65 } : undefined}>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={userHref(user.id)} fw={500}>
            {fullName(user)}
          </Anchor>
          {deactivated ? (
            <Badge color="red" variant="light" size="sm">
              Deactivated
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {user.email}
        </Text>
      </Table.Td>
      <Table.Td>
        {role ? (
          <Badge color={ROLE_COLORS[role]} variant="light">
            {ROLE_LABELS[role]}
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {role === ROLE.owner ? 'Every site' : user.domains.map((d) => d.host).join(', ')}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge color={user.two_factor ? 'green' : 'gray'} variant="dot">
          {user.two_factor ? 'On' : 'Off'}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm" title={exactTime(user.last_sign_in_at) || undefined}>
          {lastSignInText(user.last_sign_in_at)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

export default UsersScreen;
