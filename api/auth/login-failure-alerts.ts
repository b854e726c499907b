/**
 * A mail to the account's owner when its failed sign-ins spike: ALERT_THRESHOLD failures within
 * the login window, at most one mail per window. Decided after the answer, inside the mail
 * queue (so the login's timing does not depend on it); the per-account claim is one conditional
 * upsert, so parallel failures send one mail.
 */
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/tables.ts';
import { nowSeconds } from '../db/timestamps.ts';
import type { LoginFailuresMail } from '../mail/mailer.ts';
import { LOGIN_WINDOW_SECONDS, recentAccountFailures } from './login-throttle.ts';

export const ALERT_THRESHOLD = 10;

/** The alert to send now for this account, or undefined (no spike, or already mailed in the window). */
export async function loginFailureAlert(
  db: Kysely<Database>,
  user: Pick<UserRow, 'id' | 'email'>,
  siteName: string,
): Promise<LoginFailuresMail | undefined> {
  const failures = await recentAccountFailures(db, user.email);
  if (failures < ALERT_THRESHOLD) return undefined;
  const now = nowSeconds();
  const claimed = await db
    .insertInto('login_failure_alerts')
    .values({ user_id: user.id, sent_at: now })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ sent_at: now })
        .where('login_failure_alerts.sent_at', '<=', now - LOGIN_WINDOW_SECONDS),
    )
    .returning('user_id')
    .executeTakeFirst();
  if (!claimed) return undefined;
  return {
    kind: 'login-failures',
    to: user.email,
    siteName,
    failures,
    windowMinutes: LOGIN_WINDOW_SECONDS / 60,
  };
}
