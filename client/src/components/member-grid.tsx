/**
 * A grid of member cards with the cuisine names resolved from the cuisine tags. While the members
 * load it shows `expected` skeleton cards of exactly a card's size, so the grid does not change
 * height when they arrive.
 */
import type { PublishedPost } from '#shared/schemas/posts.ts';
import { cuisineNames, useCuisineTags } from '../content/taxonomy.ts';
import { MemberCard } from './member-card.tsx';

interface MemberGridProps {
  members: PublishedPost[] | undefined;
  showCuisines?: boolean;
  headingLevel?: 2 | 3;
  /** how many skeleton cards to show while loading */
  expected?: number;
}

/** A card's frame without its content: the same parts, the same height (blocks.css). */
function MemberCardSkeleton({ showCuisines }: { showCuisines: boolean }) {
  return (
    <div className="member-card member-card--skeleton">
      <div className="member-card__poster" />
      <div className="member-card__logo" />
      <div className="member-card__body">
        <div className="member-card__name" />
        <div className="member-card__description" />
        {showCuisines ? <div className="member-card__cuisines" /> : null}
      </div>
    </div>
  );
}

export function MemberGrid({
  members,
  showCuisines = true,
  headingLevel = 3,
  expected = 3,
}: MemberGridProps) {
  const tags = useCuisineTags(showCuisines);
  if (!members) {
    return (
      <div className="card-grid" aria-busy="true">
        {Array.from({ length: expected }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical skeletons
          <MemberCardSkeleton key={i} showCuisines={showCuisines} />
        ))}
      </div>
    );
  }
  if (members.length === 0) return <p className="muted">No members to show yet.</p>;
  return (
    <ul className="card-grid" aria-label="Members">
      {members.map((member) => (
        <li key={member.id}>
          <MemberCard
            member={member}
            cuisines={cuisineNames(member.external_data.cuisines, tags)}
            showCuisines={showCuisines}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
