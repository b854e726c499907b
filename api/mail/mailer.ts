/**
 * The mails the API sends, as data: each kind carries what its text needs, and a `Mailer`
 * delivers one. Routes never talk to a mailer directly; they hand mails to the queue
 * (`mail-queue.ts`), so no answer waits for a mail server.
 */

/** A one-time link to choose a new password (`POST /api/account/reset-password {email}`). */
export interface PasswordResetMail {
  kind: 'password-reset';
  to: string;
  siteName: string;
  link: string;
}

/** Sign-in failures on the account spiked (docs/decisions/005); at most one per window. */
export interface LoginFailuresMail {
  kind: 'login-failures';
  to: string;
  siteName: string;
  failures: number;
  windowMinutes: number;
}

/** Sent to the old address after the account's email was changed. */
export interface EmailChangedMail {
  kind: 'email-changed';
  to: string;
  siteName: string;
  newEmail: string;
}

export type Mail = PasswordResetMail | LoginFailuresMail | EmailChangedMail;

export interface Mailer {
  send(mail: Mail): Promise<void>;
}
