/**
 * Site map: which post types `/sitemap.xml` lists (`PUT /api/options/site-map`), and the pages it
 * lists now (`GET /api/sitemap`: published, not deleted, shown in the sitemap, not no-index, of the
 * chosen types, with a title and an address — docs/product.md#rules).
 */
import { Anchor, Checkbox, Group, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { API } from '#shared/api-paths.ts';
import { POST_COLLECTIONS } from '#shared/collections/post-types.ts';
import { formatApiDate } from '../shell/format-date.ts';
import { usePanelRead } from '../shell/panel-reads.ts';
import { errorsOnFields } from '../ui/section-save.ts';
import { declareOptionsSection, OptionsSection, type SectionFieldsProps } from './options-section.tsx';
import { type SiteMapFormValues, siteMapFormValues, toSiteMapRequest } from './site-map-form.ts';

export function SiteMapSection() {
  // the pages listed now, read beside the settings
  usePanelRead(API.sitemap);
  return <OptionsSection declaration={SITE_MAP} />;
}

const SITE_MAP = declareOptionsSection({
  section: 'site-map',
  path: API.options.siteMap,
  title: 'Site map',
  description: (
    <>
      What{' '}
      <Anchor href="/sitemap.xml" target="_blank" rel="noopener" size="sm" underline="always">
        /sitemap.xml
      </Anchor>{' '}
      tells search engines: published pages of the chosen kinds that are not hidden from them.
    </>
  ),
  noun: 'site map',
  loadingNoun: 'site map settings',
  valuesOf: siteMapFormValues,
  toRequest: toSiteMapRequest,
  send: (writes) => writes.saveSiteMap,
  fieldErrors: (errors) =>
    errorsOnFields(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.split('.')[0] ?? k, v])), [
      'post_type_ids',
    ]).fields,
  Fields: SiteMapFields,
});

function SiteMapFields({ form, dirty }: SectionFieldsProps<SiteMapFormValues>) {
  const entries = usePanelRead(API.sitemap).data?.data;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <Checkbox.Group
        label="Listed kinds of pages"
        description="A page can also leave the site map by itself (its “List in the sitemap” box)"
        {...form.getInputProps('post_type_ids')}
      >
        <Stack gap="xs" mt="xs">
          {POST_COLLECTIONS.map((collection) => (
            <Checkbox
              key={collection.postType}
              value={String(collection.postType)}
              label={collection.labels.plural}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            Listed now
          </Title>
          {entries ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {entries.length === 1 ? '1 page' : `${entries.length} pages`}
              {dirty ? ' (as saved)' : ''}
            </Text>
          ) : null}
        </Group>
        {entries === undefined ? (
          <Text size="sm" c="dimmed">
            Reading the site map…
          </Text>
        ) : null}
        {entries && entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            No page is listed.
          </Text>
        ) : null}
        {entries && entries.length > 0 ? (
          <ScrollArea.Autosize
            mah={340}
            type="auto"
            viewportProps={{ tabIndex: 0, 'aria-label': 'Pages in the site map, scrollable' }}
          >
            <Table verticalSpacing={4} aria-label="Pages in the site map" data-testid="sitemap-entries">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Address</Table.Th>
                  <Table.Th>Changed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.url}>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{entry.url}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="xs" c="dimmed">
                        {formatApiDate(entry.updated_at)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        ) : null}
      </Stack>
    </SimpleGrid>
  );
}
