import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { appRoutes } from './app/app-routes.tsx';
import { scheduleBuildWatch } from './app/build-watch-schedule.ts';
import { SwrProvider } from './app/swr-provider.tsx';
import './app/base.css';
import { BUILD_ID } from './build-info.ts';
import { preloadSiteSettings } from './content/site-settings.ts';
import { installChunkReloadGuard } from './routing/chunk-reload-guard.ts';
import { applyInitialTheme } from './theme/theme.ts';

applyInitialTheme();
installChunkReloadGuard();
preloadSiteSettings();

const router = createBrowserRouter(appRoutes());
if (BUILD_ID !== 'dev') scheduleBuildWatch(router);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <SwrProvider>
        <RouterProvider router={router} />
      </SwrProvider>
    </StrictMode>,
  );
}
