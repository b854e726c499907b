/** Whether a staff user is signed in (`GET /bff/session`); read only where it matters. */
import useSWR from 'swr';
import { BFF } from '#shared/public-api-paths.ts';
import { QUIET_READ } from './quiet-swr.ts';

export function useSignedIn(enabled: boolean): boolean {
  return (
    useSWR<{ authenticated: boolean }>(enabled ? BFF.session : null, QUIET_READ).data?.authenticated === true
  );
}
