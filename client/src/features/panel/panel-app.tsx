/**
 * The staff panel (`/panel/*`), one lazy chunk with its own lazy screens: it renders only for a
 * signed-in session (else to /team-login and back), reads account, domains and roles once, and
 * turns a 401 the BFF could not repair into a trip to /team-login and back.
 */
import { Center, Loader } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { POST_TYPE_SCREENS } from '#shared/post-type-screens.ts';
import { PANEL_CHILDREN, postTypePanelPaths } from '#shared/routes.ts';
import { reportSwrError } from '../../app/swr-provider.tsx';
import { isUnauthorized } from '../../staff/api-action.ts';
import { signInPath } from '../../staff/sign-in-redirect.ts';
import { useSendToSignIn, useStaffSession } from '../../staff/staff-session.ts';
import { StaffThemeProvider } from '../../staff/staff-theme-provider.tsx';
import { PanelNotFound } from './shell/panel-not-found.tsx';
import { PanelShell } from './shell/panel-shell.tsx';
import { ScreenErrorBoundary } from './shell/screen-error-boundary.tsx';

const PanelHome = lazy(() => import('./home/panel-home.tsx'));
const PostListScreen = lazy(() => import('./post-types/post-list-screen.tsx'));
const PostEditScreen = lazy(() => import('./post-types/post-edit-screen.tsx'));
const PostBuildScreen = lazy(() => import('./post-types/post-build-screen.tsx'));
const FaqScreen = lazy(() => import('./faq/faq-screen.tsx'));
const TaxonomyScreen = lazy(() => import('./taxonomy/taxonomy-screen.tsx'));

function ScreenLoading() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}

function PanelSwr({ children }: { children: ReactNode }) {
  const sendToSignIn = useSendToSignIn();
  // the panel's reads in a cache of its own: a new sign-in starts from nothing
  const [cache] = useState(() => new Map());
  const value = useMemo(
    () => ({
      provider: () => cache,
      onError: (error: unknown) => {
        if (isUnauthorized(error)) sendToSignIn();
        else reportSwrError(error);
      },
      shouldRetryOnError: (error: unknown) => !isUnauthorized(error),
    }),
    [sendToSignIn, cache],
  );
  return <SWRConfig value={value}>{children}</SWRConfig>;
}

function PanelRoutes() {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Suspense fallback={<ScreenLoading />}>
        <Routes>
          <Route index element={<PanelHome />} />
          <Route path={PANEL_CHILDREN.faq} element={<FaqScreen />} />
          <Route path={PANEL_CHILDREN.taxonomy} element={<TaxonomyScreen />} />
          {POST_TYPE_SCREENS.map((type) => {
            const paths = postTypePanelPaths(type.panelSegment);
            return [
              <Route key={paths.list} path={paths.list} element={<PostListScreen type={type} />} />,
              <Route
                key={paths.create}
                path={paths.create}
                element={<PostEditScreen key="new" type={type} />}
              />,
              <Route key={paths.edit} path={paths.edit} element={<PostEditScreen type={type} />} />,
              <Route key={paths.build} path={paths.build} element={<PostBuildScreen type={type} />} />,
            ];
          })}
          <Route path="*" element={<PanelNotFound />} />
        </Routes>
      </Suspense>
    </ScreenErrorBoundary>
  );
}

function SignedInPanel() {
  const session = useStaffSession();
  const location = useLocation();
  if (session === 'loading') return <ScreenLoading />;
  if (session === 'signed-out') {
    return <Navigate to={signInPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return (
    <PanelSwr>
      <PanelShell>
        <PanelRoutes />
      </PanelShell>
    </PanelSwr>
  );
}

export function PanelApp() {
  return (
    <StaffThemeProvider>
      <SignedInPanel />
    </StaffThemeProvider>
  );
}

export default PanelApp;
