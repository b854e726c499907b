/**
 * The error page (docs/product.md#screen-behaviour and #errors): the configured title; for 404 the configured
 * subtitle, for any other status `SOMETHING WENT WRONG.`; the truck image if any; "Take me home"; and the
 * "meet the members" section with its title, HTML text, the configured members' cards and
 * "View all members".
 *
 * No layout shift (issue 8: it was 0.45): the page is at least as tall as the viewport from its
 * first paint, its texts are shown once the site's error page options are read (never the
 * defaults first and the site's own after), and the members grid holds one card-sized skeleton
 * per configured member until the cards arrive.
 */
import { Link } from 'react-router';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { ERROR_PAGE_TITLE, NOT_FOUND_PAGE_TITLE } from '#shared/page-head.ts';
import { ROUTES } from '#shared/routes.ts';
import { MemberGrid } from '../../components/member-grid.tsx';
import { PageHead } from '../../components/page-head.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { DEFAULT_ERROR_PAGE, useErrorPageOptions } from '../../content/error-page-options.ts';
import { usePublishedPosts } from '../../content/posts.ts';
import { useFirstScreenOnly } from '../../routing/first-screen.ts';
import '../../blocks/blocks.css';
import './error-page.css';

export const GENERIC_ERROR_SUBTITLE = 'SOMETHING WENT WRONG.';

export function errorSubtitle(status: number, configured: string): string {
  return status === 404 ? configured : GENERIC_ERROR_SUBTITLE;
}

export function ErrorPage({ status, message }: { status: number; message: string }) {
  const { errorPage, loaded } = useErrorPageOptions();
  const page = errorPage.domainErrorPage;
  const ids = errorPage.members;
  const { posts } = usePublishedPosts(loaded && ids.length > 0 ? { type: POST_TYPE.member, ids } : null);
  const members = posts ? ids.flatMap((id) => posts.filter((p) => p.id === id)) : undefined;
  // the members section lies below the first screen: it follows its first paint (routing/first-screen.ts)
  const firstScreenOnly = useFirstScreenOnly();
  const head = <PageHead title={status === 404 ? NOT_FOUND_PAGE_TITLE : ERROR_PAGE_TITLE} noIndex />;
  if (!loaded) {
    return (
      <>
        {head}
        <div className="error-page" aria-busy="true" />
      </>
    );
  }
  return (
    <div className="error-page">
      {head}
      <section className="error-hero" aria-labelledby="error-title">
        <div className="container error-hero__inner">
          <div className="error-hero__text">
            <p className="error-hero__status" aria-hidden="true">
              {status}
            </p>
            <h1 id="error-title">{page.title}</h1>
            <p className="error-hero__subtitle">{errorSubtitle(status, page.subtitle)}</p>
            <p className="error-hero__message muted">{message}</p>
            <Link to={ROUTES.home} className="button button--large">
              Take me home
            </Link>
          </div>
          <div className="error-hero__art">
            {page.truck_image ? (
              <img src={page.truck_image} alt="" width={480} height={320} />
            ) : (
              <svg
                viewBox="0 0 240 160"
                width="240"
                height="160"
                aria-hidden="true"
                focusable="false"
                className="error-hero__truck"
              >
                <rect x="20" y="40" width="130" height="80" rx="12" fill="var(--color-accent-bg)" />
                <path d="M150 65h40l28 30v25h-68z" fill="var(--color-primary-bg)" />
                <rect x="40" y="58" width="90" height="30" rx="6" fill="var(--surface)" opacity=".9" />
                <path d="M160 72h26l18 20h-44z" fill="var(--surface)" opacity=".85" />
                <circle cx="60" cy="124" r="16" fill="var(--text)" />
                <circle cx="60" cy="124" r="6" fill="var(--surface)" />
                <circle cx="184" cy="124" r="16" fill="var(--text)" />
                <circle cx="184" cy="124" r="6" fill="var(--surface)" />
                <path
                  d="M70 30c0-8 8-8 8-16M90 30c0-8 8-8 8-16M110 30c0-8 8-8 8-16"
                  stroke="var(--muted)"
                  strokeWidth="3"
                  fill="none"
                  strokeLinecap="round"
                />
              </svg>
            )}
          </div>
        </div>
      </section>
      {firstScreenOnly ? null : (
        <section className="section section--tinted" aria-labelledby="error-members">
          <div className="container">
            <h2 id="error-members" className="section__title">
              {page.section_title || DEFAULT_ERROR_PAGE.domainErrorPage.section_title}
            </h2>
            <SafeHtml html={page.section_text} className="section__intro" />
            {ids.length > 0 ? <MemberGrid members={members} expected={ids.length} /> : null}
            <p className="section__actions">
              <Link to={ROUTES.members} className="button">
                View all members
              </Link>
            </p>
          </div>
        </section>
      )}
    </div>
  );
}
