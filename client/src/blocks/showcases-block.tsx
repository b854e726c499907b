import { POST_TYPE } from '#shared/ids/post-types.ts';
import type { ShowcasesProps } from '#shared/page-blocks/block-props.ts';
import { SafeHtml } from '../components/safe-html.tsx';
import { usePublishedPosts } from '../content/posts.ts';
import { useCurrentPost } from './block-context.ts';
import { otherThan } from './other-posts.ts';
import { PostCards } from './post-cards.tsx';

export function ShowcasesBlock({ title, html, limit }: ShowcasesProps) {
  const current = useCurrentPost();
  // one more than shown, so that leaving out the showcase being viewed still fills the list
  const { posts } = usePublishedPosts({ type: POST_TYPE.showcase, limit: limit + 1 });
  const shown = posts ? otherThan(posts, current).slice(0, limit) : undefined;
  return (
    <section className="section">
      <div className="container">
        {title ? <h2 className="section__title">{title}</h2> : null}
        <SafeHtml html={html} className="section__intro" />
        <PostCards posts={shown} />
      </div>
    </section>
  );
}
