/**
 * `/panel/create-domain` (owners): a new site — its host, its name, and how it starts: empty (a
 * home page, default colours and menus) or as a copy of one of the owner's domains with the post
 * types chosen (decision 012), its analytics items and verification tags only when asked for. One call, `POST /api/options/domains`; the button shows progress
 * while it runs. Then a toast, and links to open the new site and to switch the panel to it.
 */
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { API } from '#shared/api-paths.ts';
import type { DomainSummary } from '#shared/schemas/options-requests.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { ApiRequestError, postJson } from '../../../http/api-client.ts';
import { useApiAction } from '../../../staff/api-action.ts';
import { useSingleSubmit } from '../../../staff/single-submit.ts';
import { rememberDomainHost } from '../shell/current-domain.ts';
import { siteAddress } from '../shell/site-address.ts';
import { useStaffDomains } from '../shell/staff-account.ts';
import { DescribedChoice, type DescribedOption } from '../ui/described-choice.tsx';
import { errorsOnFields } from '../ui/section-save.ts';
import {
  COPYABLE_POST_TYPES,
  CREATE_DOMAIN_ERROR_PATHS,
  type CreateDomainValues,
  createDomainFieldErrors,
  initialCreateDomainValues,
  type StartKind,
  toCreateDomainRequest,
  validateCreateDomain,
} from './create-domain-form.ts';
import { useCreateDomain } from './create-domain-requests.ts';

interface SwitchAnswer {
  data: { domain: { id: number; host: string } };
}

const START_OPTIONS: readonly DescribedOption<StartKind>[] = [
  {
    value: 'empty',
    label: 'An empty site',
    description: 'A home page, the default colours, a header menu and the default error page',
  },
  {
    value: 'copy',
    label: 'A copy of one of your sites',
    description:
      'Its options, colours, menus, socials, SEO, error page, FAQ, categories, cuisine tags, media and the posts chosen below',
  },
];

export function CreateDomainScreen() {
  const domains = useStaffDomains();
  const createDomain = useCreateDomain();
  const run = useApiAction();
  const form = useForm<CreateDomainValues>({
    mode: 'controlled',
    initialValues: initialCreateDomainValues(),
  });
  const values = form.getValues();
  const [created, setCreated] = useState<DomainSummary | null>(null);

  const { run: submit, busy } = useSingleSubmit(async () => {
    form.clearErrors();
    const local = validateCreateDomain(values);
    if (Object.keys(local).length > 0) {
      form.setErrors(local);
      return;
    }
    const domain = await run(() => createDomain(toCreateDomainRequest(values)), {
      success: `Site ${values.host.trim()} created`,
      onError: (error) => {
        if (!(error instanceof ApiRequestError)) return;
        const { fields } = errorsOnFields(error.body?.errors ?? {}, CREATE_DOMAIN_ERROR_PATHS);
        form.setErrors(createDomainFieldErrors(fields));
      },
    });
    if (!domain) return;
    setCreated(domain);
    form.setValues(initialCreateDomainValues());
  });

  const { run: switchTo, busy: switching } = useSingleSubmit(async () => {
    if (!created) return;
    const answer = await run(() => postJson<SwitchAnswer>(API.auth.switchDomain, { domain_id: created.id }));
    if (!answer) return;
    rememberDomainHost(answer.data.domain.host);
    location.assign('/panel');
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <Stack gap="lg" maw={760}>
      <PageHead title="Create a domain" noIndex noFollow />
      <div>
        <Title order={1}>Create a domain</Title>
        <Text c="dimmed">
          A new site of the collective, on its own host name: empty, or a copy of one of your sites.
        </Text>
      </div>

      {created && (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title={`${created.name} is ready`}
          role="status"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setCreated(null)}
        >
          <Stack gap="xs">
            <Text size="sm">
              The site {created.host} exists now. Owners reach it at once; give admins and editors access in
              the users screen.
            </Text>
            <Group gap="md">
              <Anchor href={siteAddress(created.host)} target="_blank" rel="noopener noreferrer" size="sm">
                <Group gap={4} component="span" wrap="nowrap">
                  Open {created.host}
                  <IconExternalLink size={14} aria-hidden />
                  <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
                </Group>
              </Anchor>
              <Button size="xs" variant="light" loading={switching} onClick={() => void switchTo()}>
                Switch the panel to {created.host}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}

      <Paper
        component="form"
        withBorder
        p="lg"
        radius="md"
        aria-label="New domain"
        noValidate
        onSubmit={onSubmit}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Host name"
              description="Lower case, no http:// or port — e.g. tacos.example.com"
              required
              maxLength={253}
              autoComplete="off"
              spellCheck={false}
              disabled={busy}
              {...form.getInputProps('host')}
            />
            <TextInput
              label="Site name"
              description="The site's title; it can be changed in the site options"
              required
              maxLength={200}
              disabled={busy}
              {...form.getInputProps('name')}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            Point the host name's DNS (or your proxy) at this deployment: the site is served as soon as it is
            created, no restart needed.
          </Text>

          <DescribedChoice
            label="Start from"
            value={values.start}
            onChange={(start) => form.setFieldValue('start', start)}
            options={START_OPTIONS}
            disabled={busy}
          />

          {values.start === 'copy' && (
            <Stack gap="md" pl={{ base: 0, sm: 'xl' }}>
              <Select
                label="Site to copy"
                placeholder="Choose a site"
                required
                disabled={busy}
                data={domains.map((d) => ({
                  value: String(d.id),
                  label: d.name ? `${d.name} (${d.host})` : d.host,
                }))}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('source')}
              />
              <Checkbox.Group
                label="Posts to copy"
                description="Live posts and drafts of these types; the trash is not copied"
                {...form.getInputProps('postTypes')}
              >
                <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
                  {COPYABLE_POST_TYPES.map((type) => (
                    <Checkbox key={type.value} value={type.value} label={type.label} disabled={busy} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
              <Checkbox
                label="Copy its analytics and verification tags"
                description="Trackers and search-engine verification tags name the copied site's own accounts: leave this off unless the new site shares them"
                disabled={busy}
                {...form.getInputProps('copyAnalytics', { type: 'checkbox' })}
              />
              <Checkbox
                label="Copy the trucks' schedules"
                description="The stops of the members the copy takes, with their weekly repeats and cancellations"
                disabled={busy}
                {...form.getInputProps('copySchedules', { type: 'checkbox' })}
              />
            </Stack>
          )}

          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              Create the site
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

export default CreateDomainScreen;
