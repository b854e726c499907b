import { POST_TYPE } from '#shared/ids/post-types.ts';
import type { BlogPostProps } from '#shared/page-blocks/blog-post/props.ts';
import { MediaImage } from '../components/media-image.tsx';
import { SafeHtml } from '../components/safe-html.tsx';
import { useCurrentPost, useIsFirstBlock } from './block-context.ts';
import { formatPostDate } from './post-date.ts';
import { PostCategories } from './post-identity.tsx';

export function BlogPostBlock({ title, date, image, html }: BlogPostProps) {
  const Heading = useIsFirstBlock() ? 'h1' : 'h2';
  const post = useCurrentPost();
  const shownDate = date ? formatPostDate(date) : '';
  return (
    <article className="section blog-post">
      <div className="container container--narrow">
        <header className="blog-post__header">
          <p className="eyebrow">From the blog</p>
          <Heading className="blog-post__title">{title}</Heading>
          {shownDate ? <time dateTime={date}>{shownDate}</time> : null}
          {post?.post_type_id === POST_TYPE.blog ? <PostCategories post={post} /> : null}
        </header>
        <MediaImage
          id={image}
          alt=""
          width={1200}
          height={675}
          sizes="min(728px, 100vw)"
          priority
          className="blog-post__image"
        />
        <SafeHtml html={html} className="rich-text" />
      </div>
    </article>
  );
}
