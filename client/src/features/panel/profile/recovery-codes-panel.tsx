/**
 * Freshly made recovery codes, shown this once: copy them, download them as a .txt file, then
 * say they are kept. The list is not shown again (the API stores hashes only).
 */
import { Alert, Button, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useMemo } from 'react';
import { READABLE_ALERT_TITLE } from '../ui/readable-alert.ts';
import { saveDownload } from '../ui/save-download.ts';
import { type RecoveryCodesOwner, recoveryCodesFilename, recoveryCodesText } from './recovery-codes-file.ts';

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  owner: RecoveryCodesOwner;
  onDone: () => void;
}

function download(text: string, filename: string) {
  saveDownload(new Blob([text], { type: 'text/plain;charset=utf-8' }), filename);
}

export function RecoveryCodesPanel({ codes, owner, onDone }: RecoveryCodesPanelProps) {
  const clipboard = useClipboard({ timeout: 2000 });
  const text = useMemo(() => recoveryCodesText(codes, owner, new Date()), [codes, owner]);
  return (
    <Stack gap="md" aria-label="Your recovery codes" role="group">
      <Alert color="yellow" styles={READABLE_ALERT_TITLE} title="Keep these recovery codes somewhere safe">
        Each code signs you in once if you lose your phone. They are shown only now: download or copy them
        before you go on.
      </Alert>
      <SimpleGrid
        cols={{ base: 1, xs: 2 }}
        spacing="xs"
        component="ol"
        aria-label="Recovery codes"
        p={0}
        m={0}
      >
        {codes.map((code) => (
          <Code key={code} component="li" fz="md" p="xs" style={{ listStyle: 'none', textAlign: 'center' }}>
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={() => download(text, recoveryCodesFilename(owner.site))}
        >
          Download (.txt)
        </Button>
        <Button
          variant="default"
          leftSection={
            clipboard.copied ? (
              <IconCheck size={16} aria-hidden="true" />
            ) : (
              <IconCopy size={16} aria-hidden="true" />
            )
          }
          onClick={() => clipboard.copy(text)}
        >
          {clipboard.copied ? 'Copied' : 'Copy'}
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </Group>
      <Text size="xs" c="dimmed" aria-live="polite">
        {clipboard.copied ? 'The codes are on your clipboard.' : ''}
      </Text>
    </Stack>
  );
}
