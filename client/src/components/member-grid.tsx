/** A grid of member cards with the cuisine names resolved from the cuisine tags. */
import type { Post } from '#shared/schemas/content.ts';
import { cuisineNames, useCuisineTags } from '../content/taxonomy.ts';
import { MemberCard } from './member-card.tsx';

interface MemberGridProps {
  members: Post[] | undefined;
  showCuisines?: boolean;
  headingLevel?: 2 | 3;
  /** how many skeleton cards to show while loading */
  expected?: number;
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
          <div key={i} className="member-card member-card--skeleton" />
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
