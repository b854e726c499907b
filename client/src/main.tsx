import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root.tsx';
import { scheduleBuildWatch } from './app/build-watch-schedule.ts';
import { preloadPage } from './app/public-routes.tsx';
import { isStaffPath } from './app/staff-paths.ts';
import { SwrProvider } from './app/swr-provider.tsx';
import './app/base.css';
import { BUILD_ID } from './build-info.ts';
import { preloadSiteSettings } from './content/site-settings.ts';
import { notePageView } from './insights/page-views.ts';
import { deferUntilAfterLoad } from './routing/after-load.ts';
import { installChunkReloadGuard } from './routing/chunk-reload-guard.ts';
import { renderNow } from './routing/first-render.ts';
import { commitFirstScreenFirst } from './routing/first-screen.ts';
import { isMissingPage } from './routing/page-error.ts';
import { applyInitialTheme } from './theme/initial-theme.ts';

applyInitialTheme();
installChunkReloadGuard();
preloadSiteSettings();
if (BUILD_ID !== 'dev') scheduleBuildWatch();

/** `now`: the public page's first screen committed in this task (routing/first-render.ts) */
function render(now: boolean) {
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container, {
    // a page that does not exist is the error page's to show, not a console error
    onCaughtError: (error) => {
      if (!isMissingPage(error)) console.error(error);
    },
  });
  const app = (
    <StrictMode>
      <SwrProvider>
        <AppRoot />
      </SwrProvider>
    </StrictMode>
  );
  if (now) renderNow(root, app);
  else root.render(app);
}

// a public page's code and data first (the BFF inlined its data): the first commit is the page's
// first screen, never a skeleton replaced a moment later, and the rest of it the commit after
// that first screen was painted; a failure is the page's to show
if (isStaffPath(location.pathname)) render(false);
else {
  commitFirstScreenFirst(location.hash);
  // what no first screen shows loads after the document's load (routing/after-load.ts)
  if (location.hash.length <= 1) deferUntilAfterLoad();
  const renderPage = () => render(true);
  preloadPage(location.pathname, location.search).then(renderPage, renderPage);
  notePageView(location.pathname, document.referrer);
}
