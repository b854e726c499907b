import { POST_TYPE } from '#shared/ids/post-types.ts';
import type { ShowcasesProps } from '#shared/page-blocks/block-props.ts';
import { SafeHtml } from '../components/safe-html.tsx';
import { usePublishedPosts } from '../content/posts.ts';
import { PostCards } from './post-cards.tsx';

export function ShowcasesBlock({ title, html, limit }: ShowcasesProps) {
  const { posts } = usePublishedPosts({ type: POST_TYPE.showcase, limit });
  return (
    <section className="section">
      <div className="container">
        {title ? <h2 className="section__title">{title}</h2> : null}
        <SafeHtml html={html} className="section__intro" />
        <PostCards posts={posts} />
      </div>
    </section>
  );
}
