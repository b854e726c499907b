/** Change password: the current one and a new one, twice. The API signs out every other session. */
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import { useApiAction } from '../../../staff/api-action.ts';
import { PasswordChangeFields } from '../../auth/password-change-fields.tsx';
import {
  EMPTY_PASSWORD_CHANGE,
  type PasswordChange,
  passwordChangeProblems,
} from '../../auth/password-rules.ts';
import { showOnFields } from './profile-form-errors.ts';
import { useProfileWrites } from './profile-requests.ts';
import { ProfileSection } from './profile-section.tsx';

export function PasswordSection() {
  const act = useApiAction();
  const { changePassword } = useProfileWrites();
  const form = useForm<PasswordChange>({ mode: 'controlled', initialValues: EMPTY_PASSWORD_CHANGE });
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { password, new_password } = form.getValues();
    const problems = passwordChangeProblems(form.getValues());
    form.setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    const done = await act(() => changePassword({ password, new_password }), {
      success: 'Your password is changed; your other sessions are signed out',
      onError: showOnFields(form, ['password', 'new_password']),
    });
    setBusy(false);
    if (done === undefined) return;
    form.reset();
  };
  return (
    <ProfileSection id="password" title="Password" description="Changing it signs out your other sessions.">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Change your password">
        <Stack gap="md" maw={480}>
          <PasswordChangeFields form={form} />
          <Group>
            <Button type="submit" loading={busy}>
              Change the password
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
