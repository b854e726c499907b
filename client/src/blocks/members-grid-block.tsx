import { Link } from 'react-router';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import type { MembersGridProps } from '#shared/page-blocks/block-props.ts';
import { ROUTES } from '#shared/routes.ts';
import { MemberGrid } from '../components/member-grid.tsx';
import { SafeHtml } from '../components/safe-html.tsx';
import { usePublishedPosts } from '../content/posts.ts';
import { orderByIds } from './order-by-ids.ts';

export function MembersGridBlock({
  title,
  html,
  memberIds,
  limit,
  showCuisines,
  showAllButton,
}: MembersGridProps) {
  const ids = memberIds.filter((id) => Number.isInteger(id));
  const { posts } = usePublishedPosts({ type: POST_TYPE.member, ...(ids.length > 0 ? { ids } : {}) });
  const ordered = posts ? orderByIds(posts, ids) : undefined;
  const members = ordered && limit > 0 ? ordered.slice(0, limit) : ordered;
  return (
    <section className="section section--tinted">
      <div className="container">
        {title ? <h2 className="section__title">{title}</h2> : null}
        <SafeHtml html={html} className="section__intro" />
        <MemberGrid
          members={members}
          showCuisines={showCuisines}
          expected={limit > 0 ? Math.min(limit, 3) : 3}
        />
        {showAllButton ? (
          <p className="section__actions">
            <Link to={ROUTES.members} className="button">
              View all members
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
