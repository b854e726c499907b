/**
 * `/panel/users/create` (admins and owners): a new staff account — name, email, role and sites,
 * and its first password either mailed as a link (default) or typed here. Then a toast and the
 * new user's screen; an account made for other sites only is not on this site's screens, so the
 * toast names its sites and the list (with a note saying so) follows instead.
 */
import { Anchor, Breadcrumbs, Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { PANEL_SCREENS, panelHref } from '#shared/panel-screens.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { showSuccessToast } from '../../../feedback/toasts.ts';
import { useApiAction } from '../../../staff/api-action.ts';
import { UnsavedChangesGuard } from '../ui/unsaved-changes-guard.tsx';
import { createdElsewhereText, listedOnManagedSite, notListedHereText } from './created-user-place.ts';
import { initialUserValues, toCreateBody, type UserFormValues } from './user-form.ts';
import { UserFormCard } from './user-form-card.tsx';
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

  const save = async (values: UserFormValues, onApiError: (error: unknown) => void) => {
    const byLink = values.passwordChoice === 'link';
    const user = await run(() => createUser(toCreateBody(values)), {
      onError: onApiError,
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
      <UserFormCard
        form={form}
        mode="create"
        label="New user"
        choices={choices}
        save={save}
        actions={(busy) => (
          <>
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
          </>
        )}
      />
    </Stack>
  );
}

export default UserCreateScreen;
