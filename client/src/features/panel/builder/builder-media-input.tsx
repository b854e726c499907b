/**
 * A block's image (a media id, docs/product.md#rules) chosen with the panel's media picker; the preview is
 * the library item the id names.
 */
import { mediaUrlPath } from '#shared/media-url.ts';
import { useMediaItem } from '../../../content/media.ts';
import { MediaField } from '../ui/media-picker/media-field.tsx';

interface BuilderMediaInputProps {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  readOnly: boolean;
}

export function BuilderMediaInput({ label, value, onChange, readOnly }: BuilderMediaInputProps) {
  const media = useMediaItem(value);
  const choice = media
    ? { id: media.id, url: mediaUrlPath(window.location.hostname, media), alt: media.alt ?? undefined }
    : null;
  return (
    <MediaField
      label={label}
      value={choice}
      pickerTitle={`Choose: ${label.toLowerCase()}`}
      onChange={(next) => {
        if (!readOnly) onChange(next?.id ?? null);
      }}
    />
  );
}
