/**
 * `/panel/users/{id}` (admins and owners): a staff account's name, email, role and sites, and
 * what can be done to the account — send a link to set its password, deactivate it (its sessions
 * end at once) or reactivate it, and remove it; each asks first when it cannot be undone lightly.
 * One's own account shows its fields but not those actions (the profile is the place for them).
 */
import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Divider,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey, IconLock, IconLockOpen, IconTrash } from '@tabler/icons-react';
import { Fragment, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ROLE, ROLE_LABELS, type RoleId } from '#shared/ids/roles.ts';
import { PANEL_SCREENS, panelHref } from '#shared/panel-screens.ts';
import type { StaffUser } from '#shared/schemas/users.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { ApiRequestError } from '../../../http/api-client.ts';
import { useApiAction } from '../../../staff/api-action.ts';
import { useSingleSubmit } from '../../../staff/single-submit.ts';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';
import { ItemNotFound } from '../shell/item-not-found.tsx';
import { useConfirm } from '../shell/use-confirm.ts';
import { UnsavedChangesGuard } from '../ui/unsaved-changes-guard.tsx';
import { exactTime, lastSignInText } from './last-sign-in.ts';
import { toUpdateBody, type UserFormValues, valuesFromUser } from './user-form.ts';
import { UserFormCard } from './user-form-card.tsx';
import { useUserFormChoices } from './user-form-choices.ts';
import { fullName } from './user-list-filter.ts';
import { useUser, useUserWrites } from './users-requests.ts';

const LIST = panelHref(PANEL_SCREENS.users.path);

export function UserEditScreen() {
  const { id } = useParams();
  const userId = Number(id);
  const valid = Number.isInteger(userId) && userId > 0;
  const { data, error } = useUser(valid ? userId : null);
  const user = data?.data;

  if (!valid || (error instanceof ApiRequestError && error.status === 404 && !user)) {
    return <ItemNotFound singular="User" noun="user" id={id} listHref={LIST} listName="users" />;
  }
  if (error && !user) {
    return (
      <Stack gap="md" maw={760}>
        <PageHead title="User" noIndex noFollow />
        <Title order={1}>User</Title>
        <Alert color="red">
          The user could not be loaded.{' '}
          <Anchor component={Link} to={LIST}>
            Back to the users
          </Anchor>
        </Alert>
      </Stack>
    );
  }
  if (!user) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading" />
      </Group>
    );
  }
  return <UserEditor key={user.id} user={user} />;
}

function UserEditor({ user }: { user: StaffUser }) {
  const choices = useUserFormChoices();
  const navigate = useNavigate();
  const { updateUser, deactivateUser, reactivateUser, removeUser, sendPasswordLink } = useUserWrites();
  const run = useApiAction();
  const { dialog, ask } = useConfirm();
  const form = useForm<UserFormValues>({ mode: 'controlled', initialValues: valuesFromUser(user) });
  const leaving = useRef(false);
  const self = choices.myUserId === user.id;
  const name = fullName(user);
  const deactivated = user.deactivated_at !== null;
  const role = user.roles[0]?.id as RoleId | undefined;

  const save = async (values: UserFormValues, onApiError: (error: unknown) => void) => {
    const body = toUpdateBody(values, user);
    if (Object.keys(body).length === 0) {
      form.resetDirty();
      return;
    }
    const next = await run(() => updateUser(user.id, body), {
      success: 'Changes saved',
      onError: onApiError,
    });
    if (!next) return;
    form.setValues(valuesFromUser(next));
    form.resetDirty(valuesFromUser(next));
  };

  const askDeactivate = () =>
    ask({
      title: `Deactivate ${name}?`,
      message: `${name} is signed out everywhere at once and cannot sign in until the account is reactivated. Nothing of the account is deleted.`,
      confirmLabel: 'Deactivate',
      danger: true,
      onConfirm: async () => {
        await run(() => deactivateUser(user.id), { success: `${name} is deactivated` });
      },
    });
  const askReactivate = () =>
    ask({
      title: `Reactivate ${name}?`,
      message: `${name} can sign in again with their password (or a new password link).`,
      confirmLabel: 'Reactivate',
      onConfirm: async () => {
        await run(() => reactivateUser(user.id), { success: `${name} can sign in again` });
      },
    });
  const askRemove = () =>
    ask({
      title: `Delete ${name}?`,
      message:
        role === ROLE.owner
          ? `The owner account of ${name} is deleted: it works on every site. This cannot be undone.`
          : `${name} loses access to this site; the account is deleted when it has no site left. This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: async () => {
        const done = await run(() => removeUser(user.id), { success: `${name} is deleted` });
        if (!done) return;
        leaving.current = true;
        navigate(LIST);
      },
    });
  const { run: sendLink, busy: sending } = useSingleSubmit(async () => {
    await run(() => sendPasswordLink(user.id), {
      success: `A link to set the password was sent to ${user.email}`,
    });
  });

  const facts: { term: string; text: string; title?: string }[] = [
    { term: 'Status', text: deactivated ? `Deactivated since ${exactTime(user.deactivated_at)}` : 'Active' },
    {
      term: 'Last sign-in',
      text: lastSignInText(user.last_sign_in_at),
      title: exactTime(user.last_sign_in_at),
    },
    { term: 'Two-factor sign-in', text: user.two_factor ? 'On' : 'Off' },
    { term: 'Role', text: role ? ROLE_LABELS[role] : '' },
  ];

  return (
    <Stack gap="lg" maw={1100}>
      <PageHead title={name || 'User'} noIndex noFollow />
      <UnsavedChangesGuard dirty={() => !leaving.current && form.isDirty()} />
      <Breadcrumbs>
        <Anchor component={Link} to={LIST}>
          Users
        </Anchor>
        <Text>{name}</Text>
      </Breadcrumbs>
      <Group gap="sm" align="center">
        <Title order={1}>{name}</Title>
        {deactivated ? (
          <Badge color="red" variant="light">
            Deactivated
          </Badge>
        ) : null}
        {self ? (
          <Badge color="gray" variant="light">
            You
          </Badge>
        ) : null}
      </Group>
      {self ? (
        <Alert color="blue" variant="light">
          This is your own account. Change your email, password and two-factor sign-in on{' '}
          <Anchor component={Link} to={panelHref(PANEL_SCREENS.profile.path)}>
            your profile
          </Anchor>
          .
        </Alert>
      ) : null}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <UserFormCard
            form={form}
            mode="edit"
            label="Account"
            choices={choices}
            self={self}
            save={save}
            actions={(busy) => (
              <Button type="submit" loading={busy}>
                Save changes
              </Button>
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="user-access-heading">
            <Stack gap="sm">
              <Title order={2} size="h4" id="user-access-heading">
                Sign-in
              </Title>
              <Stack component="dl" gap={0} m={0}>
                {facts.map((fact, index) => (
                  <Fragment key={fact.term}>
                    <Text component="dt" size="sm" c="dimmed">
                      {fact.term}
                    </Text>
                    <Text
                      component="dd"
                      size="sm"
                      m={0}
                      mb={index < facts.length - 1 ? 'xs' : undefined}
                      title={fact.title}
                    >
                      {fact.text}
                    </Text>
                  </Fragment>
                ))}
              </Stack>
              {self ? null : (
                <>
                  <Divider />
                  <Button
                    variant="default"
                    leftSection={<IconKey size={16} aria-hidden="true" />}
                    onClick={() => void sendLink()}
                    loading={sending}
                    disabled={deactivated}
                  >
                    Send a password link
                  </Button>
                  <Text size="xs" c="dimmed">
                    {deactivated
                      ? 'Reactivate the account first.'
                      : `Mails ${user.email} a link to choose a new password; it works once, for seven days.`}
                  </Text>
                  {deactivated ? (
                    <Button
                      variant="light"
                      leftSection={<IconLockOpen size={16} aria-hidden="true" />}
                      onClick={askReactivate}
                    >
                      Reactivate
                    </Button>
                  ) : (
                    <Button
                      variant="light"
                      color="orange"
                      leftSection={<IconLock size={16} aria-hidden="true" />}
                      onClick={askDeactivate}
                    >
                      Deactivate
                    </Button>
                  )}
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden="true" />}
                    onClick={askRemove}
                  >
                    Delete user
                  </Button>
                </>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <ConfirmDialog {...dialog} />
    </Stack>
  );
}

export default UserEditScreen;
