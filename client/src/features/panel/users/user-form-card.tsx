/**
 * The form of a staff account as the new-user and edit-user screens both show it: a card with the
 * account's fields and the screen's buttons, whose submit runs once at a time, checks the fields
 * (validateUserForm) and only then hands the values to the screen's save; the API's field errors
 * of a refused save land on the fields (`onApiError`).
 */
import { Group, Paper, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { splitApiErrors } from '../../../staff/api-form-errors.ts';
import { useSingleSubmit } from '../../../staff/single-submit.ts';
import { UserFields, type UserForm } from './user-fields.tsx';
import { USER_API_FIELDS, type UserFormValues, userFieldErrors, validateUserForm } from './user-form.ts';
import type { useUserFormChoices } from './user-form-choices.ts';

interface UserFormCardProps {
  form: UserForm;
  mode: 'create' | 'edit';
  /** the form's accessible name */
  label: string;
  choices: ReturnType<typeof useUserFormChoices>;
  self?: boolean;
  /** sends the checked values; `onApiError` puts a refusal's field errors on the fields */
  save: (values: UserFormValues, onApiError: (error: unknown) => void) => Promise<void>;
  /** the buttons at the form's foot, given whether a save is under way */
  actions: (busy: boolean) => ReactNode;
}

export function UserFormCard({ form, mode, label, choices, self, save, actions }: UserFormCardProps) {
  const { run: submit, busy } = useSingleSubmit(async () => {
    const values = form.getValues();
    form.clearErrors();
    const local = validateUserForm(values, mode);
    if (Object.keys(local).length > 0) {
      form.setErrors(local);
      return;
    }
    await save(values, (error) =>
      form.setErrors(userFieldErrors(splitApiErrors(error, USER_API_FIELDS).fields)),
    );
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <Paper component="form" withBorder p="lg" radius="md" aria-label={label} noValidate onSubmit={onSubmit}>
      <Stack gap="lg">
        <UserFields
          form={form}
          mode={mode}
          roleOptions={choices.roleOptions}
          siteOptions={choices.siteOptions}
          busy={busy}
          self={self}
        />
        <Group justify="flex-end">{actions(busy)}</Group>
      </Stack>
    </Paper>
  );
}
