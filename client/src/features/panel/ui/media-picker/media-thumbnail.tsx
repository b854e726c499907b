/**
 * The small picture of a library image in the panel's lists: its thumbnail (the image itself when it
 * has none), loaded as it scrolls into view, decorative (the row or tile names the image).
 */
import type { Media } from '#shared/schemas/content.ts';

interface MediaThumbnailProps {
  media: Pick<Media, 'url' | 'thumbnail_url'>;
  className: string;
  width: number;
  height: number;
}

export function MediaThumbnail({ media, className, width, height }: MediaThumbnailProps) {
  return (
    <img
      className={className}
      src={media.thumbnail_url ?? media.url}
      alt=""
      loading="lazy"
      width={width}
      height={height}
    />
  );
}
