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
import type { ErrorPageOptions } from '#shared/schemas/domain-options.ts';
import { usePanelRead } from '../shell/panel-reads.ts';
import { MediaField } from '../ui/media-picker/media-field.tsx';
import { RichTextField } from '../ui/rich-text-field.tsx';
import { errorsOnFields } from '../ui/section-save.ts';
import { SectionForm, SectionLoading } from '../ui/section-shell.tsx';
import { errorPageFormValues, toErrorPageRequest, validateErrorPage } from './error-page-form.ts';
import { useSiteOptionsWrites } from './site-options-requests.ts';
import { useSectionForm } from './use-section-form.ts';

const FIELD_NAMES = ['title', 'subtitle', 'section_title', 'section_text', 'truck_image', 'members'];
/** the API's older name of a media id for the image */
const FIELD_ALIASES: Record<string, string> = { truck_image_id: 'truck_image' };

export const MEMBER_POSTS_PATH = `${API.posts.published}?type=${POST_TYPE.member}&limit=500`;

export function ErrorPageSection() {
  const { data, error } = usePanelRead(API.options.errorPage);
  if (!data) return <SectionLoading error={error} what="error page" />;
  return <ErrorPageForm page={data} />;
}

function ErrorPageForm({ page }: { page: ErrorPageOptions }) {
  const { saveErrorPage } = useSiteOptionsWrites();
  const { form, values, formProps } = useSectionForm({
    section: 'error-page',
    answer: page,
    valuesOf: errorPageFormValues,
    toRequest: toErrorPageRequest,
    validate: validateErrorPage,
    send: saveErrorPage,
    save: {
      success: 'Error page saved',
      fieldErrors: (errors) =>
        errorsOnFields(
          Object.fromEntries(
            Object.entries(errors).map(([k, v]) => [FIELD_ALIASES[k] ?? k.split('.')[0] ?? k, v]),
          ),
          FIELD_NAMES,
        ),
    },
  });
  const members = useSWR<{ data: Post[] }>(MEMBER_POSTS_PATH).data?.data;
  const memberData = (members ?? []).map((post) => ({ value: String(post.id), label: post.title }));
  for (const id of values.members) {
    if (!memberData.some((m) => m.value === id))
      memberData.push({ value: id, label: `Member #${id} (not published)` });
  }

  return (
    <SectionForm
      title="Error page"
      description="What a visitor sees on an address that does not exist (404) or when something goes wrong."
      {...formProps}
      saveLabel="Save error page"
    >
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
          value={values.truck_image}
          onChange={(choice) => form.setFieldValue('truck_image', choice)}
          error={form.errors.truck_image as string | undefined}
          pickerTitle="Choose the error page's image"
        />
        <TextInput label="Section title" maxLength={200} {...form.getInputProps('section_title')} />
        <RichTextField
          label="Section text"
          value={values.section_text}
          onChange={(html) => form.setFieldValue('section_text', html)}
          error={form.errors.section_text as string | undefined}
        />
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
    </SectionForm>
  );
}
