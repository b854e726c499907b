/**
 * Error page (docs/product.md#screen-behaviour and #entities): the not-found page's title and subtitle, its
 * image (media picker), the title and text of its "meet the members" section and which members it shows (a
 * multi-select of the site's published member posts, in the order picked).
 */
import { MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import type { Post } from '#shared/schemas/content.ts';
import { MediaField } from '../ui/media-picker/media-field.tsx';
import { RichTextField } from '../ui/rich-text-field.tsx';
import { errorsOnFields } from '../ui/section-save.ts';
import {
  type ErrorPageFormValues,
  errorPageFormValues,
  toErrorPageRequest,
  validateErrorPage,
} from './error-page-form.ts';
import { declareOptionsSection, OptionsSection, type SectionFieldsProps } from './options-section.tsx';

const FIELD_NAMES = ['title', 'subtitle', 'section_title', 'section_text', 'truck_image', 'members'];
/** the API's older name of a media id for the image */
const FIELD_ALIASES: Record<string, string> = { truck_image_id: 'truck_image' };

export const MEMBER_POSTS_PATH = `${API.posts.published}?type=${POST_TYPE.member}&limit=500`;

export function ErrorPageSection() {
  return <OptionsSection declaration={ERROR_PAGE} />;
}

const ERROR_PAGE = declareOptionsSection({
  section: 'error-page',
  path: API.options.errorPage,
  title: 'Error page',
  description: 'What a visitor sees on an address that does not exist (404) or when something goes wrong.',
  noun: 'error page',
  valuesOf: errorPageFormValues,
  toRequest: toErrorPageRequest,
  validate: validateErrorPage,
  send: (writes) => writes.saveErrorPage,
  fieldErrors: (errors) =>
    errorsOnFields(
      Object.fromEntries(
        Object.entries(errors).map(([k, v]) => [FIELD_ALIASES[k] ?? k.split('.')[0] ?? k, v]),
      ),
      FIELD_NAMES,
    ).fields,
  Fields: ErrorPageFields,
});

function ErrorPageFields({ form, values, valueProps }: SectionFieldsProps<ErrorPageFormValues>) {
  const members = useSWR<{ data: Post[] }>(MEMBER_POSTS_PATH).data?.data;
  const memberData = (members ?? []).map((post) => ({ value: String(post.id), label: post.title }));
  for (const id of values.members) {
    if (!memberData.some((m) => m.value === id))
      memberData.push({ value: id, label: `Member #${id} (not published)` });
  }

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextInput label="Title" required maxLength={200} {...form.getInputProps('title')} />
        <TextInput
          label="Subtitle"
          description="Shown for a page that does not exist"
          maxLength={300}
          {...form.getInputProps('subtitle')}
        />
      </SimpleGrid>
      <MediaField
        label="Image"
        description="Beside the title, e.g. a truck"
        {...valueProps('truck_image')}
        pickerTitle="Choose the error page's image"
      />
      <TextInput label="Section title" maxLength={200} {...form.getInputProps('section_title')} />
      <RichTextField label="Section text" {...valueProps('section_text')} />
      <MultiSelect
        label="Members shown"
        description="Their cards appear under the section text, in this order"
        data={memberData}
        searchable
        clearable
        nothingFoundMessage="No published member of that name"
        placeholder={values.members.length === 0 ? 'Choose members' : undefined}
        maxValues={50}
        {...form.getInputProps('members')}
      />
    </Stack>
  );
}
