/**
 * The header a post's page opens with when its first block does not carry the page's h1 (a hero
 * or a blog post does): the title, the description as its lead, for a member its logo and
 * cuisines, and the post's poster below them ("the main image: cards, page headers and link
 * previews"). The public page and the builder's canvas both show it, so the canvas is the page.
 */
import { POST_TYPE } from '#shared/ids/post-types.ts';
import type { Post } from '#shared/schemas/content.ts';
import { MediaImage } from '../components/media-image.tsx';
import { MemberCuisines, MemberLogo } from './post-identity.tsx';

export function PostPageHeader({ post }: { post: Post }) {
  const isMember = post.post_type_id === POST_TYPE.member;
  return (
    <header className="page-header">
      <div className="container">
        {isMember ? <MemberLogo member={post} logo={post.media.logo ?? null} /> : null}
        <h1>{post.title}</h1>
        {post.attributes.description ? (
          <p className="page-header__lead">{post.attributes.description}</p>
        ) : null}
        {isMember ? <MemberCuisines member={post} /> : null}
        {post.media.poster ? (
          <div className="page-header__poster">
            <MediaImage
              id={post.media.poster}
              alt=""
              width={1200}
              height={500}
              sizes="(min-width: 1280px) 1200px, 100vw"
              priority
            />
          </div>
        ) : null}
      </div>
    </header>
  );
}
