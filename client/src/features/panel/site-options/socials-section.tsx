/**
 * Social links: each with its title, its address and an icon of the site's icon set, in the order
 * the footer shows them. Saved as a whole with `PUT /api/options/socials`.
 */
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { API } from '#shared/api-paths.ts';
import { Icon } from '../../../components/icon.tsx';
import { declareOptionsSection, OptionsSection, type SectionFieldsProps } from './options-section.tsx';
import {
  newSocialRow,
  SOCIAL_ICONS,
  type SocialsFormValues,
  socialErrorsOf,
  socialIconByName,
  socialsFormValues,
  toSocialsRequest,
  validateSocials,
} from './socials-form.ts';

const MAX_SOCIALS = 30;

export function SocialsSection() {
  return <OptionsSection declaration={SOCIALS} />;
}

const ICON_DATA = SOCIAL_ICONS.map((icon) => ({ value: icon.name, label: icon.label }));

const SOCIALS = declareOptionsSection({
  section: 'socials',
  path: API.options.socials,
  title: 'Social links',
  description: "The collective's pages elsewhere, shown with their icon in the footer.",
  noun: 'social links',
  valuesOf: socialsFormValues,
  toRequest: toSocialsRequest,
  validate: validateSocials,
  send: (writes) => writes.saveSocials,
  fieldErrors: socialErrorsOf,
  Fields: SocialsFields,
});

/** A button of a link's row: its icon, a tooltip, and a name that says which link. */
function RowButton({
  tip,
  label,
  icon: RowIcon,
  color = 'gray',
  disabled,
  onClick,
}: {
  tip: string;
  label: string;
  icon: typeof IconTrash;
  color?: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip label={tip}>
      <ActionIcon variant="subtle" color={color} aria-label={label} disabled={disabled} onClick={onClick}>
        <RowIcon size={16} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}

function SocialsFields({ form, values }: SectionFieldsProps<SocialsFormValues>) {
  const rows = values.socials;
  return (
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
              <RowButton
                tip="Move up"
                label={`Move social link ${index + 1} up`}
                icon={IconArrowUp}
                disabled={index === 0}
                onClick={() => form.reorderListItem('socials', { from: index, to: index - 1 })}
              />
              <RowButton
                tip="Move down"
                label={`Move social link ${index + 1} down`}
                icon={IconArrowDown}
                disabled={index === rows.length - 1}
                onClick={() => form.reorderListItem('socials', { from: index, to: index + 1 })}
              />
              <RowButton
                tip="Remove"
                label={`Remove social link ${index + 1}`}
                icon={IconTrash}
                color="red"
                onClick={() => form.removeListItem('socials', index)}
              />
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
  );
}
