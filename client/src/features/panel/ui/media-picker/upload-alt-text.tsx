/**
 * The alt text of one uploaded image, on its own row of the uploader: what this image shows, saved
 * to the library for it alone (four images dropped at once are four descriptions, not one). The
 * thumbnail beside the field shows which image it describes.
 */
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Media } from '#shared/schemas/content.ts';
import { showSuccessToast } from '../../../../feedback/toasts.ts';
import { useApiAction } from '../../../../staff/api-action.ts';
import { splitApiErrors } from '../../../../staff/api-form-errors.ts';
import { useSingleSubmit } from '../../../../staff/single-submit.ts';
import { useMediaWrites } from './media-item-requests.ts';

const MAX_ALT_LENGTH = 500;

interface UploadAltTextProps {
  /** the file's name, to tell the rows' fields apart */
  name: string;
  media: Media;
  onSaved: (media: Media) => void;
}

export function UploadAltText({ name, media, onSaved }: UploadAltTextProps) {
  const act = useApiAction();
  const { saveMediaAlt } = useMediaWrites();
  const [alt, setAlt] = useState(media.alt);
  const [error, setError] = useState<string | undefined>();
  const { run, busy } = useSingleSubmit(async () => {
    setError(undefined);
    const saved = await act(() => saveMediaAlt(media.id, alt), {
      onError: (failure) => setError(splitApiErrors(failure, ['alt']).fields.alt),
    });
    if (!saved) return;
    setAlt(saved.alt);
    onSaved(saved);
    void showSuccessToast(saved.alt ? `Alt text of ${name} saved` : `Alt text of ${name} removed`);
  });
  const changed = alt.trim() !== media.alt;
  return (
    <Group align="flex-start" gap="sm" wrap="wrap" mt="xs">
      <img
        className="upload-alt__thumbnail"
        src={media.thumbnail_url ?? media.url}
        alt=""
        width={56}
        height={56}
      />
      <TextInput
        label="Alt text"
        aria-label={`Alt text of ${name}`}
        placeholder={media.alt ? undefined : 'What this image shows'}
        value={alt}
        onChange={(event) => {
          setAlt(event.currentTarget.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (changed) void run();
          }
        }}
        error={error}
        maxLength={MAX_ALT_LENGTH}
        size="sm"
        style={{ flex: '1 1 12rem', minWidth: 0 }}
      />
      <Button
        variant="default"
        size="sm"
        mt={{ base: 0, xs: 26 }}
        ml={{ base: 68, xs: 0 }}
        onClick={() => void run()}
        loading={busy}
        disabled={!changed}
        aria-label={`Save alt text of ${name}`}
      >
        Save alt text
      </Button>
    </Group>
  );
}
