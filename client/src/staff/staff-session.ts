/**
 * The staff session as the SPA sees it: `GET /bff/session` says whether the BFF holds a session
 * (the SPA has no token and never sees one); it lives in the app-wide SWR cache. The panel's own
 * reads live in a cache of the panel's (dropped when it unmounts), so nothing of a lost or ended
 * session is shown again. Signing out asks the BFF to clear the session and goes to /team-login.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import useSWR, { mutate } from 'swr';
import { BFF } from '#shared/public-api-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import { requestJson } from '../http/api-client.ts';
import { signInPath } from './sign-in-redirect.ts';

export type SessionState = 'loading' | 'signed-in' | 'signed-out';

export function useStaffSession(): SessionState {
  const { data, error } = useSWR<{ authenticated: boolean }>(BFF.session, {
    onError: () => {},
    shouldRetryOnError: false,
    revalidateOnFocus: true,
    revalidateOnMount: true,
  });
  if (data) return data.authenticated ? 'signed-in' : 'signed-out';
  return error ? 'signed-out' : 'loading';
}

/** Records in the app-wide SWR cache that the BFF holds no session any more. */
export function markSignedOut(): Promise<unknown> {
  return mutate(BFF.session, { authenticated: false }, { revalidate: false });
}

/** After a 401 the BFF could not repair: to /team-login, and back here after signing in. */
export function useSendToSignIn(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    void markSignedOut();
    navigate(signInPath(`${location.pathname}${location.search}${location.hash}`), { replace: true });
  }, [navigate, location.pathname, location.search, location.hash]);
}

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await requestJson(BFF.logout, { method: 'POST' });
    } finally {
      await markSignedOut();
      navigate(ROUTES.teamLogin, { replace: true });
    }
  }, [navigate]);
}
