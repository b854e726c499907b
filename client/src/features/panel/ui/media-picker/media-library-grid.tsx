/**
 * The media picker's library: the site's images as tiles (media-tiles.tsx), searchable by name or
 * alt text and paged (`GET /api/media`). Click selects, a double click chooses at once. (The
 * library screen shows the same tiles with its own filters in the address.)
 */
import { Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import useSWR from 'swr';
import { RICH_TEXT_DEBOUNCE_MS } from '#shared/limits.ts';
import type { Media } from '#shared/schemas/content.ts';
import { SearchField } from '../search-field.tsx';
import { MediaPageStatus } from './media-page-status.tsx';
import { MediaPager } from './media-pager.tsx';
import { MEDIA_PAGE_SIZE, type MediaPage, mediaPagePath } from './media-requests.ts';
import { MediaTiles } from './media-tiles.tsx';

interface MediaLibraryGridProps {
  selectedId: number | null;
  onSelect: (media: Media) => void;
  /** a double click: select and use at once */
  onChoose?: (media: Media) => void;
  pageSize?: number;
}

export function MediaLibraryGrid({
  selectedId,
  onSelect,
  onChoose,
  pageSize = MEDIA_PAGE_SIZE,
}: MediaLibraryGridProps) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), RICH_TEXT_DEBOUNCE_MS);
  // a new search starts on its first page
  const [paging, setPaging] = useState({ query: '', page: 1 });
  const page = paging.query === query ? paging.page : 1;
  const setPage = (next: number) => setPaging({ query, page: next });
  const { data, error, isLoading } = useSWR<MediaPage>(mediaPagePath({ search: query, page, pageSize }), {
    keepPreviousData: true,
  });
  const total = data?.meta.total ?? 0;
  const items = data?.data ?? [];

  return (
    <Stack gap="sm">
      <SearchField
        label="Search the library"
        placeholder="File name or alt text"
        value={search}
        onSearch={setSearch}
      />
      <MediaPageStatus
        failed={Boolean(error) && !data}
        loading={isLoading && !data}
        empty={
          data && items.length === 0
            ? query
              ? `No image matches “${query}”.`
              : 'No images yet. Upload the first one.'
            : null
        }
      />
      {items.length > 0 ? (
        <MediaTiles
          items={items}
          selectedId={selectedId}
          onSelect={onSelect}
          onChoose={onChoose}
          busy={isLoading}
        />
      ) : null}
      {data ? (
        <MediaPager
          total={total}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          matching={query ? ` matching “${query}”` : ''}
        />
      ) : null}
    </Stack>
  );
}
