import { useLocation } from 'react-router';
import { ContactLinks } from '../../components/contact-links.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { SocialLinkList } from '../../components/social-link-list.tsx';
import { useMenus, useSiteOptions, useSocials } from '../../content/site-settings.ts';
import { isCurrentItem } from './menu-state.ts';
import './site-footer.css';

export function SiteFooter() {
  const { options } = useSiteOptions();
  const menus = useMenus();
  const socials = useSocials();
  const { pathname } = useLocation();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      {options.join_title ? (
        <div className="site-footer__join">
          <div className="container site-footer__join-inner">
            <h2 className="site-footer__join-title">{options.join_title}</h2>
            <SafeHtml html={options.join_text} className="site-footer__join-text" />
            {options.email ? (
              <a className="button button--inverse" href={`mailto:${options.email}`}>
                Get in touch
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
      <div className="container site-footer__grid">
        <div className="site-footer__contact">
          <h2 className="site-footer__heading">{options.title || 'Visit us'}</h2>
          {options.address ? <address>{options.address}</address> : null}
          <ContactLinks phone={options.phone} email={options.email} className="plain-list" />
        </div>
        {menus.footer.length > 0 ? (
          <nav className="site-footer__nav" aria-label="Footer">
            <h2 className="site-footer__heading">Explore</h2>
            <ul className="plain-list">
              {menus.footer.map((item) => (
                <li key={item.uuid}>
                  <SmartLink href={item.url} current={isCurrentItem(item, pathname)} allowExternal>
                    {item.text}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {socials.length > 0 ? (
          <div className="site-footer__social">
            <h2 className="site-footer__heading">{options.social_media_title || 'Follow us'}</h2>
            <SocialLinkList socials={socials} />
          </div>
        ) : null}
      </div>
      <div className="container site-footer__bottom">
        <p>{options.copyright || `© ${year} ${options.title}`}</p>
      </div>
    </footer>
  );
}
