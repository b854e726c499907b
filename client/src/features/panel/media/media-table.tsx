/**
 * Images of the library as a table (the list view of the library screen): thumbnail, file name
 * (a button that opens the details), alt text or its warning, type, size, dimensions, how many
 * posts use it and when it was uploaded. It scrolls sideways on a narrow screen.
 */
import { Table, Text, UnstyledButton } from '@mantine/core';
import { mediaFormatLabel } from '#shared/media-formats.ts';
import type { Media } from '#shared/schemas/content.ts';
import { formatApiDate } from '../shell/format-date.ts';
import { MediaThumbnail } from '../ui/media-picker/media-thumbnail.tsx';
import { MissingAltBadge } from '../ui/media-picker/media-tiles.tsx';
import { formatBytes } from '../ui/media-picker/upload-rules.ts';
import { mediaTitle } from './media-details.tsx';
import '../ui/media-picker/media.css';

interface MediaTableProps {
  items: readonly Media[];
  onOpen: (media: Media) => void;
}

export function MediaTable({ items, onOpen }: MediaTableProps) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="Images">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Image</Table.Th>
            <Table.Th>File name</Table.Th>
            <Table.Th>Alt text</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Size</Table.Th>
            <Table.Th>Dimensions</Table.Th>
            <Table.Th>Used by</Table.Th>
            <Table.Th>Uploaded</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((media) => (
            <Table.Tr key={media.id} data-media-id={media.id}>
              <Table.Td>
                <MediaThumbnail media={media} className="media-table__thumbnail" width={64} height={48} />
              </Table.Td>
              <Table.Td maw={220}>
                <UnstyledButton className="media-table__open" onClick={() => onOpen(media)}>
                  {mediaTitle(media)}
                </UnstyledButton>
              </Table.Td>
              <Table.Td maw={260}>
                {media.alt.trim() ? (
                  <Text size="sm" lineClamp={2}>
                    {media.alt}
                  </Text>
                ) : (
                  <MissingAltBadge />
                )}
              </Table.Td>
              <Table.Td>{mediaFormatLabel(media.format)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {media.bytes ? formatBytes(media.bytes) : '—'}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {media.width && media.height ? `${media.width} × ${media.height}` : '—'}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {media.used_by === undefined
                  ? '—'
                  : media.used_by === 1
                    ? '1 post'
                    : `${media.used_by} posts`}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatApiDate(media.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
