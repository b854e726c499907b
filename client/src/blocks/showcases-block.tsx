import { type ShowcasesProps, showcasesReads } from '#shared/page-blocks/showcases/props.ts';
import { SafeHtml } from '../components/safe-html.tsx';
import { usePostList } from '../content/posts.ts';
import { useCurrentPost } from './block-context.ts';
import { otherThan } from './other-posts.ts';
import { PostCards } from './post-cards.tsx';

export function ShowcasesBlock(props: ShowcasesProps) {
  const { title, html, limit } = props;
  const current = useCurrentPost();
  // one more than shown, so that leaving out the showcase being viewed still fills the list
  const { posts } = usePostList(showcasesReads(props).showcases);
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
