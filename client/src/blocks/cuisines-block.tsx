import { type CuisinesProps, cuisinesReads } from '#shared/page-blocks/cuisines/props.ts';
import { SafeHtml } from '../components/safe-html.tsx';
import { usePostList } from '../content/posts.ts';
import { PostCards } from './post-cards.tsx';

export function CuisinesBlock(props: CuisinesProps) {
  const { title, html } = props;
  const { posts } = usePostList(cuisinesReads(props).cuisines);
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
