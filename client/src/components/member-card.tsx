/**
 * Member card (docs/product.md#screen-behaviour): links to the member's url and shows a poster, a logo, a
 * name, a description and the list of cuisine names. Every card has the same height (one line of name,
 * three of description, the cuisine line), the height of its skeleton in member-grid.tsx.
 */
import { Link } from 'react-router';
import type { PublishedPost } from '#shared/schemas/posts.ts';
import { MediaImage } from './media-image.tsx';
import { Monogram } from './monogram.tsx';

interface MemberCardProps {
  member: PublishedPost;
  cuisines: string[];
  showCuisines?: boolean;
  headingLevel?: 2 | 3;
}

export function MemberCard({ member, cuisines, showCuisines = true, headingLevel = 3 }: MemberCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = member.title;
  return (
    <article className="member-card">
      <Link to={member.url} className="member-card__link">
        <div className="member-card__poster">
          <MediaImage
            id={member.media.poster}
            alt=""
            width={640}
            height={400}
            sizes="(min-width: 1024px) 360px, 100vw"
            fallback={<Monogram name={name} variant="poster" />}
          />
        </div>
        <div className="member-card__logo">
          <MediaImage
            id={member.media.logo}
            alt={`${name} logo`}
            width={96}
            height={96}
            fallback={<Monogram name={name} variant="logo" />}
          />
        </div>
        <div className="member-card__body">
          <Heading className="member-card__name">{name}</Heading>
          <p className="member-card__description">{member.attributes.description}</p>
          {showCuisines ? (
            <ul className="member-card__cuisines" aria-label={`Cuisines of ${name}`}>
              {cuisines.map((cuisine) => (
                <li key={cuisine}>{cuisine}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </Link>
    </article>
  );
}
