/**
 * The media picker: one dialog used wherever the panel chooses an image (site options' logo,
 * favicon, sign-in background, error page image, share image; post media slots and blocks
 * later). Two tabs: the site's library (search, pages) and an upload (button or drag and drop,
 * a progress bar per file). Choosing answers the media item — its id for the API, its url for a
 * preview.
 */
import { Button, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { Media } from '#shared/schemas/content.ts';
import { AltTextPrompt } from './alt-text-prompt.tsx';
import { MediaLibraryGrid } from './media-library-grid.tsx';
import { MediaUploader } from './media-uploader.tsx';
import { useUploads } from './use-uploads.ts';

/** the dialog's title in the panel's type (the site's base.css sets headings in its display face) */
const MODAL_STYLES = {
  title: {
    fontFamily: 'var(--mantine-font-family)',
    fontWeight: 700,
    fontSize: 'var(--mantine-font-size-lg)',
  },
};

/** What the picker answers: the id the API stores, the url to preview it with. */
export interface PickedMedia {
  id: number;
  url: string;
  alt: string;
}

export function pickedFrom(media: Media): PickedMedia {
  return { id: media.id, url: media.url ?? media.thumbnail_url ?? '', alt: media.alt };
}

interface MediaPickerProps {
  opened: boolean;
  onClose: () => void;
  onPick: (media: PickedMedia) => void;
  title?: string;
  /** the place shows the image on the public site and needs its alt text (a post's slot) */
  requireAlt?: boolean;
}

type PickerTab = 'library' | 'upload';

function PickerBody({
  onClose,
  onPick,
  requireAlt,
}: Pick<MediaPickerProps, 'onClose' | 'onPick' | 'requireAlt'>) {
  const [tab, setTab] = useState<PickerTab>('library');
  const [selected, setSelected] = useState<Media | null>(null);
  // a finished upload becomes the selection, so "Use this image" is one click away
  const { items, queue } = useUploads((media) => setSelected(media));
  const needsAlt = (media: Media) => requireAlt === true && !media.alt.trim();
  const choose = (media: Media) => {
    if (needsAlt(media)) {
      setSelected(media);
      return;
    }
    onPick(pickedFrom(media));
    onClose();
  };

  return (
    <Stack gap="md">
      <Tabs value={tab} onChange={(value) => setTab((value as PickerTab | null) ?? 'library')}>
        <Tabs.List>
          <Tabs.Tab value="library" leftSection={<IconPhoto size={16} aria-hidden="true" />}>
            Library
          </Tabs.Tab>
          <Tabs.Tab value="upload" leftSection={<IconUpload size={16} aria-hidden="true" />}>
            Upload
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="library" pt="md">
          <MediaLibraryGrid selectedId={selected?.id ?? null} onSelect={setSelected} onChoose={choose} />
        </Tabs.Panel>
        <Tabs.Panel value="upload" pt="md">
          <MediaUploader
            items={items}
            queue={queue}
            onUse={choose}
            onMediaChanged={(media) => setSelected((current) => (current?.id === media.id ? media : current))}
          />
        </Tabs.Panel>
      </Tabs>
      {selected && needsAlt(selected) ? (
        <AltTextPrompt key={selected.id} media={selected} onSaved={setSelected} />
      ) : null}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite" miw={0} style={{ flex: 1 }} truncate="end">
          {selected
            ? `Selected: ${selected.alt || selected.name || `image ${selected.id}`}`
            : 'No image selected'}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!selected || needsAlt(selected)} onClick={() => selected && choose(selected)}>
            Use this image
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

export function MediaPicker({
  opened,
  onClose,
  onPick,
  title = 'Choose an image',
  requireAlt,
}: MediaPickerProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={phone === true}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={MODAL_STYLES}
    >
      {/* mounted only while open: every opening starts on the library, with no leftover state */}
      {opened ? <PickerBody onClose={onClose} onPick={onPick} requireAlt={requireAlt} /> : null}
    </Modal>
  );
}
