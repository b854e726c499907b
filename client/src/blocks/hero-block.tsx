import type { HeroProps } from '#shared/page-blocks/block-props.ts';
import { MediaImage } from '../components/media-image.tsx';
import { SmartLink } from '../components/smart-link.tsx';
import { useIsFirstBlock } from './block-context.ts';

export function HeroBlock({ title, subtitle, image, logo, ctaLabel, ctaUrl }: HeroProps) {
  const Heading = useIsFirstBlock() ? 'h1' : 'h2';
  return (
    <section className="hero">
      <div className="hero__backdrop">
        <MediaImage
          id={image}
          alt=""
          width={1600}
          height={800}
          sizes="100vw"
          priority
          className="hero__image"
        />
      </div>
      <div className="container hero__content">
        <MediaImage id={logo} alt="" width={120} height={120} className="hero__logo" />
        <Heading className="hero__title">{title}</Heading>
        {subtitle ? <p className="hero__subtitle">{subtitle}</p> : null}
        {ctaLabel && ctaUrl ? (
          <SmartLink href={ctaUrl} className="button button--large" allowExternal>
            {ctaLabel}
          </SmartLink>
        ) : null}
      </div>
    </section>
  );
}
