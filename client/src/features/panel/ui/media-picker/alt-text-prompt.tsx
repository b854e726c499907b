/**
 * Asked in the media picker when the chosen image has no alt text and the place needs one (a
 * post's poster or logo: the API refuses an image without it there): the alt text, saved to the
 * library at once, after which the image can be used.
 */
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Media } from '#shared/schemas/content.ts';
import { showSuccessToast } from '../../../../feedback/toasts.ts';
import { useApiAction } from '../../../../staff/api-action.ts';
import { splitApiErrors } from '../../../../staff/api-form-errors.ts';
import { useSingleSubmit } from '../../../../staff/single-submit.ts';
import { useMediaWrites } from './media-item-requests.ts';

export function AltTextPrompt({ media, onSaved }: { media: Media; onSaved: (media: Media) => void }) {
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { saveMediaAlt } = useMediaWrites();
  const act = useApiAction();
  const { run, busy } = useSingleSubmit(async () => {
    if (!alt.trim()) {
      setError('Describe the image first');
      return;
    }
    setError(undefined);
    const saved = await act(() => saveMediaAlt(media.id, alt), {
      onError: (failure) => setError(splitApiErrors(failure, ['alt']).fields.alt),
    });
    if (!saved) return;
    onSaved(saved);
    void showSuccessToast('Alt text saved');
  });
  return (
    <Alert color="yellow" title="This image has no alt text yet" p="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Alt text"
          description="What the image shows. It is needed here and saved in the library."
          value={alt}
          onChange={(event) => setAlt(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void run();
            }
          }}
          error={error}
          maxLength={500}
          style={{ flex: '1 1 16rem' }}
        />
        <Button onClick={() => void run()} loading={busy} variant="default">
          Save alt text
        </Button>
      </Group>
    </Alert>
  );
}
