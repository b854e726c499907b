/**
 * `/panel/users/create` (admins and owners): a new staff account — name, email, role and sites,
 * and its first password either mailed as a link (default) or typed here. Then a toast and the
 * new user's screen; an account made for other sites only is not on this site's screens, so the
 * toast names its sites and the list (with a note saying so) follows instead.
 */
import { Anchor, Breadcrumbs, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { PANEL_SCREENS, panelHref } from '#shared/panel-screens.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { showSuccessToast } from '../../../feedback/toasts.ts';
import { useApiAction } from '../../../staff/api-action.ts';
import { splitApiErrors } from '../../../staff/api-form-errors.ts';
import { useSingleSubmit } from '../../../staff/single-submit.ts';
import { UnsavedChangesGuard } from '../ui/unsaved-changes-guard.tsx';
import { createdElsewhereText, listedOnManagedSite, notListedHereText } from './created-user-place.ts';
import { UserFields } from './user-fields.tsx';
import {
  initialUserValues,
  toCreateBody,
  USER_API_FIELDS,
  type UserFormValues,
  userFieldErrors,
  validateUserForm,
} from './user-form.ts';
import { useUserFormChoices } from './user-form-choices.ts';
import { userHref } from './user-href.ts';
import type { UsersListNotice } from './users-list-notice.ts';
import { useUserWrites } from './users-requests.ts';

export function UserCreateScreen() {
  const choices = useUserFormChoices();
  const navigate = useNavigate();
  const { createUser } = useUserWrites();
  const run = useApiAction();
  const form = useForm<UserFormValues>({ mode: 'controlled', initialValues: initialUserValues() });
  const saved = useRef(false);

  // the site the panel works on is the default, once the account is read
  const { siteId } = choices;
  useEffect(() => {
    if (siteId !== undefined && form.getValues().domains.length === 0 && !form.isTouched('domains')) {
      form.setFieldValue('domains', [String(siteId)]);
      form.resetDirty();
    }
  }, [siteId, form]);

  const { run: submit, busy } = useSingleSubmit(async () => {
    const values = form.getValues();
    form.clearErrors();
    const local = validateUserForm(values, 'create');
    if (Object.keys(local).length > 0) {
      form.setErrors(local);
      return;
    }
    const byLink = values.passwordChoice === 'link';
    const user = await run(() => createUser(toCreateBody(values)), {
      onError: (error) => form.setErrors(userFieldErrors(splitApiErrors(error, USER_API_FIELDS).fields)),
    });
    if (!user) return;
    saved.current = true;
    if (listedOnManagedSite(user, siteId, choices.myRole)) {
      void showSuccessToast(
        byLink
          ? `${user.firstname} can sign in once they set a password: the link was sent to ${user.email}`
          : `${user.firstname} can sign in now`,
      );
      navigate(userHref(user.id));
      return;
    }
    // made for other sites only: not on this site's list, and its screen here would say "not found"
    void showSuccessToast(createdElsewhereText(user, choices.sites, byLink));
    const notice: UsersListNotice = { notListedHere: notListedHereText(user, choices.sites, siteId) };
    navigate(panelHref(PANEL_SCREENS.users.path), { state: notice });
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <Stack gap="lg" maw={760}>
      <PageHead title="New user" noIndex noFollow />
      <UnsavedChangesGuard dirty={() => !saved.current && form.isDirty()} />
      <Breadcrumbs>
        <Anchor component={Link} to={panelHref(PANEL_SCREENS.users.path)}>
          Users
        </Anchor>
        <Text>New</Text>
      </Breadcrumbs>
      <div>
        <Title order={1}>New user</Title>
        <Text c="dimmed">A staff account for the panel: what it may do depends on its role and sites.</Text>
      </div>
      <Paper
        component="form"
        withBorder
        p="lg"
        radius="md"
        aria-label="New user"
        noValidate
        onSubmit={onSubmit}
      >
        <Stack gap="lg">
          <UserFields
            form={form}
            mode="create"
            roleOptions={choices.roleOptions}
            siteOptions={choices.siteOptions}
            busy={busy}
          />
          <Group justify="flex-end">
            <Button
              component={Link}
              to={panelHref(PANEL_SCREENS.users.path)}
              variant="default"
              disabled={busy}
            >
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Create the user
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

export default UserCreateScreen;
