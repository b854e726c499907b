/**
 * SEO: the site's title and description for search engines (docs/product.md#entities; the description is also
 * the default of pages without their own), the page title template and the default share image.
 * A preview shows a search result as the settings make it.
 */
import {
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  useComputedColorScheme,
} from '@mantine/core';
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import { PAGE_TITLE_TEMPLATE } from '#shared/limits.ts';
import type { DomainOptions } from '#shared/schemas/domain-options.ts';
import { useManagedSite } from '../shell/managed-site.ts';
import { MediaField } from '../ui/media-picker/media-field.tsx';
import { errorsOnFields } from '../ui/section-save.ts';
import { declareOptionsSection, OptionsSection, type SectionFieldsProps } from './options-section.tsx';
import { exampleTitle, type SeoFormValues, seoFormValues, toSeoRequest, validateSeo } from './seo-form.ts';

const FIELD_NAMES = ['title', 'description', 'title_template', 'share_image'];

export function SeoSection() {
  return <OptionsSection declaration={SEO} />;
}

function SearchResultPreview({ values, siteName }: { values: SeoFormValues; siteName: string }) {
  const scheme = useComputedColorScheme('light');
  // the managed site's own address, not the panel's
  const host = useManagedSite()?.host ?? 'example.com';
  return (
    <Paper withBorder p="md" radius="md" aria-label="How a search result may look" role="group">
      <Text size="xs" c="dimmed">
        {host} › about
      </Text>
      <Text
        size="lg"
        c={scheme === 'dark' ? 'blue.3' : 'blue.8'}
        fw={500}
        lineClamp={1}
        data-testid="seo-preview-title"
      >
        {exampleTitle(values, 'About us', siteName)}
      </Text>
      <Text size="sm" lineClamp={2}>
        {values.description.trim() || 'Without a description, search engines pick a passage of the page.'}
      </Text>
    </Paper>
  );
}

const SEO = declareOptionsSection({
  section: 'seo',
  path: API.options.seo,
  title: 'SEO',
  description: 'What search engines and link previews show for the site.',
  noun: 'SEO settings',
  valuesOf: seoFormValues,
  toRequest: toSeoRequest,
  validate: validateSeo,
  send: (writes) => writes.saveSeo,
  fieldErrors: (errors) => {
    const { fields } = errorsOnFields(errors, FIELD_NAMES);
    const template = fields.title_template;
    if (template?.includes('pattern'))
      fields.title_template = 'Put %s where the page’s title goes (one line)';
    return fields;
  },
  Fields: SeoFields,
});

function SeoFields({ form, values, valueProps }: SectionFieldsProps<SeoFormValues>) {
  const siteName = useSWR<DomainOptions>(API.options.options).data?.title ?? '';

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
      <Stack gap="md">
        <TextInput
          label="Title for search engines"
          description="The home page's title in search results"
          maxLength={200}
          {...form.getInputProps('title')}
        />
        <Textarea
          label="Description"
          description="The site's summary, and the default description of every page without its own"
          autosize
          minRows={3}
          maxLength={500}
          {...form.getInputProps('description')}
        />
        <TextInput
          label="Page title template"
          description={`%s is the page's title, {site name} the site's. Empty: ${PAGE_TITLE_TEMPLATE}`}
          placeholder={PAGE_TITLE_TEMPLATE}
          maxLength={200}
          {...form.getInputProps('title_template')}
        />
        <MediaField
          label="Share image"
          description="Shown when a page without an image of its own is shared (1200 × 630 works best)"
          {...valueProps('share_image')}
        />
      </Stack>
      <Stack gap="sm">
        <Title order={3} size="h5">
          Preview
        </Title>
        <SearchResultPreview values={values} siteName={siteName} />
      </Stack>
    </SimpleGrid>
  );
}
