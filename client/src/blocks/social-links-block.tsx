import type { SocialLinksProps } from '#shared/page-blocks/social-links/props.ts';
import { SocialLinkList } from '../components/social-link-list.tsx';
import { useSocials } from '../content/site-settings.ts';
import './social-links-block.css';

export function SocialLinksBlock({ title }: SocialLinksProps) {
  const socials = useSocials();
  if (socials.length === 0) return null;
  return (
    <section className="section">
      <div className="container social-block">
        {title ? <h2 className="section__title">{title}</h2> : null}
        <SocialLinkList socials={socials} />
      </div>
    </section>
  );
}
