/**
 * Owners only: the roles whose users must have two-factor sign-in on. Such a user who has it off
 * is sent to set it up before anything else (the API answers them `two_factor_required`).
 */
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import { ROLE_IDS, ROLE_LABELS, type RoleId } from '#shared/ids/roles.ts';
import type { SecuritySettings } from '#shared/schemas/account-security.ts';
import { useApiAction } from '../../../staff/api-action.ts';
import { SectionLoading } from '../ui/section-shell.tsx';
import { showOnFields } from './profile-form-errors.ts';
import { useProfileWrites } from './profile-requests.ts';
import { ProfileSection } from './profile-section.tsx';

const ROLE_NOTES: Record<RoleId, string> = {
  1: 'every site, and the people on it',
  2: 'their sites and their users',
  3: 'content, media and submissions',
};

export function SecurityPolicySection() {
  const { data, error } = useSWR<{ data: SecuritySettings }>(API.options.security);
  return (
    <ProfileSection
      id="require-two-factor"
      title="Require two-factor sign-in"
      description="For every site. People of a checked role who have it off are asked to turn it on before anything else."
    >
      {data ? <PolicyForm settings={data.data} /> : <SectionLoading error={error} what="security settings" />}
    </ProfileSection>
  );
}

function PolicyForm({ settings }: { settings: SecuritySettings }) {
  const act = useApiAction();
  const { saveSecuritySettings } = useProfileWrites();
  const form = useForm({
    mode: 'controlled',
    initialValues: { two_factor_roles: settings.two_factor_roles.map(String) },
  });
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const roles = form.getValues().two_factor_roles.map(Number) as RoleId[];
    setBusy(true);
    const next = await act(() => saveSecuritySettings({ two_factor_roles: roles }), {
      success: 'Saved: two-factor requirement',
      onError: showOnFields(form, ['two_factor_roles']),
    });
    setBusy(false);
    if (!next) return;
    form.resetDirty({ two_factor_roles: next.two_factor_roles.map(String) });
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Require two-factor sign-in">
      <Stack gap="md">
        <Checkbox.Group label="Require it of" {...form.getInputProps('two_factor_roles')}>
          <Stack gap="xs" mt="xs">
            {ROLE_IDS.map((id) => (
              <Checkbox
                key={id}
                value={String(id)}
                label={`${ROLE_LABELS[id]}s`}
                description={
                  <Text span size="xs">
                    {ROLE_NOTES[id]}
                  </Text>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={!form.isDirty()}>
            Save requirement
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
