/**
 * General: the site's name, contact details, the titles and texts of its header drawer, footer
 * and join strip, and its logo, favicon and sign-in background (picked from the media library).
 */
import { Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { API } from '#shared/api-paths.ts';
import { timeZoneNames } from '#shared/time-zones.ts';
import { MediaField } from '../ui/media-picker/media-field.tsx';
import { RichTextField } from '../ui/rich-text-field.tsx';
import { errorsOnFields } from '../ui/section-save.ts';
import {
  GENERAL_IMAGE_FIELDS,
  GENERAL_TEXT_FIELDS,
  type GeneralFormValues,
  generalFormValues,
  toOptionsRequest,
  validateGeneral,
} from './general-form.ts';
import { declareOptionsSection, OptionsSection, type SectionFieldsProps } from './options-section.tsx';

const TIME_ZONES = timeZoneNames();

const FIELD_NAMES: readonly string[] = [...GENERAL_TEXT_FIELDS, ...GENERAL_IMAGE_FIELDS];

export function GeneralSection() {
  return <OptionsSection declaration={GENERAL} />;
}

const GENERAL = declareOptionsSection({
  section: 'general',
  path: API.options.options,
  title: 'General',
  description:
    "The site's name, how to reach the collective, and the texts of the header, footer and join strip.",
  noun: 'general options',
  valuesOf: generalFormValues,
  toRequest: toOptionsRequest,
  validate: validateGeneral,
  send: (writes) => writes.saveOptions,
  fieldErrors: (errors) => errorsOnFields(errors, FIELD_NAMES).fields,
  Fields: GeneralFields,
});

function GeneralFields({ form, valueProps }: SectionFieldsProps<GeneralFormValues>) {
  const text = (field: (typeof GENERAL_TEXT_FIELDS)[number]) => form.getInputProps(field);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextInput label="Site name" required maxLength={200} {...text('title')} />
        <TextInput label="Copyright line" maxLength={300} {...text('copyright')} />
        <Select
          label="Time zone"
          description="Publishing schedules are set and shown in it"
          data={TIME_ZONES}
          searchable
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...text('time_zone')}
        />
      </SimpleGrid>
      <Title order={3} size="h5">
        Contact
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Textarea label="Address" autosize minRows={2} maxLength={500} {...text('address')} />
        <TextInput label="Phone" type="tel" maxLength={60} {...text('phone')} />
        <TextInput
          label="Email"
          description="Shown on the site"
          type="email"
          maxLength={254}
          {...text('email')}
        />
        <TextInput
          label="Outgoing email"
          description="Where form submissions are sent"
          type="email"
          maxLength={254}
          {...text('outgoing_email')}
        />
      </SimpleGrid>
      <Title order={3} size="h5">
        Header, footer and join strip
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextInput
          label="Menu title"
          description="Above the menu on phones"
          maxLength={200}
          {...text('menu_title')}
        />
        <TextInput
          label="Social media title"
          description="Above the social links in the footer"
          maxLength={200}
          {...text('social_media_title')}
        />
        <TextInput label="Join title" maxLength={200} {...text('join_title')} />
      </SimpleGrid>
      <RichTextField
        label="Join text"
        description="Beside the join title in the footer"
        {...valueProps('join_text')}
      />
      <Title order={3} size="h5">
        Images
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <MediaField label="Logo" description="Beside the name in the header" {...valueProps('logo')} />
        <MediaField
          label="Favicon"
          description="The browser tab's icon (square)"
          {...valueProps('fav_icon')}
        />
        <MediaField
          label="Sign-in background"
          description="Behind the team sign-in screens"
          {...valueProps('auth_background')}
        />
      </SimpleGrid>
    </Stack>
  );
}
