/**
 * The profile's calls (docs/decisions/016): the account, the password, two-factor, the sessions
 * and — for owners — the roles that must use two-factor. Each answers what its screen shows. The
 * writes of the account, the password, the sessions and the policy are in `useProfileWrites`, which
 * updates the reads they change (docs/decisions/040), as do turning two-factor off and putting
 * new recovery codes away; starting, confirming and new codes stay plain calls: two-factor's state
 * is read again only once the codes they give are put away, so nothing moves meanwhile.
 */
import { useMemo } from 'react';
import { API } from '#shared/api-paths.ts';
import type { SecuritySettings } from '#shared/schemas/account-security.ts';
import type {
  AccountUpdateBody,
  ChangePasswordBody,
  RecoveryCodes,
  TwoFactorDisableBody,
  TwoFactorEnrolment,
  TwoFactorState,
} from '#shared/schemas/auth.ts';
import type { Account } from '#shared/schemas/content.ts';
import { ApiRequestError, postJson, requestJson } from '../../../http/api-client.ts';
import { useCacheUpdates } from '../shell/panel-reads.ts';

export const startTwoFactor = () =>
  postJson<{ data: TwoFactorEnrolment }>(API.account.twoFactor, {}).then((answer) => answer.data);

export const confirmTwoFactor = (code: string) =>
  postJson<{ data: TwoFactorState }>(API.account.twoFactorConfirm, { code }).then((answer) => answer.data);

export const newRecoveryCodes = (password: string) =>
  postJson<{ data: RecoveryCodes }>(API.account.twoFactorRecoveryCodes, { password }).then(
    (answer) => answer.data.recovery_codes,
  );

const disableTwoFactor = (body: TwoFactorDisableBody) =>
  postJson<{ data: TwoFactorState }>(API.account.twoFactorDisable, body).then((answer) => answer.data);

const signOutSession = (id: string) => requestJson<unknown>(API.account.session(id), { method: 'DELETE' });

/**
 * Signs out several sessions (a device's), one call each; one already over (404) counts as done.
 * Answers how many were signed out by these calls.
 */
async function signOutSessions(ids: readonly string[]): Promise<number> {
  let count = 0;
  for (const id of ids) {
    try {
      await signOutSession(id);
      count += 1;
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
    }
  }
  return count;
}

export function useProfileWrites() {
  const { write, replace, stale } = useCacheUpdates();
  return useMemo(
    () => ({
      /** the answer is the account the panel reads */
      updateAccount: async (body: AccountUpdateBody) => {
        const { data } = await postJson<{ data: Account }>(API.account.self, body);
        await replace(API.account.self, { data });
        return data;
      },
      /** signs out the other sessions too */
      changePassword: (body: ChangePasswordBody) =>
        write(() => postJson<unknown>(API.account.changePassword, body), API.account.sessions),
      signOutSession: (id: string) => write(() => signOutSession(id), API.account.sessions),
      /** how many were signed out */
      signOutSessions: (ids: readonly string[]) => write(() => signOutSessions(ids), API.account.sessions),
      /** how many were signed out */
      signOutOtherSessions: () =>
        write(
          () =>
            postJson<{ data: { signed_out: number } }>(API.account.signOutOtherSessions, {}).then(
              (answer) => answer.data.signed_out,
            ),
          API.account.sessions,
        ),
      /** the state is read again, whatever the answer */
      disableTwoFactor: (body: TwoFactorDisableBody) =>
        write(() => disableTwoFactor(body), API.account.twoFactor),
      /** the codes just shown are put away: the state (codes left, on) is read again */
      recoveryCodesPutAway: () => stale(API.account.twoFactor),
      saveSecuritySettings: async (body: SecuritySettings) => {
        const { data } = await requestJson<{ data: SecuritySettings }>(API.options.security, {
          method: 'PUT',
          body: JSON.stringify(body),
        });
        await replace(API.options.security, { data });
        return data;
      },
    }),
    [write, replace, stale],
  );
}
