/**
 * Whether the token of a reset (or password) link still works, asked once when its page opens
 * (`POST /api/account/reset-password/check`, read-only: the link is not used up). Until the answer
 * comes: `checking`. When the check itself fails (no answer, throttled), the form is shown: sending
 * the new password then tells, as before.
 */
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import type { ResetTokenCheck } from '#shared/schemas/auth.ts';
import { postJson } from '../../http/api-client.ts';

export type ResetLinkState = 'checking' | 'usable' | 'unusable';

const checkToken = ([path, token]: readonly [string, string]) =>
  postJson<{ data: ResetTokenCheck }>(path, { token }).then((answer) => answer.data.usable);

export function useResetLinkCheck(token: string): ResetLinkState {
  const { data, error } = useSWR([API.account.resetPasswordCheck, token] as const, checkToken, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
    // a failed check is not the visitor's error: the form is shown, without a toast
    onError: () => {},
  });
  if (data === undefined) return error ? 'usable' : 'checking';
  return data ? 'usable' : 'unusable';
}
