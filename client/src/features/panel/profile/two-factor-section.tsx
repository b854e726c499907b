/**
 * Two-factor sign-in on the profile: turn it on (a QR code drawn here, the key as text for typing,
 * and a first code to confirm), see the ten recovery codes once, make new ones, turn it off with
 * the password and a code. When the user's role requires it and it is off, this is all the
 * profile shows (profile-screen.tsx).
 */
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import type { TwoFactorEnrolment, TwoFactorStatus } from '#shared/schemas/auth.ts';
import type { Account } from '#shared/schemas/content.ts';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_SETUP_HASH } from '#shared/two-factor.ts';
import { useApiAction } from '../../../staff/api-action.ts';
import { READABLE_ALERT_TITLE } from '../ui/readable-alert.ts';
import { SectionLoading } from '../ui/section-shell.tsx';
import { startTwoFactor, useProfileWrites } from './profile-requests.ts';
import { ProfileSection } from './profile-section.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { NewCodesDialog, TurnOffDialog } from './two-factor-dialogs.tsx';
import { Enrolment } from './two-factor-enrolment.tsx';

export function TwoFactorSection({ account }: { account: Account }) {
  const { data, error } = useSWR<{ data: TwoFactorStatus }>(API.account.twoFactor);
  const { recoveryCodesPutAway } = useProfileWrites();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  const status = data?.data;
  const owner = { site: account.domain?.host ?? location.hostname, email: account.user.email };

  // codes just made belong to two-factor that is on, though the state is read again only after them
  const on = status?.enabled === true || freshCodes !== null;
  let body: ReactNode;
  if (!status) body = <SectionLoading error={error} what="two-factor settings" />;
  else if (freshCodes)
    body = (
      <RecoveryCodesPanel
        codes={freshCodes}
        owner={owner}
        onDone={() => {
          setFreshCodes(null);
          void recoveryCodesPutAway();
        }}
      />
    );
  else if (enrolment)
    body = (
      <Enrolment
        enrolment={enrolment}
        onCancel={() => setEnrolment(null)}
        onConfirmed={(codes) => {
          // the state is read again once the codes are put away (onDone), so nothing moves meanwhile
          setEnrolment(null);
          setFreshCodes(codes);
        }}
      />
    );
  else if (status.enabled) body = <TwoFactorOn status={status} onNewCodes={setFreshCodes} />;
  else body = <TwoFactorOff required={status.required} onStarted={setEnrolment} />;

  return (
    <ProfileSection
      id={TWO_FACTOR_SETUP_HASH}
      title="Two-factor sign-in"
      description="A code of an authenticator app on your phone, asked after your password."
      badge={
        status ? (
          <Badge color={on ? 'green' : 'gray'} variant="dot" size="lg">
            {on ? 'On' : 'Off'}
          </Badge>
        ) : null
      }
    >
      {body}
    </ProfileSection>
  );
}

function TwoFactorOff({
  required,
  onStarted,
}: {
  required: boolean;
  onStarted: (e: TwoFactorEnrolment) => void;
}) {
  const act = useApiAction();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    const enrolment = await act(startTwoFactor);
    setBusy(false);
    if (enrolment) onStarted(enrolment);
  };
  return (
    <Stack gap="md">
      {required ? (
        <Alert
          color="orange"
          styles={READABLE_ALERT_TITLE}
          title="Turn on two-factor sign-in to go on"
          icon={<IconShieldLock aria-hidden="true" />}
        >
          Your role requires it; once it is on, the whole panel opens. It takes a minute: you need an
          authenticator app on your phone (such as 2FAS, Aegis, Google Authenticator or 1Password).
        </Alert>
      ) : (
        <Text size="sm">
          With two-factor on, a stolen password alone cannot open your account. You need an authenticator app
          on your phone.
        </Text>
      )}
      <Group>
        <Button
          onClick={() => void start()}
          loading={busy}
          leftSection={<IconShieldLock size={16} aria-hidden="true" />}
        >
          Set up two-factor sign-in
        </Button>
      </Group>
    </Stack>
  );
}

function TwoFactorOn({
  status,
  onNewCodes,
}: {
  status: TwoFactorStatus;
  onNewCodes: (codes: string[]) => void;
}) {
  const [dialog, setDialog] = useState<'codes' | 'off' | null>(null);
  const left = status.recovery_codes_left;
  return (
    <Stack gap="md">
      <Text size="sm">
        Signing in asks for a code of your authenticator app.{' '}
        <Text span fw={600}>
          {left} of {RECOVERY_CODE_COUNT} recovery codes left.{left <= 3 ? ' Make new ones soon.' : ''}
        </Text>
      </Text>
      {status.required ? (
        <Text size="sm" c="dimmed">
          Your role requires two-factor sign-in, so it cannot be turned off.
        </Text>
      ) : null}
      <Group gap="sm">
        <Button variant="default" onClick={() => setDialog('codes')}>
          New recovery codes
        </Button>
        {status.required ? null : (
          <Button variant="light" color="red" onClick={() => setDialog('off')}>
            Turn off
          </Button>
        )}
      </Group>
      <NewCodesDialog
        opened={dialog === 'codes'}
        onClose={() => setDialog(null)}
        onCodes={(codes) => {
          setDialog(null);
          onNewCodes(codes);
        }}
      />
      <TurnOffDialog
        opened={dialog === 'off'}
        onClose={() => setDialog(null)}
        onOff={() => setDialog(null)}
      />
    </Stack>
  );
}
