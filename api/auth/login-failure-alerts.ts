/**
 * A mail to the account's owner when its failed sign-ins spike: ALERT_THRESHOLD failures within
 * the login window, at most one mail per window. Decided after the answer, inside the mail
 * queue (so the login's timing does not depend on it); the per-account claim is one conditional
 * upsert, so parallel failures send one mail.
 */
import type { UserRow } from '../db/tables.ts';
import { nowSeconds } from '../db/timestamps.ts';
import type { LoginFailuresMail } from '../mail/mailer.ts';
import type { LoginStore } from './login-store.ts';
import { LOGIN_WINDOW_SECONDS, recentAccountFailures } from './login-throttle.ts';

export const ALERT_THRESHOLD = 10;

/** The alert to send now for this account, or undefined (no spike, or already mailed in the window). */
export async function loginFailureAlert(
  logins: LoginStore,
  user: Pick<UserRow, 'id' | 'email'>,
  siteName: string,
): Promise<LoginFailuresMail | undefined> {
  const failures = await recentAccountFailures(logins, user.email);
  if (failures < ALERT_THRESHOLD) return undefined;
  const now = nowSeconds();
  if (!(await logins.claimFailureAlert(user.id, now, now - LOGIN_WINDOW_SECONDS))) return undefined;
  return {
    kind: 'login-failures',
    to: user.email,
    siteName,
    failures,
    windowMinutes: LOGIN_WINDOW_SECONDS / 60,
  };
}
