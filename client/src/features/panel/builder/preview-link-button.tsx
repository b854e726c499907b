/**
 * "Share a preview": the draft, saved first, gets a private link on the post's public url that
 * works for a few days without an account (the API signs it; the page is never indexed).
 */
import {
  ActionIcon,
  Anchor,
  Button,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { format } from 'date-fns';
import { useState } from 'react';
import { API } from '#shared/api-paths.ts';
import type { PreviewLink } from '#shared/schemas/posts.ts';
import { showErrorToast } from '../../../feedback/toasts.ts';
import { requestJson } from '../../../http/api-client.ts';
import { managedSiteUrl, useManagedSite } from '../shell/managed-site.ts';

export function PreviewLinkButton({
  postId,
  beforeShare,
}: {
  postId: number;
  beforeShare: () => Promise<void>;
}) {
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [busy, setBusy] = useState(false);
  const site = useManagedSite();
  const address = link ? managedSiteUrl(site, link.path) : '';

  const share = async () => {
    setBusy(true);
    try {
      await beforeShare();
      const answer = await requestJson<{ data: PreviewLink }>(API.posts.previewLink(postId), {
        method: 'POST',
      });
      setLink(answer.data);
    } catch (error) {
      void showErrorToast(`No preview link: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Tooltip label="Share a preview">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Share a preview"
          loading={busy}
          onClick={() => void share()}
        >
          <IconLink size={16} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Modal
        opened={link !== null}
        onClose={() => setLink(null)}
        title="Preview link"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {link ? (
          <Stack gap="sm">
            <Text size="sm">
              Anyone with this link sees the page as it is in the builder now, without signing in, until{' '}
              {format(new Date(link.expires_at), 'd MMM yyyy, HH:mm')}. Search engines never index it.
            </Text>
            <TextInput
              label="Link"
              value={address}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <Group justify="flex-end">
              <Anchor href={address} target="_blank" rel="noopener noreferrer" size="sm">
                Open it
              </Anchor>
              <CopyButton value={address}>
                {({ copied, copy }) => <Button onClick={copy}>{copied ? 'Copied' : 'Copy link'}</Button>}
              </CopyButton>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
