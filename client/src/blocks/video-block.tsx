import type { VideoProps } from '#shared/page-blocks/video/props.ts';
import { videoEmbedUrl } from './video-embed.ts';
import './video-block.css';

export function VideoBlock({ title, url }: VideoProps) {
  const src = videoEmbedUrl(url);
  if (!src) return null;
  return (
    <section className="section">
      <div className="container container--narrow">
        {title ? <h2 className="section__title">{title}</h2> : null}
        <div className="video">
          <iframe
            src={src}
            title={title || 'Video'}
            loading="lazy"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            width={960}
            height={540}
          />
        </div>
      </div>
    </section>
  );
}
