import type { ImageProps } from '#shared/page-blocks/image/props.ts';
import { MediaImage } from '../components/media-image.tsx';
import './image-block.css';

export function ImageBlock({ image, caption }: ImageProps) {
  return (
    <div className="section">
      <figure className="container image-block">
        <MediaImage id={image} alt={caption} width={1200} height={675} className="image-block__image" />
        {caption ? <figcaption className="muted">{caption}</figcaption> : null}
      </figure>
    </div>
  );
}
