/**
 * The fields of a staff account, shared by the new-user and edit-user screens: name, email, role
 * and sites (limited to what the signed-in user may grant), and on the new-user screen how the
 * first password is set — a mailed link by default, or typed here.
 */
import { MultiSelect, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { useForm } from '@mantine/form';
import { DescribedChoice, type DescribedOption } from '../ui/described-choice.tsx';
import { isOwnerRole, MIN_PASSWORD_LENGTH, type PasswordChoice, type UserFormValues } from './user-form.ts';

// the package's type exports do not resolve under nodenext, so the type is derived from useForm
export type UserForm = ReturnType<typeof useForm<UserFormValues>>;

interface UserFieldsProps {
  form: UserForm;
  mode: 'create' | 'edit';
  roleOptions: { value: string; label: string }[];
  siteOptions: { value: string; label: string }[];
  busy: boolean;
  /** one's own account: email and role change on the profile, not here */
  self?: boolean;
}

const PASSWORD_OPTIONS: readonly DescribedOption<PasswordChoice>[] = [
  {
    value: 'link',
    label: 'Send them a link to set their own password',
    description: 'Mailed to the address above; the link works once, for seven days',
  },
  {
    value: 'typed',
    label: 'Type a password now',
    description: 'Tell it to them in person; they can change it on their profile',
  },
];

export function UserFields({ form, mode, roleOptions, siteOptions, busy, self = false }: UserFieldsProps) {
  const values = form.getValues();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="First name"
          required
          maxLength={100}
          autoComplete="off"
          disabled={busy}
          {...form.getInputProps('firstname')}
        />
        <TextInput
          label="Last name"
          required
          maxLength={100}
          autoComplete="off"
          disabled={busy}
          {...form.getInputProps('lastname')}
        />
      </SimpleGrid>
      <TextInput
        label="Email"
        type="email"
        required
        maxLength={254}
        autoComplete="off"
        spellCheck={false}
        disabled={busy || self}
        description={self ? 'Change your own email on your profile' : 'They sign in with it'}
        {...form.getInputProps('email')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Role"
          required
          data={roleOptions}
          allowDeselect={false}
          disabled={busy || self}
          description={
            self
              ? 'Nobody changes their own role'
              : 'Editors: content, media, FAQ, submissions. Admins: also users and site options.'
          }
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('role')}
        />
        {isOwnerRole(values.role) ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Sites
            </Text>
            <Text size="sm" c="dimmed">
              Owners work on every site of the collective.
            </Text>
          </Stack>
        ) : (
          <MultiSelect
            label="Sites"
            required
            data={siteOptions}
            disabled={busy}
            description="The sites they may work on (of the sites you manage)"
            hidePickedOptions
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('domains')}
          />
        )}
      </SimpleGrid>
      {mode === 'create' ? (
        <DescribedChoice
          label="How they get a password"
          value={values.passwordChoice}
          onChange={(choice) => form.setFieldValue('passwordChoice', choice)}
          options={PASSWORD_OPTIONS}
          disabled={busy}
        />
      ) : null}
      {mode === 'create' && values.passwordChoice === 'typed' ? (
        <PasswordInput
          label="Password"
          required
          autoComplete="new-password"
          maxLength={200}
          disabled={busy}
          description={`At least ${MIN_PASSWORD_LENGTH} characters`}
          {...form.getInputProps('password')}
        />
      ) : null}
    </Stack>
  );
}
