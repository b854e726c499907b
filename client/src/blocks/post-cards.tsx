/** Cards of published posts (cuisines, showcases, blog): poster, title, date, description. */
import { Link } from 'react-router';
import type { PublishedPost } from '#shared/schemas/posts.ts';
import { MediaImage } from '../components/media-image.tsx';
import { Monogram } from '../components/monogram.tsx';
import { formatPostDate } from './post-date.ts';

export function PostCards({
  posts,
  showDate = false,
}: {
  posts: PublishedPost[] | undefined;
  showDate?: boolean;
}) {
  if (!posts) return <div className="card-grid" aria-busy="true" />;
  if (posts.length === 0) return <p className="muted">Nothing here yet — check back soon.</p>;
  return (
    <ul className="card-grid">
      {posts.map((post) => (
        <li key={post.id}>
          <article className="post-card">
            <Link to={post.url} className="post-card__link">
              <div className="post-card__poster">
                <MediaImage
                  id={post.media.poster}
                  alt=""
                  width={640}
                  height={400}
                  sizes="(min-width: 1024px) 360px, 100vw"
                  fallback={<Monogram name={post.title} variant="poster" />}
                />
              </div>
              <div className="post-card__body">
                {showDate ? (
                  <time className="post-card__date" dateTime={post.created_at}>
                    {formatPostDate(post.created_at)}
                  </time>
                ) : null}
                <h3 className="post-card__title">{post.title}</h3>
                {post.attributes.description ? <p>{post.attributes.description}</p> : null}
              </div>
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
