/**
 * Images of the library as a grid of thumbnail tiles, each with its alt text (or a "Missing alt
 * text" warning) and file name. A tile is a toggle button: click or Enter selects it, a double
 * click chooses it. The media picker selects with it; the library screen opens an image's details.
 */
import { Badge } from '@mantine/core';
import type { Media } from '#shared/schemas/content.ts';
import { MediaThumbnail } from './media-thumbnail.tsx';
import './media.css';

/** The warning of an image without alt text (it cannot go into a public slot until it has one). */
export function MissingAltBadge() {
  return (
    <Badge color="yellow" variant="light" size="sm" radius="sm">
      Missing alt text
    </Badge>
  );
}

interface MediaTileProps {
  media: Media;
  selected: boolean;
  onSelect: (media: Media) => void;
  onChoose?: ((media: Media) => void) | undefined;
}

function MediaTile({ media, selected, onSelect, onChoose }: MediaTileProps) {
  const alt = media.alt.trim();
  return (
    <button
      type="button"
      className="media-tile"
      aria-pressed={selected}
      onClick={() => onSelect(media)}
      onDoubleClick={() => onChoose?.(media)}
      data-media-id={media.id}
    >
      <MediaThumbnail media={media} className="media-tile__image" width={160} height={120} />
      <span className="media-tile__caption">
        {alt ? <span className="media-tile__alt">{alt}</span> : <MissingAltBadge />}
        {media.name ? <span className="media-tile__name">{media.name}</span> : null}
      </span>
    </button>
  );
}

interface MediaTilesProps {
  items: readonly Media[];
  selectedId: number | null;
  onSelect: (media: Media) => void;
  onChoose?: ((media: Media) => void) | undefined;
  busy?: boolean;
}

export function MediaTiles({ items, selectedId, onSelect, onChoose, busy }: MediaTilesProps) {
  return (
    <ul className="media-grid" aria-label="Images" aria-busy={busy}>
      {items.map((media) => (
        <li key={media.id}>
          <MediaTile
            media={media}
            selected={media.id === selectedId}
            onSelect={onSelect}
            onChoose={onChoose}
          />
        </li>
      ))}
    </ul>
  );
}
