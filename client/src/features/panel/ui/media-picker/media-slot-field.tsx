/**
 * A post's image slot (poster, logo: shared/collections/collection.ts MEDIA_SLOTS) as a form field:
 * the slot holds a media id; the field reads the image by id for its preview and picks another
 * with the media picker, which asks for the alt text of an image that has none (the API refuses
 * such an image in a slot).
 */
import { useState } from 'react';
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import type { Media } from '#shared/schemas/content.ts';
import type { ImageChoice } from './image-choice.ts';
import { MediaField } from './media-field.tsx';

interface MediaSlotFieldProps {
  label: string;
  description?: string;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | undefined;
}

export function MediaSlotField({ label, description, value, onChange, error }: MediaSlotFieldProps) {
  const [picked, setPicked] = useState<ImageChoice | null>(null);
  const { data } = useSWR<{ data: Media }>(
    value !== null && picked?.id !== value ? API.mediaItem(value) : null,
  );
  const stored = data?.data;
  const choice: ImageChoice | null =
    value === null
      ? null
      : picked?.id === value
        ? picked
        : { id: value, url: stored?.url ?? stored?.thumbnail_url ?? '', alt: stored?.alt ?? '' };
  return (
    <MediaField
      label={label}
      {...(description ? { description } : {})}
      value={choice}
      error={error}
      requireAlt
      onChange={(next) => {
        setPicked(next);
        onChange(next?.id ?? null);
      }}
    />
  );
}
