import type { GalleryProps } from '#shared/page-blocks/gallery/props.ts';
import { MediaImage } from '../components/media-image.tsx';
import './gallery-block.css';

export function GalleryBlock({ title, items }: GalleryProps) {
  const shown = items.filter((item) => typeof item?.image === 'number');
  if (shown.length === 0 && !title) return null;
  return (
    <section className="section">
      <div className="container">
        {title ? <h2 className="section__title">{title}</h2> : null}
        <ul className="gallery">
          {shown.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: gallery items have no id of their own
            <li key={index}>
              <figure>
                <MediaImage
                  id={item.image}
                  alt={item.caption}
                  width={600}
                  height={600}
                  sizes="(min-width: 1024px) 400px, 50vw"
                />
                {item.caption ? <figcaption>{item.caption}</figcaption> : null}
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
