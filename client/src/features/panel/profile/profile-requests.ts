/**
 * The profile's calls (docs/decisions/016): the account, the password, two-factor, the sessions
 * and — for owners — the roles that must use two-factor. Each answers what its screen shows.
 */
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

export const updateAccount = (body: AccountUpdateBody) =>
  postJson<{ data: Account }>(API.account.self, body).then((answer) => answer.data);

export const changePassword = (body: ChangePasswordBody) =>
  postJson<unknown>(API.account.changePassword, body);

export const startTwoFactor = () =>
  postJson<{ data: TwoFactorEnrolment }>(API.account.twoFactor, {}).then((answer) => answer.data);

export const confirmTwoFactor = (code: string) =>
  postJson<{ data: TwoFactorState }>(API.account.twoFactorConfirm, { code }).then((answer) => answer.data);

export const newRecoveryCodes = (password: string) =>
  postJson<{ data: RecoveryCodes }>(API.account.twoFactorRecoveryCodes, { password }).then(
    (answer) => answer.data.recovery_codes,
  );

export const disableTwoFactor = (body: TwoFactorDisableBody) =>
  postJson<{ data: TwoFactorState }>(API.account.twoFactorDisable, body).then((answer) => answer.data);

export const signOutSession = (id: string) =>
  requestJson<unknown>(API.account.session(id), { method: 'DELETE' });

/**
 * Signs out several sessions (a device's), one call each; one already over (404) counts as done.
 * Answers how many were signed out by these calls.
 */
export async function signOutSessions(ids: readonly string[]): Promise<number> {
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

export const signOutOtherSessions = () =>
  postJson<{ data: { signed_out: number } }>(API.account.signOutOtherSessions, {}).then(
    (answer) => answer.data.signed_out,
  );

export const saveSecuritySettings = (body: SecuritySettings) =>
  requestJson<{ data: SecuritySettings }>(API.options.security, {
    method: 'PUT',
    body: JSON.stringify(body),
  }).then((answer) => answer.data);
