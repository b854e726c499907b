/**
 * Social links: each with its title, its address and an icon of the site's icon set, in the order
 * the footer shows them. Saved as a whole with `PUT /api/options/socials`.
 */
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { API } from '#shared/api-paths.ts';
import type { SocialLink } from '#shared/schemas/domain-options.ts';
import { Icon } from '../../../components/icon.tsx';
import { usePanelRead } from '../shell/panel-reads.ts';
import { SectionForm, SectionLoading } from '../ui/section-shell.tsx';
import { useSiteOptionsWrites } from './site-options-requests.ts';
import {
  newSocialRow,
  SOCIAL_ICONS,
  socialErrorsOf,
  socialIconByName,
  socialsFormValues,
  toSocialsRequest,
  validateSocials,
} from './socials-form.ts';
import { useSectionForm } from './use-section-form.ts';

const MAX_SOCIALS = 30;

export function SocialsSection() {
  const { data, error } = usePanelRead(API.options.socials);
  if (!data) return <SectionLoading error={error} what="social links" />;
  return <SocialsForm socials={data} />;
}

const ICON_DATA = SOCIAL_ICONS.map((icon) => ({ value: icon.name, label: icon.label }));

function SocialsForm({ socials }: { socials: SocialLink[] }) {
  const { saveSocials } = useSiteOptionsWrites();
  const { form, values, formProps } = useSectionForm({
    section: 'socials',
    answer: socials,
    valuesOf: socialsFormValues,
    toRequest: toSocialsRequest,
    validate: validateSocials,
    send: saveSocials,
    save: {
      success: 'Social links saved',
      fieldErrors: (errors) => {
        const fields = socialErrorsOf(errors);
        return { fields, rest: Object.keys(fields).length > 0 ? {} : errors };
      },
    },
  });

  const rows = values.socials;
  return (
    <SectionForm
      title="Social links"
      description="The collective's pages elsewhere, shown with their icon in the footer."
      {...formProps}
      saveLabel="Save social links"
    >
      <Stack gap="sm">
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            No social links yet.
          </Text>
        ) : null}
        {rows.map((row, index) => (
          <Paper
            key={row.key}
            withBorder
            p="sm"
            radius="md"
            role="group"
            aria-label={`Social link ${index + 1}`}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
              <Group gap="xs" wrap="nowrap" miw={0}>
                <Icon name={socialIconByName(row.icon).name} size={18} />
                <Text size="sm" fw={600} truncate="end">
                  {row.title.trim() || socialIconByName(row.icon).label}
                </Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <Tooltip label="Move up">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Move social link ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => form.reorderListItem('socials', { from: index, to: index - 1 })}
                  >
                    <IconArrowUp size={16} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Move down">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Move social link ${index + 1} down`}
                    disabled={index === rows.length - 1}
                    onClick={() => form.reorderListItem('socials', { from: index, to: index + 1 })}
                  >
                    <IconArrowDown size={16} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Remove">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove social link ${index + 1}`}
                    onClick={() => form.removeListItem('socials', index)}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
            <Group align="flex-start" gap="sm" wrap="wrap">
              <Select
                label="Icon"
                data={ICON_DATA}
                allowDeselect={false}
                leftSection={<Icon name={socialIconByName(row.icon).name} size={18} />}
                renderOption={({ option }) => (
                  <Group gap="xs" wrap="nowrap">
                    <Icon name={socialIconByName(option.value).name} size={18} />
                    <span>{option.label}</span>
                  </Group>
                )}
                {...form.getInputProps(`socials.${index}.icon`)}
                w={{ base: '100%', sm: 190 }}
              />
              <TextInput
                label="Title"
                placeholder={socialIconByName(row.icon).label}
                maxLength={100}
                {...form.getInputProps(`socials.${index}.title`)}
                style={{ flex: '1 1 10rem' }}
              />
              <TextInput
                label="Address"
                placeholder="https://instagram.com/…"
                maxLength={500}
                inputMode="url"
                {...form.getInputProps(`socials.${index}.link`)}
                style={{ flex: '2 1 16rem' }}
              />
            </Group>
          </Paper>
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            disabled={rows.length >= MAX_SOCIALS}
            onClick={() => form.insertListItem('socials', newSocialRow())}
          >
            Add a social link
          </Button>
        </Group>
      </Stack>
    </SectionForm>
  );
}
