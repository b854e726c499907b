/**
 * Name and email. The name is saved with the session alone; a new email asks for the current
 * password (and the app's code with two-factor on), and the old address is told of the change.
 */
import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import type { Account } from '#shared/schemas/content.ts';
import { useApiAction } from '../../../staff/api-action.ts';
import { accountFormProblems, accountFormValues, accountUpdateOf, emailChanged } from './account-update.ts';
import { AppCodeInput } from './app-code-input.tsx';
import { showOnFields } from './profile-form-errors.ts';
import { useProfileWrites } from './profile-requests.ts';
import { ProfileSection } from './profile-section.tsx';

const FIELDS = ['firstname', 'lastname', 'email', 'current_password', 'code'];

export function AccountSection({ account }: { account: Account }) {
  const act = useApiAction();
  const { updateAccount } = useProfileWrites();
  const form = useForm({ mode: 'controlled', initialValues: accountFormValues(account) });
  const [busy, setBusy] = useState(false);
  const values = form.getValues();
  const askProof = emailChanged(values, account);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = accountFormProblems(values, account);
    form.setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const body = accountUpdateOf(values, account);
    if (Object.keys(body).length === 0) return;
    setBusy(true);
    const next = await act(() => updateAccount(body), {
      success: body.email ? 'Saved: your email is changed' : 'Your name is saved',
      onError: showOnFields(form, FIELDS),
    });
    setBusy(false);
    if (!next) return;
    form.setValues(accountFormValues(next));
    form.resetDirty(accountFormValues(next));
  };

  return (
    <ProfileSection
      id="account"
      title="Name and email"
      description="How you appear in the panel and where account mail goes."
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Name and email">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First name"
              autoComplete="given-name"
              maxLength={100}
              required
              {...form.getInputProps('firstname')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              maxLength={100}
              required
              {...form.getInputProps('lastname')}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={254}
            required
            {...form.getInputProps('email')}
          />
          {askProof ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PasswordInput
                label="Current password"
                description="Needed to change the email"
                autoComplete="current-password"
                required
                {...form.getInputProps('current_password')}
              />
              {account.two_factor ? (
                <AppCodeInput
                  label="Code from your app"
                  description="Two-factor is on"
                  required
                  {...form.getInputProps('code')}
                />
              ) : null}
            </SimpleGrid>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={busy} disabled={!form.isDirty()}>
              Save name and email
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
