/**
 * A form field holding one image: its preview, "Choose…" (the media picker) and "Remove". The
 * value is what the field shows and what the API is sent: a media id picked now, or the url an
 * option already stores (image options are written as an id, a url or null, and read as a url).
 */
import { Button, Group, Input, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { ImageChoice } from './image-choice.ts';
import { MediaPicker } from './media-picker.tsx';
import './media.css';

interface MediaFieldProps {
  label: string;
  description?: string;
  value: ImageChoice | null;
  onChange: (value: ImageChoice | null) => void;
  error?: string | undefined;
  /** the picker's title, e.g. "Choose the logo" */
  pickerTitle?: string;
  /** the image is shown on the public site: the picker asks for its alt text when it has none */
  requireAlt?: boolean;
}

export function MediaField({
  label,
  description,
  value,
  onChange,
  error,
  pickerTitle,
  requireAlt,
}: MediaFieldProps) {
  const [opened, setOpened] = useState(false);
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  return (
    <Input.Wrapper
      labelElement="div"
      label={<span id={labelId}>{label}</span>}
      description={description ? <span id={descriptionId}>{description}</span> : undefined}
      error={error ? <span id={errorId}>{error}</span> : undefined}
    >
      <Group
        gap="md"
        wrap="nowrap"
        align="center"
        mt={4}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={
          [description ? descriptionId : '', error ? errorId : ''].join(' ').trim() || undefined
        }
      >
        <div className="media-field__preview">
          {value?.url ? (
            <img src={value.url} alt={value.alt ? value.alt : `${label} (current)`} />
          ) : (
            <IconPhoto size={28} stroke={1.4} aria-hidden="true" />
          )}
        </div>
        <Stack gap={6} miw={0}>
          {value ? null : (
            <Text size="sm" c="dimmed">
              No image
            </Text>
          )}
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={() => setOpened(true)}>
              {value ? 'Change' : 'Choose'}
              <VisuallyHidden>&nbsp;{label.toLowerCase()}</VisuallyHidden>
            </Button>
            {value ? (
              <Button variant="subtle" color="red" size="xs" onClick={() => onChange(null)}>
                Remove
                <VisuallyHidden>&nbsp;{label.toLowerCase()}</VisuallyHidden>
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Group>
      <MediaPicker
        opened={opened}
        onClose={() => setOpened(false)}
        title={pickerTitle ?? `Choose ${label.toLowerCase()}`}
        requireAlt={requireAlt}
        onPick={(media) => onChange({ id: media.id, url: media.url, alt: media.alt })}
      />
    </Input.Wrapper>
  );
}
