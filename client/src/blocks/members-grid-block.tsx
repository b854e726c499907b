import { Link } from 'react-router';
import {
  chosenMemberIds,
  type MembersGridProps,
  membersGridReads,
} from '#shared/page-blocks/members-grid/props.ts';
import { ROUTES } from '#shared/routes.ts';
import { MemberGrid } from '../components/member-grid.tsx';
import { SafeHtml } from '../components/safe-html.tsx';
import { usePostList } from '../content/posts.ts';
import { orderByIds } from './order-by-ids.ts';

export function MembersGridBlock(props: MembersGridProps) {
  const { title, html, limit, showCuisines, showAllButton } = props;
  const { posts } = usePostList(membersGridReads(props).members);
  const ordered = posts ? orderByIds(posts, chosenMemberIds(props)) : undefined;
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
