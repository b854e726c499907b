/**
 * Upload into the media library: a drop zone for one or more files and a button that opens the
 * file chooser, and a row per file with its progress bar, its state and, for a file the library
 * cannot take, the reason (not an image, larger than the limit, or the API's own message). A
 * finished upload gets its own alt text on its row (upload-alt-text.tsx) and can be used at once.
 */
import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Tooltip,
  useComputedColorScheme,
} from '@mantine/core';
import { IconCheck, IconPhotoUp, IconX } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import type { Media } from '#shared/schemas/content.ts';
import { UploadAltText } from './upload-alt-text.tsx';
import type { UploadItem, UploadQueue } from './upload-queue.ts';
import { formatBytes, IMAGE_ACCEPT, MAX_UPLOAD_TEXT } from './upload-rules.ts';
import './media.css';

interface MediaUploaderProps {
  items: readonly UploadItem[];
  queue: UploadQueue;
  /** "Use this image" on a finished upload; absent: no such button */
  onUse?: ((media: Media) => void) | undefined;
  /** a finished upload's alt text was saved: the image as it is now */
  onMediaChanged?: ((media: Media) => void) | undefined;
  /** a low drop zone, its parts in a row (the library screen, where the images come below) */
  compact?: boolean;
}

function statusText(item: UploadItem): string {
  switch (item.status) {
    case 'waiting':
      return 'Waiting';
    case 'uploading':
      return item.progress >= 1 ? 'Processing…' : `Uploading, ${Math.round(item.progress * 100)} %`;
    case 'done':
      return 'Uploaded';
    case 'cancelled':
      return 'Cancelled';
    default:
      return 'Not uploaded';
  }
}

function UploadRow({
  item,
  queue,
  onUse,
  onMediaChanged,
}: {
  item: UploadItem;
  queue: UploadQueue;
  onUse?: MediaUploaderProps['onUse'];
  onMediaChanged?: MediaUploaderProps['onMediaChanged'];
}) {
  // AA on the row's background in both schemes (Mantine's default reds are lighter than 4.5:1 on white)
  const scheme = useComputedColorScheme('light');
  const active = item.status === 'waiting' || item.status === 'uploading';
  const percent = item.status === 'done' ? 100 : Math.round(item.progress * 100);
  return (
    <Paper withBorder p="sm" radius="md" data-upload-status={item.status}>
      <Group justify="space-between" wrap="nowrap" gap="sm" mb={6}>
        <Group gap="xs" wrap="nowrap" miw={0}>
          {item.status === 'done' ? (
            <IconCheck size={18} color="var(--mantine-color-green-7)" aria-hidden="true" />
          ) : null}
          <Text size="sm" fw={600} truncate="end" miw={0}>
            {item.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatBytes(item.size)}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {item.status === 'done' && item.media && onUse ? (
            <Button size="compact-sm" variant="light" onClick={() => item.media && onUse(item.media)}>
              Use this image
            </Button>
          ) : null}
          {active ? (
            <Tooltip label="Cancel this upload">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Cancel the upload of ${item.name}`}
                onClick={() => queue.cancel(item.key)}
              >
                <IconX size={16} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      </Group>
      {item.status === 'failed' ? (
        <Text size="sm" c={scheme === 'dark' ? 'red.4' : 'red.9'} role="alert">
          {item.error}
        </Text>
      ) : (
        <>
          <Progress
            value={percent}
            color={item.status === 'done' ? 'green' : undefined}
            animated={item.status === 'uploading' && item.progress >= 1}
            aria-label={`Upload of ${item.name}`}
            size="md"
          />
          <Text size="xs" c="dimmed" mt={4} aria-live="polite">
            {statusText(item)}
          </Text>
          {item.status === 'done' && item.media ? (
            <UploadAltText
              key={item.media.id}
              name={item.name}
              media={item.media}
              onSaved={(media) => {
                queue.replaceMedia(item.key, media);
                onMediaChanged?.(media);
              }}
            />
          ) : null}
        </>
      )}
    </Paper>
  );
}

export function MediaUploader({ items, queue, onUse, onMediaChanged, compact }: MediaUploaderProps) {
  const [dragging, setDragging] = useState(false);

  const add = (files: Iterable<File>) => void queue.add(files);
  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (files.length > 0) add(files);
  };
  const ended = items.some((item) => item.status !== 'waiting' && item.status !== 'uploading');

  return (
    <Stack gap="md">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone is a shortcut; the button inside does the same by keyboard */}
      <div
        className="media-dropzone"
        data-dragging={dragging || undefined}
        data-compact={compact || undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        data-testid="media-dropzone"
      >
        <IconPhotoUp size={compact ? 28 : 40} stroke={1.4} aria-hidden="true" />
        <Text fw={600}>{dragging ? 'Drop the images to upload them' : 'Drag images here'}</Text>
        <Text size="sm" c="dimmed">
          or
        </Text>
        <FileButton onChange={(files) => add(files)} accept={IMAGE_ACCEPT} multiple>
          {(props) => <Button {...props}>Choose images</Button>}
        </FileButton>
        <Text size="sm" c="dimmed" ta="center">
          JPEG, PNG, WebP, GIF or AVIF, at most {MAX_UPLOAD_TEXT} each. Each image gets its own alt text once
          it is uploaded.
        </Text>
      </div>
      {items.length > 0 ? (
        <Stack gap="xs">
          <Stack component="ul" gap="xs" aria-label="Uploads" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <li key={item.key}>
                <UploadRow item={item} queue={queue} onUse={onUse} onMediaChanged={onMediaChanged} />
              </li>
            ))}
          </Stack>
          {ended ? (
            <Group justify="flex-end">
              <Button variant="subtle" size="compact-sm" onClick={() => queue.clearEnded()}>
                Clear finished
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
