import type { BlogPostProps } from '#shared/page-blocks/block-props.ts';
import { MediaImage } from '../components/media-image.tsx';
import { SafeHtml } from '../components/safe-html.tsx';
import { useIsFirstBlock } from './block-context.ts';
import { formatPostDate } from './post-cards.tsx';

export function BlogPostBlock({ title, date, image, html }: BlogPostProps) {
  const Heading = useIsFirstBlock() ? 'h1' : 'h2';
  const shownDate = date ? formatPostDate(date) : '';
  return (
    <article className="section blog-post">
      <div className="container container--narrow">
        <header className="blog-post__header">
          <p className="eyebrow">From the blog</p>
          <Heading className="blog-post__title">{title}</Heading>
          {shownDate ? <time dateTime={date}>{shownDate}</time> : null}
        </header>
        <MediaImage id={image} alt="" width={1200} height={675} priority className="blog-post__image" />
        <SafeHtml html={html} className="rich-text" />
      </div>
    </article>
  );
}
