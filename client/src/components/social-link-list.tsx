/** The site's social links (`/api/options/socials`) with small inline icons and their labels. */
import type { SocialLink } from '#shared/schemas/domain-options.ts';
import { Icon, socialIconName } from './icon.tsx';
import { SmartLink } from './smart-link.tsx';
import './social-link-list.css';

export function SocialLinkList({ socials, compact = false }: { socials: SocialLink[]; compact?: boolean }) {
  return (
    <ul className={compact ? 'social-list social-list--compact' : 'social-list'}>
      {socials.map((social) => {
        const label = social.icon?.data?.label || social.icon?.name || 'Social link';
        return (
          <li key={social.id}>
            <SmartLink href={social.link} className="social-list__link" allowExternal>
              <Icon name={socialIconName(social.icon?.name ?? '')} />
              <span className={compact ? 'visually-hidden' : undefined}>{label}</span>
            </SmartLink>
          </li>
        );
      })}
    </ul>
  );
}
