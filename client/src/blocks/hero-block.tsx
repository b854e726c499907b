import { POST_TYPE } from '#shared/ids/post-types.ts';
import type { HeroProps } from '#shared/page-blocks/hero/props.ts';
import { MediaImage } from '../components/media-image.tsx';
import { SmartLink } from '../components/smart-link.tsx';
import { useCurrentPost, useIsFirstBlock } from './block-context.ts';
import { MemberCuisines, MemberLogo } from './post-identity.tsx';

export function HeroBlock({ title, subtitle, image, logo, ctaLabel, ctaUrl }: HeroProps) {
  const first = useIsFirstBlock();
  const Heading = first ? 'h1' : 'h2';
  const post = useCurrentPost();
  // the hero that opens a post's page is its page header: without an image of its own it shows
  // the post's poster ("the main image: cards, page headers and link previews")
  const backdrop = image ?? (first ? (post?.media.poster ?? null) : null);
  // the hero that opens a member's own page says who the member is: its logo and cuisines
  const member = first && post?.post_type_id === POST_TYPE.member ? post : null;
  return (
    <section className="hero">
      <div className="hero__backdrop">
        <MediaImage
          id={backdrop}
          alt=""
          width={1600}
          height={800}
          sizes="100vw"
          priority
          className="hero__image"
          placeholderLabel="Background image"
        />
      </div>
      <div className="container hero__content">
        {member ? (
          <MemberLogo member={member} logo={logo ?? member.media.logo ?? null} />
        ) : (
          <MediaImage
            id={logo}
            alt=""
            width={120}
            height={120}
            className="hero__logo"
            placeholderLabel="Logo"
          />
        )}
        <Heading className="hero__title">{title}</Heading>
        {subtitle ? <p className="hero__subtitle">{subtitle}</p> : null}
        {member ? <MemberCuisines member={member} /> : null}
        {ctaLabel && ctaUrl ? (
          <SmartLink href={ctaUrl} className="button button--large" allowExternal>
            {ctaLabel}
          </SmartLink>
        ) : null}
      </div>
    </section>
  );
}
