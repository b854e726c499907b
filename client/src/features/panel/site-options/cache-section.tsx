/**
 * Cache: the spec's clear-cache call (`POST /api/clear-cache`), after a confirmation. Saved
 * options reach the public site by themselves; this is for a site that still shows old content.
 */
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';
import { useConfirm } from '../shell/use-confirm.ts';
import { useSectionSave } from '../ui/section-save.ts';
import { SectionHeading } from '../ui/section-shell.tsx';
import { clearCache } from './site-options-requests.ts';

export function CacheSection() {
  const { dialog, ask } = useConfirm();
  const save = useSectionSave();
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stack gap="md" align="flex-start">
        <SectionHeading
          title="Cache"
          description="Saved changes reach the site by themselves. If the site still shows something old, clear the cache: the next visits read everything again."
        />
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          onClick={() =>
            ask({
              title: 'Clear the cache?',
              message:
                'The site reads its pages and settings again. The next visits may be slower for a moment.',
              confirmLabel: 'Clear the cache',
              onConfirm: async () => {
                await save(clearCache, {
                  success: 'Cache cleared',
                  fieldErrors: (errors) => ({ fields: {}, rest: errors }),
                });
              },
            })
          }
        >
          Clear the cache
        </Button>
        <Text size="sm" c="dimmed">
          Nothing is deleted: posts, media and options stay as they are.
        </Text>
      </Stack>
      <ConfirmDialog {...dialog} />
    </Paper>
  );
}
