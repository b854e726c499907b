/**
 * The media library screen (/panel/media, issue 9): upload by button or by dropping several
 * images at once (a progress bar each, the size limit shown: media-uploader.tsx), the site's
 * images as tiles or a table, searched by name or alt text, filtered by type or by missing alt
 * text, paged; an image's details, alt text, address, use and deletion in a drawer. The filters,
 * view, page and open image live in the address.
 */
import {
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLayoutGrid, IconList, type TablerIcon } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import { RICH_TEXT_DEBOUNCE_MS } from '#shared/limits.ts';
import { MEDIA_FORMATS, type MediaFormat } from '#shared/media-formats.ts';
import type { Media } from '#shared/schemas/content.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { useSearchParams } from '../../../staff/search-params.ts';
import { MediaPageStatus } from '../ui/media-picker/media-page-status.tsx';
import { MediaPager } from '../ui/media-picker/media-pager.tsx';
import { type MediaPage, mediaPagePath } from '../ui/media-picker/media-requests.ts';
import { MediaTiles } from '../ui/media-picker/media-tiles.tsx';
import { MediaUploader } from '../ui/media-picker/media-uploader.tsx';
import { useUploads } from '../ui/media-picker/use-uploads.ts';
import { SearchField } from '../ui/search-field.tsx';
import { MediaDetails } from './media-details.tsx';
import {
  changedMediaLibraryState,
  MEDIA_PAGE_SIZES,
  type MediaLibraryState,
  type MediaView,
  mediaLibraryParams,
  readMediaLibraryState,
} from './media-library-state.ts';
import { MediaTable } from './media-table.tsx';

const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  ...MEDIA_FORMATS.map((format) => ({ value: format.key, label: format.label })),
];
const SIZE_OPTIONS = MEDIA_PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} per page` }));

function useLibraryState() {
  const [params, setParams] = useSearchParams();
  const state = readMediaLibraryState(params);
  const change = (next: Partial<MediaLibraryState>, options: { replace?: boolean } = {}) =>
    setParams(mediaLibraryParams(changedMediaLibraryState(state, next)), options);
  return { state, change };
}

/**
 * The image whose details are open: from the page shown, else read on its own (a shared link) —
 * never one deleted here, whose id may still be in the address while the list is read again.
 */
function useOpenImage(id: number | null, items: readonly Media[], deleted: readonly number[]): Media | null {
  const onPage = id === null ? undefined : items.find((media) => media.id === id);
  const read = id !== null && !onPage && !deleted.includes(id);
  const { data } = useSWR<{ data: Media }>(read ? API.mediaItem(id) : null);
  return onPage ?? (id !== null && data?.data.id === id ? data.data : null);
}

function ViewLabel({ icon: Icon, text }: { icon: TablerIcon; text: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={16} aria-hidden="true" />
      <span>{text}</span>
    </Group>
  );
}

function emptyText(state: MediaLibraryState): string {
  if (state.text) return `No image matches “${state.text}”.`;
  if (state.type || state.missingAlt) return 'No image matches these filters.';
  return 'No images yet. Upload the first ones above.';
}

export function MediaLibraryScreen() {
  const { state, change } = useLibraryState();
  const [search, setSearch] = useState(state.text);
  const [query] = useDebouncedValue(search.trim(), RICH_TEXT_DEBOUNCE_MS);
  const { items: uploads, queue } = useUploads();

  // the typed search reaches the address once typing pauses
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new query changes the address
  useEffect(() => {
    if (query !== state.text) change({ text: query }, { replace: true });
  }, [query]);

  const path = mediaPagePath({
    search: state.text,
    type: state.type,
    missingAlt: state.missingAlt,
    page: state.page,
    pageSize: state.pageSize,
  });
  const { data, error, isLoading } = useSWR<MediaPage>(path, { keepPreviousData: true });
  const items = data?.data ?? [];
  const total = data?.meta.total ?? 0;
  const [deleted, setDeleted] = useState<number[]>([]);
  const open = useOpenImage(state.item, items, deleted);
  const openImage = (media: Media) => change({ item: media.id });
  const close = () => change({ item: null });

  return (
    <Stack gap="lg">
      <PageHead title="Media" noIndex noFollow />
      <Title order={1}>Media</Title>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="media-upload-heading">
        <Title order={2} size="h4" mb="sm" id="media-upload-heading">
          Upload images
        </Title>
        <MediaUploader items={uploads} queue={queue} compact />
      </Paper>

      <Stack gap="sm" component="section" aria-labelledby="media-library-heading">
        <Title order={2} size="h4" id="media-library-heading">
          Library
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SearchField
            label="Search"
            placeholder="File name or alt text"
            value={search}
            onSearch={setSearch}
            style={{ flex: '1 1 14rem' }}
          />
          <Select
            label="Type"
            data={TYPE_OPTIONS}
            value={state.type ?? ''}
            onChange={(value) => change({ type: (value || null) as MediaFormat | null })}
            allowDeselect={false}
            w={{ base: '100%', xs: 150 }}
          />
          <Checkbox
            label="Missing alt text only"
            checked={state.missingAlt}
            onChange={(event) => change({ missingAlt: event.currentTarget.checked })}
            mb={8}
          />
          <div>
            <VisuallyHidden id="media-view-label">View</VisuallyHidden>
            <SegmentedControl
              aria-labelledby="media-view-label"
              value={state.view}
              onChange={(value) => change({ view: value as MediaView })}
              data={[
                { value: 'grid', label: <ViewLabel icon={IconLayoutGrid} text="Grid" /> },
                { value: 'list', label: <ViewLabel icon={IconList} text="List" /> },
              ]}
            />
          </div>
        </Group>

        <MediaPageStatus
          failed={Boolean(error) && !data}
          loading={isLoading && !data}
          empty={data && items.length === 0 ? emptyText(state) : null}
        />
        {items.length > 0 && state.view === 'grid' ? (
          <MediaTiles items={items} selectedId={state.item} onSelect={openImage} busy={isLoading} />
        ) : null}
        {items.length > 0 && state.view === 'list' ? <MediaTable items={items} onOpen={openImage} /> : null}
        {data ? (
          <MediaPager
            total={total}
            page={state.page}
            pageSize={state.pageSize}
            onPage={(page) => change({ page })}
            matching={state.text ? ` matching “${state.text}”` : ''}
          >
            <Select
              aria-label="Images per page"
              data={SIZE_OPTIONS}
              value={String(state.pageSize)}
              onChange={(value) => change({ pageSize: Number(value) })}
              allowDeselect={false}
              size="xs"
              w={130}
            />
          </MediaPager>
        ) : null}
      </Stack>
      <MediaDetails media={open} onClose={close} onDeleted={(id) => setDeleted((ids) => [...ids, id])} />
    </Stack>
  );
}

export default MediaLibraryScreen;
