/**
 * One library image in a drawer: its preview and facts (file name, type, size, dimensions, upload
 * date), its alt text (saved with a toast; the API's field errors on the field; a warning while it
 * is missing), its address to copy, the posts and site options that show it, and its deletion,
 * confirmed with how many posts use it and what happens to them.
 */

import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Drawer,
  Group,
  List,
  Loader,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconCopy, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import useSWR from 'swr';
import { postCollectionById } from '#shared/collections/post-types.ts';
import { mediaFormatLabel } from '#shared/media-formats.ts';
import { collectionHref } from '#shared/panel-screens.ts';
import type { Media } from '#shared/schemas/content.ts';
import { showSuccessToast } from '../../../feedback/toasts.ts';
import { useApiAction } from '../../../staff/api-action.ts';
import { splitApiErrors } from '../../../staff/api-form-errors.ts';
import { useSingleSubmit } from '../../../staff/single-submit.ts';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';
import { formatApiDate } from '../shell/format-date.ts';
import { useConfirm } from '../shell/use-confirm.ts';
import { type MediaUsage, mediaUsagePath, useMediaWrites } from '../ui/media-picker/media-item-requests.ts';
import { MissingAltBadge } from '../ui/media-picker/media-tiles.tsx';
import { formatBytes } from '../ui/media-picker/upload-rules.ts';
import { deleteConfirmText, usedByText } from './media-usage-text.ts';

const MAX_ALT_LENGTH = 500;

/** the drawer's title in the panel's type (the site's base.css sets headings in its display face) */
const DRAWER_STYLES = {
  title: {
    fontFamily: 'var(--mantine-font-family)',
    fontWeight: 700,
    fontSize: 'var(--mantine-font-size-lg)',
  },
};

export function mediaTitle(media: Pick<Media, 'id' | 'name'>): string {
  return media.name || `Image ${media.id}`;
}

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function UsageList({ usage }: { usage: MediaUsage }) {
  if (usage.posts.length === 0 && usage.options.length === 0) {
    return <Text size="sm">Not used by any post.</Text>;
  }
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {usedByText(usage.posts.length)}
      </Text>
      {usage.posts.length > 0 ? (
        <List size="sm" spacing={4} aria-label="Posts that show this image">
          {usage.posts.map((post) => {
            const collection = postCollectionById(post.post_type_id);
            return (
              <List.Item key={post.id}>
                {collection ? (
                  <Anchor component={Link} to={collectionHref(collection.slug, 'edit', post.id)}>
                    {post.title || `Untitled ${collection.labels.noun}`}
                  </Anchor>
                ) : (
                  post.title
                )}{' '}
                <Text span size="xs" c="dimmed">
                  {[collection?.labels.singular, post.places.join(', '), post.deleted ? 'in the trash' : '']
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </List.Item>
            );
          })}
        </List>
      ) : null}
      {usage.options.length > 0 ? (
        <Text size="sm">Also shown in the site options: {usage.options.join(', ')}.</Text>
      ) : null}
    </Stack>
  );
}

function AltTextForm({ media, onSaved }: { media: Media; onSaved: (media: Media) => void }) {
  const act = useApiAction();
  const { saveMediaAlt } = useMediaWrites();
  const form = useForm({ mode: 'controlled', initialValues: { alt: media.alt } });
  const { run, busy } = useSingleSubmit(async () => {
    form.clearErrors();
    const saved = await act(() => saveMediaAlt(media.id, form.getValues().alt), {
      onError: (error) => form.setFieldError('alt', splitApiErrors(error, ['alt']).fields.alt),
    });
    if (!saved) return;
    form.setValues({ alt: saved.alt });
    form.resetDirty({ alt: saved.alt });
    onSaved(saved);
    void showSuccessToast(saved.alt ? 'Alt text saved' : 'Alt text removed');
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Alt text">
      <Stack gap="xs">
        <Textarea
          label="Alt text"
          description="What the image shows, for people who cannot see it. Needed before it can be a post's poster or logo."
          autosize
          minRows={2}
          maxRows={5}
          maxLength={MAX_ALT_LENGTH}
          {...form.getInputProps('alt')}
        />
        <Group justify="space-between" gap="xs">
          {media.alt.trim() ? <span /> : <MissingAltBadge />}
          <Button type="submit" size="sm" loading={busy} disabled={busy || !form.isDirty()}>
            Save alt text
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Details({
  media,
  onClose,
  onDeleted,
}: {
  media: Media;
  onClose: () => void;
  onDeleted: (id: number) => void;
}) {
  const { deleteMedia } = useMediaWrites();
  const act = useApiAction();
  const { dialog, ask } = useConfirm();
  const [current, setCurrent] = useState(media);
  const usage = useSWR<{ data: MediaUsage }>(mediaUsagePath(media.id));
  const title = mediaTitle(current);
  const address = new URL(current.url ?? '', window.location.origin).href;

  const onSaved = (saved: Media) => setCurrent((before) => ({ ...before, ...saved }));

  const remove = async () => {
    const gone = () => {
      onDeleted(media.id);
      void showSuccessToast(`“${title}” deleted`);
      onClose();
    };
    await act(() => deleteMedia(media.id, gone));
  };
  const askToDelete = () =>
    ask({
      title: 'Delete this image?',
      message: deleteConfirmText(title, usage.data?.data),
      confirmLabel: 'Delete image',
      danger: true,
      onConfirm: remove,
    });

  const size = current.bytes ? formatBytes(current.bytes) : 'Not known';
  const dimensions =
    current.width && current.height ? `${current.width} × ${current.height} px` : 'Not known';
  return (
    <Stack gap="lg">
      <div className="media-details__preview">
        <img
          src={current.url ?? current.thumbnail_url}
          alt={current.alt}
          width={current.width ?? undefined}
          height={current.height ?? undefined}
        />
      </div>
      <dl className="media-details__facts">
        <Fact label="File name">{current.name || '—'}</Fact>
        <Fact label="Type">{`${mediaFormatLabel(current.format)} (served as WebP)`}</Fact>
        <Fact label="Size">{size}</Fact>
        <Fact label="Dimensions">{dimensions}</Fact>
        {current.created_at ? <Fact label="Uploaded">{formatApiDate(current.created_at)}</Fact> : null}
      </dl>
      <AltTextForm key={current.id} media={current} onSaved={onSaved} />
      <Group gap="xs">
        <CopyButton value={address}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              size="sm"
              onClick={copy}
              leftSection={
                copied ? (
                  <IconCheck size={16} aria-hidden="true" />
                ) : (
                  <IconCopy size={16} aria-hidden="true" />
                )
              }
            >
              {copied ? 'Address copied' : 'Copy address'}
            </Button>
          )}
        </CopyButton>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {address}
        </Text>
      </Group>
      <Stack gap="xs">
        <Title order={3} size="h5">
          Where it is used
        </Title>
        {usage.data ? (
          <UsageList usage={usage.data.data} />
        ) : usage.error ? (
          <Alert color="red">Where the image is used could not be loaded.</Alert>
        ) : (
          <Loader size="sm" aria-label="Loading where the image is used" />
        )}
      </Stack>
      <Group justify="flex-end">
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          onClick={askToDelete}
          disabled={!usage.data && !usage.error}
        >
          Delete image
        </Button>
      </Group>
      <ConfirmDialog {...dialog} />
    </Stack>
  );
}

interface MediaDetailsProps {
  /** the image to show; null: closed */
  media: Media | null;
  onClose: () => void;
  /** told before the list is read again, so the deleted id is not asked for */
  onDeleted: (id: number) => void;
}

export function MediaDetails({ media, onClose, onDeleted }: MediaDetailsProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Drawer
      opened={media !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={media ? mediaTitle(media) : ''}
      closeButtonProps={{ 'aria-label': 'Close the details' }}
      styles={DRAWER_STYLES}
    >
      {media ? <Details key={media.id} media={media} onClose={onClose} onDeleted={onDeleted} /> : null}
    </Drawer>
  );
}
