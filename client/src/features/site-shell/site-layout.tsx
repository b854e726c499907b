/**
 * The layout of the public site (the `public` and `default` layouts of spec §2): the domain's
 * look, skip link, header with menus, the page, footer.
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AnalyticsTags } from './analytics-tags.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SiteLook } from './site-look.tsx';
import './site-shell.css';

export function PageSkeleton() {
  return (
    <div className="page-skeleton" aria-busy="true">
      <div className="container">
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" />
      </div>
    </div>
  );
}

export function SiteLayout() {
  return (
    <>
      <SiteLook />
      <AnalyticsTags />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}

export { SiteLayout as Component };
