/**
 * The layout of the public site (the `public` and `default` layouts of docs/product.md#routes): the domain's
 * look, skip link, header with menus, the page, footer. The site's public options the BFF
 * inlined into the page are SWR's fallback data here, so the first render already has the
 * site's colours, menus and name (content/initial-site.ts).
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SWRConfig } from 'swr';
import { initialSite } from '../../content/initial-site.ts';
import { useFirstScreenOnly } from '../../routing/first-screen.ts';
import { SiteFooter } from './shell-parts-later.ts';
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

const INITIAL = { fallback: initialSite().reads };

export { preloadShellParts } from './shell-parts-later.ts';

export function SiteLayout() {
  // below every first screen: it follows the page's first paint (routing/first-screen.ts), its
  // code the document's load (shell-parts-later.ts)
  const firstScreenOnly = useFirstScreenOnly();
  return (
    <SWRConfig value={INITIAL}>
      <SiteLook />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      {firstScreenOnly ? null : <SiteFooter />}
    </SWRConfig>
  );
}
