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

/** A one-time link to set the password, sent from the users screen (a new account's first one). */
export interface PasswordSetMail {
  kind: 'password-set';
  to: string;
  siteName: string;
  link: string;
  /** the name of the staff member who sent it */
  sentBy: string;
  validDays: number;
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

/**
 * A visitor sent one of the site's public forms: to the site's outgoing email (else its contact
 * email), with every field, replying goes to the visitor (api/forms/submission-mail.ts).
 */
export interface FormSubmissionMail {
  kind: 'form-submission';
  /** one address, or several separated by commas */
  to: string;
  siteName: string;
  form: string;
  fields: Record<string, string>;
  /** the visitor's own address, when it is a plain one */
  replyTo: string | undefined;
  /** the submission in the panel's inbox */
  link: string;
  /** when it came in, `y-MM-dd HH:mm:ss` UTC */
  receivedAt: string;
}

export type Mail =
  | PasswordResetMail
  | PasswordSetMail
  | LoginFailuresMail
  | EmailChangedMail
  | FormSubmissionMail;

export interface Mailer {
  send(mail: Mail): Promise<void>;
}
