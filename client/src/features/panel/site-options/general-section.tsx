/**
 * General: the site's name, contact details, the titles and texts of its header drawer, footer
 * and join strip, and its logo, favicon and sign-in background (picked from the media library).
 */
import { Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { API } from '#shared/api-paths.ts';
import type { DomainOptions } from '#shared/schemas/domain-options.ts';
import { timeZoneNames } from '#shared/time-zones.ts';
import { usePanelRead } from '../shell/panel-reads.ts';
import { MediaField } from '../ui/media-picker/media-field.tsx';
import { RichTextField } from '../ui/rich-text-field.tsx';
import { errorsOnFields } from '../ui/section-save.ts';
import { SectionForm, SectionLoading } from '../ui/section-shell.tsx';
import {
  GENERAL_IMAGE_FIELDS,
  GENERAL_TEXT_FIELDS,
  type GeneralFormValues,
  generalFormValues,
  toOptionsRequest,
  validateGeneral,
} from './general-form.ts';
import { useSiteOptionsWrites } from './site-options-requests.ts';
import { useSectionForm } from './use-section-form.ts';

const TIME_ZONES = timeZoneNames();

const FIELD_NAMES: readonly string[] = [...GENERAL_TEXT_FIELDS, ...GENERAL_IMAGE_FIELDS];

export function GeneralSection() {
  const { data, error } = usePanelRead(API.options.options);
  if (!data) return <SectionLoading error={error} what="general options" />;
  return <GeneralForm options={data} />;
}

function GeneralForm({ options }: { options: DomainOptions }) {
  const { saveOptions } = useSiteOptionsWrites();
  const { form, values, formProps } = useSectionForm({
    section: 'general',
    answer: options,
    valuesOf: generalFormValues,
    toRequest: toOptionsRequest,
    validate: validateGeneral,
    send: saveOptions,
    save: {
      success: 'General options saved',
      fieldErrors: (errors) => errorsOnFields(errors, FIELD_NAMES),
    },
  });

  const text = (field: (typeof GENERAL_TEXT_FIELDS)[number]) => form.getInputProps(field);
  const image = (field: (typeof GENERAL_IMAGE_FIELDS)[number]) => ({
    value: values[field],
    onChange: (choice: GeneralFormValues[typeof field]) => form.setFieldValue(field, choice),
    error: form.errors[field] as string | undefined,
  });

  return (
    <SectionForm
      title="General"
      description="The site's name, how to reach the collective, and the texts of the header, footer and join strip."
      {...formProps}
      saveLabel="Save general options"
    >
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
          value={values.join_text}
          onChange={(html) => form.setFieldValue('join_text', html)}
          error={form.errors.join_text as string | undefined}
        />
        <Title order={3} size="h5">
          Images
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <MediaField label="Logo" description="Beside the name in the header" {...image('logo')} />
          <MediaField label="Favicon" description="The browser tab's icon (square)" {...image('fav_icon')} />
          <MediaField
            label="Sign-in background"
            description="Behind the team sign-in screens"
            {...image('auth_background')}
          />
        </SimpleGrid>
      </Stack>
    </SectionForm>
  );
}
