/**
 * The staff panel (`/panel/*`), one lazy chunk with its own lazy screens: it renders only for a
 * signed-in session (else to /team-login and back), reads account, domains and roles once, and
 * turns a 401 the BFF could not repair into a trip to /team-login and back, and a user whose role
 * requires two-factor while it is off into a trip to the profile's set-up (profile/two-factor-gate.ts). Its routes are the
 * screen registry (shared/panel-screens.ts) with the client's bindings (screens/).
 */
import { Center, Loader } from '@mantine/core';
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { PANEL_SCREEN_LIST } from '#shared/panel-screens.ts';
import { reportSwrError } from '../../feedback/swr-errors.ts';
import { ApiRequestError } from '../../http/api-client.ts';
import { isUnauthorized } from '../../staff/api-action.ts';
import { signInPath } from '../../staff/sign-in-redirect.ts';
import { useSendToSignIn, useStaffSession } from '../../staff/staff-session.ts';
import { StaffThemeProvider } from '../../staff/staff-theme-provider.tsx';
import { needsTwoFactorSetup, useSendToTwoFactorSetup } from './profile/two-factor-gate.ts';
import { ScreenAccess } from './screens/screen-access.tsx';
import { screenElement } from './screens/screen-bindings.tsx';
import { PanelNotFound } from './shell/panel-not-found.tsx';
import { PanelShell } from './shell/panel-shell.tsx';
import { ScreenErrorBoundary } from './shell/screen-error-boundary.tsx';

function ScreenLoading() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/**
 * A read answered 4xx (401, the two-factor 403, a 404 of an item gone) gets the same answer again:
 * it is not retried, so its screen settles and its toast shows once. A timeout or a throttle may pass.
 */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return error.status < 400 || error.status >= 500 || error.status === 408 || error.status === 429;
}

function PanelSwr({ children }: { children: ReactNode }) {
  const sendToSignIn = useSendToSignIn();
  const sendToTwoFactorSetup = useSendToTwoFactorSetup();
  // the panel's reads in a cache of its own: a new sign-in starts from nothing
  const [cache] = useState(() => new Map());
  const value = useMemo(
    () => ({
      provider: () => cache,
      onError: (error: unknown) => {
        if (isUnauthorized(error)) sendToSignIn();
        else if (needsTwoFactorSetup(error)) sendToTwoFactorSetup();
        else reportSwrError(error);
      },
      shouldRetryOnError: worthRetrying,
    }),
    [sendToSignIn, sendToTwoFactorSetup, cache],
  );
  return <SWRConfig value={value}>{children}</SWRConfig>;
}

function PanelRoutes() {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Suspense fallback={<ScreenLoading />}>
        <Routes>
          {PANEL_SCREEN_LIST.map((screen) => (
            <Route
              key={screen.id}
              {...(screen.path ? { path: screen.path } : { index: true })}
              element={<ScreenAccess screen={screen}>{screenElement(screen)}</ScreenAccess>}
            />
          ))}
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
