/**
 * What says who a member is at the head of its own page: its logo (the initials when it has
 * none, as on its card) and the names of its cuisine tags; and the categories of a blog post.
 * Both keep their size while they load: the logo sits in a fixed frame, a name line is reserved
 * as soon as the post says it has names to show (blocks.css), so nothing below them moves.
 */
import type { MediaRef } from '#shared/page-blocks/block-props.ts';
import type { PublishedPost } from '#shared/schemas/posts.ts';
import { MediaImage } from '../components/media-image.tsx';
import { Monogram } from '../components/monogram.tsx';
import { categoryNames, cuisineNames, useCategories, useCuisineTags } from '../content/taxonomy.ts';

export function MemberLogo({ member, logo }: { member: PublishedPost; logo: MediaRef }) {
  return (
    <div className="member-logo">
      <MediaImage
        id={logo}
        alt={`${member.title} logo`}
        width={160}
        height={160}
        priority
        fallback={<Monogram name={member.title} variant="logo" />}
      />
    </div>
  );
}

function NameList({ names, label, className }: { names: string[]; label: string; className: string }) {
  return (
    <ul className={className} aria-label={label}>
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

export function MemberCuisines({ member }: { member: PublishedPost }) {
  const ids = member.external_data.cuisines ?? [];
  const names = cuisineNames(ids, useCuisineTags(ids.length > 0));
  return ids.length > 0 ? (
    <NameList names={names} label={`Cuisines of ${member.title}`} className="member-cuisines" />
  ) : null;
}

export function PostCategories({ post }: { post: PublishedPost }) {
  const ids = post.external_data.categories ?? [];
  const names = categoryNames(ids, useCategories(ids.length > 0));
  return ids.length > 0 ? <NameList names={names} label="Categories" className="post-categories" /> : null;
}
