/**
 * The site's media library as a grid of thumbnails with their alt text and file name, searchable
 * by name or alt text and paged (`GET /api/media`). A tile is a toggle button: click or Enter
 * selects it, a double click chooses it at once. Used by the media picker, and meant for the
 * media library screen too.
 */
import { Alert, Badge, Center, Group, Loader, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import useSWR from 'swr';
import { RICH_TEXT_DEBOUNCE_MS } from '#shared/limits.ts';
import type { Media } from '#shared/schemas/content.ts';
import { MEDIA_PAGE_SIZE, type MediaPage, mediaPagePath } from './media-requests.ts';
import './media.css';

interface MediaLibraryGridProps {
  selectedId: number | null;
  onSelect: (media: Media) => void;
  /** a double click: select and use at once */
  onChoose?: (media: Media) => void;
  pageSize?: number;
}

function MediaTile({
  media,
  selected,
  onSelect,
  onChoose,
}: {
  media: Media;
  selected: boolean;
  onSelect: (media: Media) => void;
  onChoose?: ((media: Media) => void) | undefined;
}) {
  const alt = media.alt.trim();
  return (
    <button
      type="button"
      className="media-tile"
      aria-pressed={selected}
      onClick={() => onSelect(media)}
      onDoubleClick={() => onChoose?.(media)}
      data-media-id={media.id}
    >
      <img
        className="media-tile__image"
        src={media.thumbnail_url ?? media.url}
        alt=""
        loading="lazy"
        width={160}
        height={120}
      />
      <span className="media-tile__caption">
        {alt ? (
          <span className="media-tile__alt">{alt}</span>
        ) : (
          <Badge color="yellow" variant="light" size="sm" radius="sm">
            No alt text
          </Badge>
        )}
        {media.name ? <span className="media-tile__name">{media.name}</span> : null}
      </span>
    </button>
  );
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
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const items = data?.data ?? [];

  return (
    <Stack gap="sm">
      <TextInput
        label="Search the library"
        placeholder="File name or alt text"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        type="search"
      />
      {error && !data ? <Alert color="red">The media library could not be loaded.</Alert> : null}
      {isLoading && !data ? (
        <Center py="xl">
          <Loader aria-label="Loading the media library" />
        </Center>
      ) : null}
      {data && items.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {query ? `No image matches “${query}”.` : 'No images yet. Upload the first one.'}
        </Text>
      ) : null}
      {items.length > 0 ? (
        <ul className="media-grid" aria-label="Images" aria-busy={isLoading}>
          {items.map((media) => (
            <li key={media.id}>
              <MediaTile
                media={media}
                selected={media.id === selectedId}
                onSelect={onSelect}
                onChoose={onChoose}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {data ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {total === 1 ? '1 image' : `${total} images`}
            {query ? ` matching “${query}”` : ''}
          </Text>
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={setPage}
              size="sm"
              getControlProps={(control) => ({
                'aria-label':
                  control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
              })}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            />
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
